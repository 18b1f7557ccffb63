import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_TOPICS, type UnsubscribeScope } from '../../../shared/schemas/notification-mail.ts';

/**
 * The one-click unsubscribe link of a notification mail (RFC 8058): it works without signing in,
 * so it carries the member, the scope (a topic, or the daily summary) and an expiry, signed with
 * the signing key (HMAC-SHA256 under a key derived for this use only). A link that was changed,
 * cut short or is past its expiry changes nothing.
 */
export const UNSUBSCRIBE_TTL_DAYS = 60;

const SCOPES: readonly UnsubscribeScope[] = [...MAIL_TOPICS, 'digest'];
const subKey = (key: Buffer) => createHmac('sha256', key).update('unsubscribe/v1').digest();
const mac = (key: Buffer, userId: number, scope: string, exp: number) =>
  createHmac('sha256', subKey(key)).update(`${userId}.${scope}.${exp}`).digest('base64url');

export function signUnsubscribe(key: Buffer, userId: number, scope: UnsubscribeScope, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + UNSUBSCRIBE_TTL_DAYS * 86_400;
  return `${userId}.${scope}.${exp}.${mac(key, userId, scope, exp)}`;
}

export type UnsubscribeCheck = { ok: true; userId: number; scope: UnsubscribeScope } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's token with the current key and the rotated-out ones; the expiry is checked only once the signature holds. */
export function verifyUnsubscribe(keys: Buffer[], token: string, now = Date.now()): UnsubscribeCheck {
  const match = /^(\d{1,15})\.([a-z-]{1,40})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !(SCOPES as readonly string[]).includes(match[2])) return { ok: false, reason: 'invalid' };
  const [userId, scope, exp] = [Number(match[1]), match[2] as UnsubscribeScope, Number(match[3])];
  const given = Buffer.from(match[4]);
  const signed = keys.some((key) => {
    const expected = Buffer.from(mac(key, userId, scope, exp));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return { ok: false, reason: 'invalid' };
  if (exp < Math.floor(now / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, userId, scope };
}
