import type { Database } from '../../db/database.ts';
import type { Write } from '../../db/write-watch.ts';

/**
 * Open streams end with their session (docs/decisions/029-live-event-stream.md): an open
 * GET /api/events stream was checked once, when it opened, and went on receiving a member's
 * events after they signed out, changed their password, were deactivated, or (a family helper)
 * were paused or removed. Each of those ends the session in the database (the session revoked,
 * the account made inactive); this guard keeps the open streams of one instance by session and
 * looks at all of them again, in one read, whenever such a write is heard of: on this instance
 * (`endsSessions`, from the write watch) or on another (the instance notices' `sessions` topic).
 * A stream whose session has ended is ended. The same read runs every `periodMs` whatever was
 * heard, so a notice that never came (Redis away, a write made outside Kysely) is made good
 * within the period.
 */
interface StreamGuard {
  /** Keeps an open stream; `end` is called once its session has ended. */
  watch(sessionId: number, end: () => void): WatchedStream;
  /** A session may have ended somewhere: look again now, and once more a moment later. */
  soon(): void;
  /** Looks now; resolves once done (tests, and the timers). */
  check(): Promise<void>;
  stop(): void;
}

interface WatchedStream {
  /**
   * Before the stream reads and sends: whether its session is still open. After a notice that
   * a session may have ended, the stream's own session is read again first, so an event
   * published after a sign-out is not sent in the moment before the guard's look ends the stream.
   */
  stillOpen(): Promise<boolean>;
  /** The stream has closed. */
  stop(): void;
}

/**
 * The second look after a notice: a write heard inside a transaction is seen by the first look
 * only once it has committed, which the watch cannot see; the second look, this much later, finds
 * it committed. Both stay inside the second the product promises.
 */
const SECOND_LOOK_MS = 600;
/** Sessions asked about in one statement. */
const BATCH = 500;

/** Whether a write may end sessions: a session revoked or removed, an account deactivated or removed, a role changed. */
export function endsSessions(write: Write): boolean {
  if (write.kind === 'insert') return false;
  if (write.table === 'sessions' || write.table === 'user_role') return true;
  if (write.table !== 'users') return false;
  return write.kind === 'delete' || write.columns === 'all' || write.columns.some((c) => c === 'is_active' || c === 'user_role_id');
}

/** Of these sessions, the ones still open (not revoked, not expired, account active), with their member. */
export async function openSessions(db: Database, sessionIds: readonly number[], now = new Date()): Promise<Map<number, number>> {
  const open = new Map<number, number>();
  for (let i = 0; i < sessionIds.length; i += BATCH) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select(['sessions.id as sessionId', 'users.id as userId'])
      .where('sessions.id', 'in', sessionIds.slice(i, i + BATCH))
      .where('sessions.revokedAt', 'is', null)
      .where('sessions.expiresAt', '>', now.toISOString())
      .where('users.isActive', '=', 1)
      .execute();
    for (const r of rows) open.set(Number(r.sessionId), Number(r.userId));
  }
  return open;
}

export function createStreamGuard(options: {
  stillOpen(sessionIds: number[]): Promise<Set<number> | Map<number, unknown>>;
  periodMs: number;
  onError(error: unknown): void;
}): StreamGuard {
  interface Kept {
    sessionId: number;
    end: () => void;
    /** The notices' count when this stream's own session was last found open. */
    confirmed: number;
    confirming: Promise<boolean> | null;
  }
  const streams = new Set<Kept>();
  /** How many times a session may have ended (notices and second looks): a stream confirmed before reads again. */
  let notices = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let period: ReturnType<typeof setInterval> | null = null;

  const endStream = (stream: Kept) => {
    if (!streams.delete(stream)) return;
    stream.end();
  };
  const look = async () => {
    if (!streams.size) return;
    const kept = [...streams];
    let open: Set<number> | Map<number, unknown>;
    try {
      open = await options.stillOpen([...new Set(kept.map((s) => s.sessionId))]);
    } catch (error) {
      // The database is away: the streams stay, and the next look tries again.
      options.onError(error);
      return;
    }
    for (const stream of kept) if (!open.has(stream.sessionId)) endStream(stream);
  };
  /** One look at a time; a call during one makes one more after it. */
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await look();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  /** The look soon after a notice, and the second look a moment later (restarted by each notice). */
  let first: ReturnType<typeof setTimeout> | null = null;
  let second: ReturnType<typeof setTimeout> | null = null;
  const clearTimers = () => {
    if (first) clearTimeout(first);
    if (second) clearTimeout(second);
    first = second = null;
  };
  const confirm = async (stream: Kept): Promise<boolean> => {
    const asked = notices;
    try {
      const open = await options.stillOpen([stream.sessionId]);
      if (!open.has(stream.sessionId)) {
        endStream(stream);
        return false;
      }
      stream.confirmed = Math.max(stream.confirmed, asked);
    } catch (error) {
      options.onError(error);
    }
    return streams.has(stream);
  };

  return {
    watch(sessionId, end) {
      const stream: Kept = { sessionId, end, confirmed: notices, confirming: null };
      streams.add(stream);
      if (!period) {
        period = setInterval(() => void check(), options.periodMs);
        period.unref();
      }
      return {
        async stillOpen() {
          if (!streams.has(stream)) return false;
          if (stream.confirmed >= notices) return true;
          stream.confirming ??= confirm(stream).finally(() => (stream.confirming = null));
          return stream.confirming;
        },
        stop() {
          streams.delete(stream);
          if (!streams.size && period) {
            clearInterval(period);
            period = null;
          }
        },
      };
    },
    soon() {
      notices++;
      if (!streams.size) return;
      // Notices come in bursts (a password change revokes every session): one look for the burst.
      first ??= setTimeout(() => {
        first = null;
        void check();
      }, 20).unref();
      if (second) clearTimeout(second);
      second = setTimeout(() => {
        second = null;
        notices++;
        void check();
      }, SECOND_LOOK_MS).unref();
    },
    check,
    stop() {
      clearTimers();
      if (period) clearInterval(period);
      period = null;
      streams.clear();
    },
  };
}
