import { createHmac } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { lockMember } from '../../db/member-lock.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { HttpError, badRequest, conflict, forbidden, notFound, type Said } from '../../lib/http-error.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import {
  CALL_MAX_HOURS,
  CALLS_PER_DAY,
  CALLS_PER_TEN_MINUTES,
  type CallEndReason,
  type CallItem,
  type CallKind,
  type CallSession,
  type CallSignal,
} from '../../../shared/schemas/calls.ts';
import { pairFacts } from '../discovery/index.ts';
import { assertMayContact } from '../photos/index.ts';
import {
  callById,
  callsBetween,
  callsEnabled,
  countRingingSignal,
  insertCall,
  isLive,
  moveCall,
  openCallsOf,
  shownName,
  startedSince,
  toCallItem,
  type CallRow,
} from './calls.repository.ts';
import { iceServersFor, stunServersFor, TURN_MARGIN_SECONDS } from './turn-credentials.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.CALL_MSG;
const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;

/**
 * Calls between connected members (docs/product/calls-and-push.md, docs/decisions/068-calls-between-connected-members.md).
 * The server keeps each call's row and relays the WebRTC signalling as live events for one member
 * (`call.ringing`, `call.answered`, `call.signal`, `call.ended`), which reach every open tab of
 * that member on any instance as messages do; the media never passes through it. Only connected
 * members call each other, never across a block (a block ends a call at once), each member in one
 * call at a time, within the rate limits, and only members who have calls turned on.
 */
export interface CallDeps {
  db: Database;
  config: Config;
  events: EventBus;
}

/**
 * Signals one call may carry while it only rings, and their size together (bytes): an offer and
 * its first candidates, for a client that sends them early; the dashboard sends none before the
 * answer. What a call that was never answered leaves for the callee stays this small.
 */
const RINGING_SIGNALS_MAX = 10;
const RINGING_SIGNAL_BYTES_MAX = 32_000;

/** An opaque name of one member in one call for the TURN server's logs (no id, no e-mail; another on every call). */
const turnRef = (config: Config, callId: number, userId: number) =>
  `c${createHmac('sha256', secretsFor(config).signingKey).update(`turn:${callId}:${userId}`).digest('hex').slice(0, 16)}`;
/** A ringing call gets STUN only; an answered one TURN too, valid until the longest call from its answer ends. */
const sessionOf = (deps: CallDeps, row: CallRow, me: number): CallSession => ({
  call: toCallItem(row, me),
  iceServers:
    row.state === 'active' && row.answeredAt
      ? iceServersFor(
          deps.config,
          turnRef(deps.config, row.id, me),
          Math.floor(Date.parse(row.answeredAt) / 1000) + CALL_MAX_HOURS * 3600 + TURN_MARGIN_SECONDS,
        )
      : stunServersFor(deps.config),
});
const other = (row: CallRow, me: number) => (row.callerId === me ? row.calleeId : row.callerId);

/** Refuses oneself, a member not available to the caller (404) and one not connected (403). */
async function checkPair(db: Database, me: number, them: number, notConnected: (values: { name: string }) => Said): Promise<void> {
  if (them === me) throw badRequest(M.self);
  const [facts] = await pairFacts(db, me, them);
  if (Number(facts.discoverable) !== 1 || Number(facts.blocked) === 1) throw notFound(PROFILE_NOT_AVAILABLE);
  if (Number(facts.connected) !== 1) throw forbidden(notConnected({ name: await shownName(db, them) }));
}

