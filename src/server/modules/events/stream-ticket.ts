import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { openSessions } from './stream-guard.ts';

/**
 * Stream tickets: a browser's EventSource cannot send the Authorization header, and a session
 * token must never sit in a URL that proxies and logs keep. So the dashboard asks, with its
 * token, for a ticket that names the session, expires within a minute and is signed; the stream's
 * URL carries the ticket. The session is checked again when the stream opens, so a signed-out or
 * revoked session's ticket opens nothing. A ticket opens one stream only (`redeemStreamTicket`):
 * one copied from a URL a proxy or a browser's history kept opens nothing more.
 */
export const STREAM_TICKET_TTL_SECONDS = 60;

const subKey = (key: Buffer) => createHmac('sha256', key).update('stream-ticket/v1').digest();
const mac = (key: Buffer, sessionId: number, exp: number, nonce: string) =>
  createHmac('sha256', subKey(key)).update(`${sessionId}.${exp}.${nonce}`).digest('base64url');

/**
 * `<session>.<expiry>.<nonce><signature>`: the nonce (16 characters) makes two tickets asked for
 * in the same second differ, so that using one leaves the other usable.
 */
export function signStreamTicket(key: Buffer, sessionId: number, now = Date.now()): { ticket: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + STREAM_TICKET_TTL_SECONDS;
  const nonce = randomBytes(12).toString('base64url');
  return { ticket: `${sessionId}.${exp}.${nonce}${mac(key, sessionId, exp, nonce)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The session a ticket names, when its signature holds (with the current or a rotated-out key) and it has not expired. */
export function verifyStreamTicket(keys: Buffer[], ticket: string, now = Date.now()): number | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{16})([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const [sessionId, exp, nonce] = [Number(match[1]), Number(match[2]), match[3]];
  if (exp < Math.floor(now / 1000)) return null;
  const given = Buffer.from(match[4]);
  return keys.some((key) => {
    const expected = Buffer.from(mac(key, sessionId, exp, nonce));
    return expected.length === given.length && timingSafeEqual(expected, given);
  })
    ? sessionId
    : null;
}

/** The member of a session that is still open (not revoked, not expired, account active). */
export async function memberOfSession(db: Database, sessionId: number): Promise<number | null> {
  return (await openSessions(db, [sessionId])).get(sessionId) ?? null;
}

/**
 * Marks a ticket used; true the first time, false ever after (on every instance that shares the
 * database). One insert of the ticket's hash, refused by the primary key when it is there already,
 * so two instances redeeming the same ticket at once cannot both succeed. The hash is stored, not
 * the ticket; rows of expired tickets are deleted on the way.
 */
export async function redeemStreamTicket(db: Database, ticket: string, now = Date.now()): Promise<boolean> {
  const exp = Number(ticket.split('.')[1]);
  const nowIso = new Date(now).toISOString();
  await db.deleteFrom('streamTicketUse').where('expiresAt', '<', nowIso).execute();
  const row = await db
    .insertInto('streamTicketUse')
    .values({ ticketHash: createHash('sha256').update(ticket).digest('base64url'), expiresAt: new Date(exp * 1000).toISOString() })
    .onConflict((oc) => oc.column('ticketHash').doNothing())
    .returning('ticketHash')
    .executeTakeFirst();
  return row !== undefined;
}
