import type { FastifyInstance } from 'fastify';
import { LIVE_EVENT_TYPES, LivePollReply, LiveQuery, StreamTicketReply, type LiveEvent } from '../../../shared/schemas/conversations.ts';
import { send } from '../../lib/envelope.ts';
import type { StoredEvent } from '../../lib/events/events.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { writeWatchOf } from '../../db/write-watch.ts';
import { memberOfSession, redeemStreamTicket, signStreamTicket, verifyStreamTicket } from './stream-ticket.ts';
import { createStreamCursor } from './stream-cursor.ts';
import { createStreamGuard, endsSessions, openSessions } from './stream-guard.ts';

/** Longest replay read at once: a poll gets the rest on its next call, a stream reads on page by page. */
const REPLAY_MAX = 500;
const isLive = (type: string) => (LIVE_EVENT_TYPES as readonly string[]).includes(type);
const toLive = (e: StoredEvent): LiveEvent => ({ id: e.id, type: e.type as LiveEvent['type'], actorId: e.actorId, data: e.data, createdAt: e.createdAt });
const frame = (e: LiveEvent, lastId: number) => `id: ${lastId}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;

/** The Last-Event-ID a reconnecting EventSource sends, or the `after` of a poll; null when neither is given. */
function lastSeen(header: unknown, after: number | undefined): number | null {
  const n = typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  return Number.isSafeInteger(n) ? n : (after ?? null);
}

/**
 * GET /api/events: one Server-Sent Events stream per browser tab (docs/product/member-loop.md), opened with the
 * session's bearer token or, from a browser's EventSource, with a short-lived stream ticket
 * (stream-ticket.ts), so no session token ever sits in a URL. A reconnect with Last-Event-ID first gets what it missed, from the
 * stored events; a comment line every few seconds keeps idle proxies and the server's own idle
 * timeout from closing it. The stream is held only for `Accept: text/event-stream` (what an
 * EventSource sends); without it, or with `mode=poll`, the missed events are answered as JSON.
 */
export function registerEventStreamRoutes(app: FastifyInstance) {
  const heartbeatMs = Math.max(1000, Math.min(15_000, Math.floor(app.config.timeouts.idleMs / 2)));
  const secrets = secretsFor(app.config);
  /** The members `me` blocked or was blocked by (the block table is read here: discovery is in this module's layer). */
  const blockedEitherWay = async (me: number) => {
    const rows = await app.db
      .selectFrom('block')
      .select('blockedUserId as id')
      .where('userId', '=', me)
      .unionAll(app.db.selectFrom('block').select('userId as id').where('blockedUserId', '=', me))
      .execute();
    return new Set(rows.map((r) => Number(r.id)));
  };
  // Every open stream ends with its session (stream-guard.ts): looked at again when a write here
  // or a notice from another instance may have ended one, and every LIVE_RECHECK_SECONDS.
  const guard = createStreamGuard({
    stillOpen: (ids) => openSessions(app.db, ids),
    periodMs: app.config.liveRecheckSeconds * 1000,
    onError: (error) => app.log.warn({ err: error instanceof Error ? error.message : error }, 'live stream: checking the sessions failed'),
  });
  const unwatch = writeWatchOf(app.db).listen((write, stage) => {
    if (stage === 'run' && endsSessions(write)) guard.soon();
  });
  app.instanceNotices.listen('sessions', () => guard.soon());
  app.addHook('onClose', async () => {
    unwatch();
    guard.stop();
  });
  const newestEventId = async (me: number) =>
    Number((await app.db.selectFrom('domainEvent').select('id').where('recipientId', '=', me).orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0);

  app.post(
    '/events/ticket',
    {
      schema: routeDoc({
        tags: ['Notifications'],
        summary: "A signed ticket, valid for a minute, that opens the caller's event stream from an EventSource (which cannot send the token)",
        access: 'member',
        reply: StreamTicketReply,
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      return send(reply, { ...signStreamTicket(secrets.signingKey, auth.sessionId), lastEventId: await newestEventId(auth.userId) });
    },
  );

  app.get(
    '/events',
    {
      schema: routeDoc({
        tags: ['Notifications'],
        summary:
          "The caller's live events as a Server-Sent Events stream when asked with Accept: text/event-stream; Last-Event-ID replays what was missed. Otherwise (or with mode=poll) the missed events as JSON",
        access: 'member',
        query: LiveQuery,
        reply: LivePollReply,
      }),
    },
    async (request, reply) => {
      const q = parse(request.query, LiveQuery);
      let me: number;
      let sessionId: number;
      if (request.auth) [me, sessionId] = [request.auth.userId, request.auth.sessionId];
      else {
        const named = q.ticket ? verifyStreamTicket([secrets.signingKey, ...secrets.previousSigningKeys], q.ticket) : null;
        const member = named === null ? null : await memberOfSession(app.db, named);
        if (named === null || member === null) throw unauthorized(q.ticket ? 'This stream ticket has expired or is not valid; ask for a new one.' : undefined);
        if (!(await redeemStreamTicket(app.db, q.ticket!))) throw unauthorized('This stream ticket has been used already; ask for a new one.');
        [me, sessionId] = [member, named];
      }
      const given = lastSeen(request.headers['last-event-id'], q.after);
      let last = given ?? 0;
      /** Members blocked either way as of the last read: their events are never sent, live or replayed. */
      let hidden = new Set<number>();
      const read = async (after: number) => {
        const page = await app.events.since(app.db, me, after, REPLAY_MAX);
        if (page.length) hidden = await blockedEitherWay(me);
        return page;
      };
      const shown = (e: StoredEvent) => isLive(e.type) && (e.actorId === null || !hidden.has(e.actorId));
      const missed = async () => {
        const page = last > 0 ? await read(last) : [];
        return { items: page.filter(shown).map(toLive), lastEventId: page.at(-1)?.id ?? last };
      };

      // A stream only for a client that asks for one (an EventSource sends this Accept); anything
      // else gets the same replay as JSON and the request ends.
      const wantsStream = q.mode !== 'poll' && String(request.headers.accept ?? '').includes('text/event-stream');
      if (!wantsStream) {
        // Without a last id, a poll only learns where "now" is.
        if (last === 0) return send(reply, { items: [], lastEventId: await newestEventId(me) });
        return send(reply, await missed());
      }

      // Without a last id, the stream starts from "now". Given one, even 0 (a member who had no
      // events yet), it replays everything after it.
      if (given === null) last = await newestEventId(me);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // The stream's position before any event: an EventSource keeps this id, so a reconnect
      // before the first event still sends Last-Event-ID and misses nothing.
      res.write(`retry: 3000\nid: ${last}\n\n`);
      // Listen first, then replay: the cursor sends the stored events after `last` and each live
      // one once, in order, whichever instance published it (stream-cursor.ts).
      // Signed out, deactivated, a helper paused or removed: the stream ends, and what the browser
      // opens again is refused like any request of that session.
      const watched = guard.watch(sessionId, () => res.end());
      const cursor = createStreamCursor({
        after: last,
        read: async (after) => ((await watched.stillOpen()) ? read(after) : []),
        pageSize: REPLAY_MAX,
        send: (e, lastId) => void (shown(e) && res.write(frame(toLive(e), lastId))),
        fail: (error) => {
          app.log.warn({ err: error instanceof Error ? error.message : error }, 'live stream: reading the events failed');
          res.end();
        },
      });
      // Shutting down (or the hub closing): a short, spread-out retry, so the browsers reconnect
      // to the other instances without arriving all at once.
      const end = () => res.end(`retry: ${1000 + Math.floor(Math.random() * 2000)}\n\n`);
      const detach = app.live.attach(me, (notice) => cursor.notice(notice), end);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      res.on('close', () => {
        clearInterval(heartbeat);
        detach();
        watched.stop();
      });
    },
  );
}