/** Whether `writer` has sent `reader` a message. */
async function hasWrittenTo(db: Database, writer: number, reader: number): Promise<boolean> {
  const row = await db
    .selectFrom('message as m')
    .innerJoin('conversation as c', 'c.id', 'm.conversationId')
    .select('m.id')
    .where('m.senderId', '=', writer)
    .where('c.userLowId', '=', Math.min(writer, reader))
    .where('c.userHighId', '=', Math.max(writer, reader))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends what is stale among open calls (a ring nobody answered, a call that lost both sides) and returns the live ones. */
async function liveCalls(deps: CallDeps, members: number[], now: Date): Promise<CallRow[]> {
  const open = await openCallsOf(deps.db, members);
  const live: CallRow[] = [];
  for (const row of open) {
    if (isLive(row, now)) live.push(row);
    else await finish(deps, row, row.state === 'ringing' ? 'missed' : 'gone', now);
  }
  return live;
}

/** Moves a call to its end and tells both members' tabs; false when it had ended already. */
async function finish(deps: CallDeps, row: CallRow, reason: CallEndReason, now: Date): Promise<CallRow | null> {
  const state = reason === 'declined' ? 'declined' : row.state === 'ringing' ? 'missed' : 'ended';
  const endedAt = now.toISOString();
  if (!(await moveCall(deps.db, row, { state, endReason: reason, endedAt }))) return null;
  const ended: CallRow = { ...row, state, endReason: reason, endedAt };
  // No actor: a block's end must reach the member who was blocked too, whose stream hides the blocker's events.
  for (const member of [row.callerId, row.calleeId])
    await deps.events.publish(deps.db, { type: 'call.ended', actorId: null, recipientId: member, data: { callId: row.id, reason, state } });
  return ended;
}

export async function startCall(deps: CallDeps, me: number, them: number, kind: CallKind, now = new Date()): Promise<CallSession> {
  const { db } = deps;
  await checkPair(db, me, them, M.notConnected);
  // Her terms (modules/contact-terms) hold for a call until she has written to the caller herself.
  if (!(await hasWrittenTo(db, them, me))) await assertMayContact(db, me, them);
  if (!(await callsEnabled(db, me))) throw forbidden(M.yoursOff);
  if (!(await callsEnabled(db, them))) throw forbidden(M.theirsOff({ name: await shownName(db, them) }));
  const at = now.toISOString();
  await liveCalls(deps, [me, them], now);
  const row = await db.transaction().execute(async (trx) => {
    // Both members' rows, lower id first: two calls dialled at once cannot both find them free.
    for (const id of [me, them].sort((a, b) => a - b)) await lockMember(trx, id);
    const [recent, today] = await Promise.all([
      startedSince(trx, me, new Date(now.getTime() - 10 * 60_000).toISOString()),
      startedSince(trx, me, startOfUtcDay(now)),
    ]);
    if (recent >= CALLS_PER_TEN_MINUTES) throw new HttpError(429, 'too_many_requests', M.tooMany({ max: CALLS_PER_TEN_MINUTES }));
    if (today >= CALLS_PER_DAY) throw new HttpError(429, 'too_many_requests', M.dailyLimit({ max: CALLS_PER_DAY }));
    const live = (await openCallsOf(trx, [me, them])).filter((c) => isLive(c, now));
    if (live.some((c) => c.callerId === me || c.calleeId === me)) throw conflict(M.youAreBusy);
    if (live.length) throw conflict(M.theyAreBusy({ name: await shownName(trx, them) }));
    return insertCall(trx, me, them, kind, at);
  });
  await deps.events.publish(db, { type: 'call.ringing', actorId: me, recipientId: them, data: { callId: row.id, kind, name: await shownName(db, me) } });
  return sessionOf(deps, row, me);
}

/** A call the member takes part in; anyone else is told it does not exist. */
async function myCall(db: Database, me: number, callId: number): Promise<CallRow> {
  const row = await callById(db, callId);
  if (!row || (row.callerId !== me && row.calleeId !== me)) throw notFound(M.notFound);
  return row;
}

export async function answerCall(deps: CallDeps, me: number, callId: number, now = new Date()): Promise<CallSession> {
  const row = await myCall(deps.db, me, callId);
  if (row.calleeId !== me) throw forbidden(M.onlyCallee);
  if (row.state !== 'ringing' || !isLive(row, now)) throw conflict(M.over);
  await checkPair(deps.db, me, row.callerId, M.notConnected);
  const answeredAt = now.toISOString();
  if (!(await moveCall(deps.db, row, { state: 'active', answeredAt }))) throw conflict(M.over);
  // The caller starts the connection; the callee's other tabs stop ringing.
  for (const member of [row.callerId, me]) await deps.events.publish(deps.db, { type: 'call.answered', actorId: me, recipientId: member, data: { callId } });
  return sessionOf(deps, { ...row, state: 'active', answeredAt }, me);
}

/**
 * The STUN and TURN servers of a call in progress, for the caller once it is answered (the callee
 * has them in the answer's reply). Refused once the call has ended: credentials are never given
 * for a call that is over, nor for one that only rings.
 */
export async function callIceServers(deps: CallDeps, me: number, callId: number, now = new Date()): Promise<CallSession> {
  const row = await myCall(deps.db, me, callId);
  if (row.state !== 'active' || !isLive(row, now)) throw conflict(row.state === 'ringing' ? M.notAnswered : M.over);
  return sessionOf(deps, row, me);
}

/** Declining (the callee, while it rings), cancelling (the caller, while it rings) or hanging up. */
export async function endCall(deps: CallDeps, me: number, callId: number, asked: 'hung-up' | 'missed' | 'declined', now = new Date()): Promise<CallItem> {
  const row = await myCall(deps.db, me, callId);
  if (row.state !== 'ringing' && row.state !== 'active') return toCallItem(row, me);
  const reason: CallEndReason = row.state === 'active' ? 'hung-up' : row.calleeId === me ? 'declined' : asked === 'missed' ? 'missed' : 'hung-up';
  const ended = await finish(deps, row, reason, now);
  return toCallItem(ended ?? (await myCall(deps.db, me, callId)), me);
}

/** Passes an offer, an answer or an ICE candidate to the other side of a call in progress. */
export async function relaySignal(deps: CallDeps, me: number, callId: number, signal: CallSignal, now = new Date()): Promise<{ callId: number }> {
  const row = await myCall(deps.db, me, callId);
  if (!isLive(row, now)) throw conflict(M.over);
  if (row.state === 'ringing' && !(await countRingingSignal(deps.db, row.id, Buffer.byteLength(signal.data), RINGING_SIGNALS_MAX, RINGING_SIGNAL_BYTES_MAX))) {
    // Answered meanwhile: the signal goes on as in any call in progress.
    const current = await callById(deps.db, callId);
    if (current?.state !== 'active') throw new HttpError(429, 'too_many_requests', M.ringingFull);
  }
  await deps.events.publish(deps.db, { type: 'call.signal', actorId: me, recipientId: other(row, me), data: { callId, kind: signal.kind, data: signal.data } });
  return { callId };
}

/** The calls with a connected member, newest first: the conversation shows them among the messages. */
export async function callHistory(deps: CallDeps, me: number, them: number, limit = 30, now = new Date()): Promise<{ items: CallItem[] }> {
  await checkPair(deps.db, me, them, M.notConnected);
  await liveCalls(deps, [me, them], now);
  return { items: (await callsBetween(deps.db, me, them, limit)).map((r) => toCallItem(r, me)) };
}

/** A block ends a call between the two at once, on both sides (docs/product/calls-and-push.md). */
export function endCallsOnBlock(deps: CallDeps) {
  return deps.events.subscribe(async (event, db) => {
    const blocked = Number(event.data.userId);
    if (event.actorId === null || !Number.isSafeInteger(blocked)) return;
    const now = new Date();
    for (const row of await openCallsOf(db, [event.actorId]))
      if (other(row, event.actorId) === blocked) await finish({ db, config: deps.config, events: deps.events }, row, 'blocked', now);
  }, 'member.blocked');
}
