import { createHmac } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { IceServer } from '../../../shared/schemas/calls.ts';

/**
 * The STUN and TURN servers a call's browsers use (docs/product/calls-and-push.md). TURN relays the
 * media when both sides sit behind carriers' NATs; its credentials follow coturn's REST
 * convention (`use-auth-secret`): the username is `expiry:ref` (Unix seconds), the credential
 * base64(HMAC-SHA1(TURN_SECRET, username)). coturn recomputes the credential and refuses it after
 * the expiry, so nothing is stored.
 *
 * Credentials belong to one answered call (docs/decisions/079-calls-and-pushes-bounded.md): none
 * while it rings, and from its answer they name that call and member (`ref`, different on every
 * call) and expire when the longest call begun at that answer would end, plus TURN_MARGIN_SECONDS
 * for the clocks of this server and coturn's to differ. Without TURN_SECRET the TURN addresses
 * are left out: they could not be used.
 */
export const TURN_MARGIN_SECONDS = 60;

export function turnCredential(secret: string, ref: string, expiresAt: number): { username: string; credential: string } {
  const username = `${expiresAt}:${ref}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The STUN servers alone: what a call has before it is answered. */
export function stunServersFor(config: Pick<Config, 'calls'>): IceServer[] {
  const stun = config.calls.iceServers.filter((u) => u.startsWith('stun:'));
  return stun.length ? [{ urls: stun }] : [];
}

/** STUN and TURN for an answered call: `ref` names the call and member, `expiresAt` in Unix seconds. */
export function iceServersFor(config: Pick<Config, 'calls'>, ref: string, expiresAt: number): IceServer[] {
  const { iceServers, turnSecret } = config.calls;
  const turn = iceServers.filter((u) => !u.startsWith('stun:'));
  const servers = stunServersFor(config);
  if (turn.length && turnSecret) servers.push({ urls: turn, ...turnCredential(turnSecret, ref, expiresAt) });
  return servers;
}
