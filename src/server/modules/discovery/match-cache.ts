import type { RankedRow } from './match.query.ts';

/**
 * A member's ranked candidates for a minute. Ranking reads a window of up to 1,500 profiles and
 * costs ~15 ms of the event loop at 100,000 members; a member paging through matches, or coming
 * back to them, would pay it on every page (scripts/bench-load.ts: matches were most of the CPU).
 * Kept per process and per database, under the member's own ranking inputs (`inputs`: their
 * preferences, gender, age, religion and caste as read for this page), so a change of their own
 * shows at once in every process while a save that changes none of them keeps the ranking; a
 * member joining or leaving the pool (verified, deactivated, role changed) forgets all, blocks
 * and deleted profiles are applied when a page is read, and others' new or changed profiles show
 * within TTL_MS. Bounded: MAX_MEMBERS entries of at most MAX_ROWS rows (the first pages).
 *
 * Each ranking is kept for a time drawn between three quarters of TTL_MS and all of it, so that
 * rankings made in the same second are not all made again in the same second a minute later:
 * under bench:cluster, the members' rankings from its first seconds all expired together, and
 * that second's p99 was half as long again as the others'.
 */
export interface RankedSet {
  rows: RankedRow[];
  total: number;
  strict: number;
  maxTier: number;
}

export const TTL_MS = 60_000;
const MAX_MEMBERS = 2000;
export const MAX_ROWS = 300;

const byDatabase = new WeakMap<object, Map<number, { day: string; inputs: string; until: number; set: RankedSet }>>();

/**
 * What the rankings of one database are kept under: its Kysely adapter, which a transaction shares
 * with the database it runs on, so a member who leaves the pool inside a transaction (an
 * administrator's audited write) is forgotten for the database's readers too.
 */
function keyOf(db: object): object {
  const executor = 'getExecutor' in db && typeof db.getExecutor === 'function' ? (db.getExecutor() as { adapter?: object }) : undefined;
  return executor?.adapter ?? db;
}
const entriesOf = (db: object) => {
  const key = keyOf(db);
  let entries = byDatabase.get(key);
  if (!entries) byDatabase.set(key, (entries = new Map()));
  return entries;
};

export function cachedRanking(db: object, userId: number, day: string, inputs: string, now = Date.now()): RankedSet | null {
  const entries = entriesOf(db);
  const entry = entries.get(userId);
  if (!entry || entry.day !== day || entry.inputs !== inputs || now > entry.until) return null;
  // Most recently used last, so the oldest is evicted first.
  entries.delete(userId);
  entries.set(userId, entry);
  return entry.set;
}

export function rememberRanking(db: object, userId: number, day: string, inputs: string, set: RankedSet, now = Date.now(), chance = Math.random()) {
  const entries = entriesOf(db);
  entries.delete(userId);
  entries.set(userId, { day, inputs, until: now + TTL_MS * (0.75 + 0.25 * chance), set: { ...set, rows: set.rows.slice(0, MAX_ROWS) } });
  while (entries.size > MAX_MEMBERS) entries.delete(entries.keys().next().value!);
}

/** The member's profile is gone: their entry is dropped now rather than when it expires. */
export function forgetRanking(db: object, userId: number) {
  byDatabase.get(keyOf(db))?.delete(userId);
}

/** Someone joined or left the pool (discoverable.ts): every member's matches are ranked afresh. */
export function forgetAllRankings(db: object) {
  byDatabase.delete(keyOf(db));
}
