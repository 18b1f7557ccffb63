import type { Kysely } from 'kysely';
import { writeWatchOf, type Write } from '../../db/write-watch.ts';

/**
 * Sessions read in the last seconds, by token hash, so that a member's burst of requests (a page
 * asks for several things at once) reads their session once. Every signed-in request looked its
 * session up: one round trip to the database before anything else, and under bench:cluster a
 * fifth of PostgreSQL's statements (docs/decisions/049-sessions-kept-for-seconds.md).
 *
 * Forgotten, all at once, when a write could change what a kept session says: a session revoked
 * or changed, an account's name, email, verification, language, role or activity changed, an
 * account or role removed (db/write-watch.ts tells of every write on this process). Another
 * instance's writes arrive as a notice over Redis (plugins/auth-context.ts). What neither
 * reaches (a notice lost while Redis is away, a change inside a transaction read just before its
 * commit) lasts at most KEEP_MS.
 */
export const KEEP_MS = 2_000;
const MAX_KEPT = 10_000;

/** What a write must touch for kept sessions to be forgotten (SQL names). */
const WATCHED: Record<string, ReadonlySet<string> | 'all'> = {
  sessions: 'all',
  users: new Set(['id', 'name', 'email', 'is_verified', 'locale', 'is_active', 'user_role_id']),
  user_role: 'all',
};

/** Whether a write may change a kept session: an insert adds rows no kept session names. */
export function changesSessions(write: Write): boolean {
  const watched = WATCHED[write.table];
  if (!watched || write.kind === 'insert') return false;
  return watched === 'all' || write.columns === 'all' || write.columns.some((c) => watched.has(c));
}

export class SessionCache<Row> {
  #kept = new Map<string, { row: Row; at: number }>();
  #generation = 0;
  readonly #changed = new Set<() => void>();

  /** A reading starts: what it reads may be kept only if nothing was forgotten meanwhile. */
  get generation() {
    return this.#generation;
  }

  find(key: string, now = Date.now()): Row | null {
    const kept = this.#kept.get(key);
    if (!kept) return null;
    if (now - kept.at < KEEP_MS) return kept.row;
    this.#kept.delete(key);
    return null;
  }

  keep(key: string, row: Row, generation: number, now = Date.now()) {
    if (generation !== this.#generation) return;
    this.#kept.delete(key);
    this.#kept.set(key, { row, at: now });
    if (this.#kept.size > MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
  }

  /** Forgets every kept session (a notice from another instance, or a write here). */
  forget() {
    this.#kept.clear();
    this.#generation++;
  }

  /** Called after a write on this process made this cache forget: to tell the other instances. */
  onChange(listener: () => void): () => void {
    this.#changed.add(listener);
    return () => this.#changed.delete(listener);
  }

  changed() {
    this.forget();
    for (const listener of this.#changed) listener();
  }
}

const caches = new WeakMap<object, SessionCache<any>>();

/** The cache of one database (the tests run many side by side), listening to its writes. */
export function sessionCacheOf<Row>(db: Kysely<any>): SessionCache<Row> {
  let cache = caches.get(db);
  if (!cache) {
    const made = new SessionCache<Row>();
    // Forgotten here at both stages; the other instances are told once, when the write has run.
    writeWatchOf(db).listen((write, stage) => {
      if (!changesSessions(write)) return;
      if (stage === 'run') made.changed();
      else made.forget();
    });
    caches.set(db, (cache = made));
  }
  return cache;
}
