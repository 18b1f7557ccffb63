import { createHmac } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { IceServer } from '../../../shared/schemas/calls.ts';

/**
 * The STUN and TURN servers a call's browsers use (docs/product/calls-and-push.md). TURN relays the
 * media when both sides sit behind carriers' NATs; its credentials follow coturn's REST
 * convention (`use-auth-secret`): the username is `expiry:memberRef` (Unix seconds), the
 * credential base64(HMAC-SHA1(TURN_SECRET, username)). coturn recomputes the credential and
 * refuses it after the expiry, so a credential is good for one call's length and nothing is
 * stored. Without TURN_SECRET the TURN addresses are left out: they could not be used.
 */
export function turnCredential(secret: string, memberRef: string, expiresAt: number): { username: string; credential: string } {
  const username = `${expiresAt}:${memberRef}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export function iceServersFor(config: Pick<Config, 'calls'>, memberRef: string, validSeconds: number, now = Date.now()): IceServer[] {
  const { iceServers, turnSecret } = config.calls;
  const stun = iceServers.filter((u) => u.startsWith('stun:'));
  const turn = iceServers.filter((u) => !u.startsWith('stun:'));
  const servers: IceServer[] = [];
  if (stun.length) servers.push({ urls: stun });
  if (turn.length && turnSecret) servers.push({ urls: turn, ...turnCredential(turnSecret, memberRef, Math.floor(now / 1000) + validSeconds) });
  return servers;
}
