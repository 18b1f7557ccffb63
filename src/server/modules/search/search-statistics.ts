import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { MAX_SEARCH_RESULTS, type SearchFilters, type SearchSort } from '../../../shared/schemas/search.ts';
import { dobForAge, legalAgeFor } from '../discovery/index.ts';

/**
 * The search chooses its own plan for filters that are common each but rare together, which the
 * planners misjudge (docs/decisions/044-search-at-a-million.md). It counts discoverable profiles
 * per gender and per value of each filter that has an index of its own, keeps the counts in
 * memory and counts again in the background when they are older than STATISTICS_MAX_AGE_MS.
 * The counts only choose how the search reads; what it returns never depends on them.
 */

/** The filters with an index `(discoverable, gender_id, <column>…)` (migration 0031), and that index. */
export const DRIVING_FILTERS = {
  religionId: { column: 'religion_id', index: 'profile_search_religion_new_idx' },
  casteId: { column: 'caste_id', index: 'profile_search_caste_idx' },
  stateId: { column: 'state_id', index: 'profile_search_state_idx' },
  city: { column: 'lower(city)', index: 'profile_search_city_idx' },
  educationId: { column: 'highest_qualification_id', index: 'profile_search_education_idx' },
  occupationId: { column: 'occupation_id', index: 'profile_search_occupation_idx' },
  maritalStatusId: { column: 'marital_status_id', index: 'profile_search_marital_idx' },
  dietId: { column: 'dietary_habits_id', index: 'profile_search_diet_idx' },
} as const;
/**
 * What a search may be driven by: a list filter's index, the index of last sign-ins
 * (`profile_search_active_idx`, for "active within N days"), the index of dates of birth
 * (`profile_search_age_idx`, for an age range) or the members with a photo.
 */
export type DrivingFilter = keyof typeof DRIVING_FILTERS | 'activeWithinDays' | 'age' | 'withPhoto';

/** The index of dates of birth (migration 0032). */
export const AGE_INDEX = 'profile_search_age_idx';

/** Counts of discoverable profiles: per gender, per gender and value of each list filter, with a photo, by day of last sign-in, by date of birth, by height, verified. */
export interface SearchStatistics {
  genders: Map<number, number>;
  /** Keyed `filter|gender|value`; a value nobody has is absent. */
  values: Map<string, number>;
  /** With an approved photo, per gender. */
  photos: Map<number, number>;
  /** Per gender, [day of last sign-in (YYYY-MM-DD), members] newest first; never signed in left out. */
  activeDays: Map<number, Array<[string, number]>>;
  /** Per gender, [date of birth (YYYY-MM-DD), members]; absent when not counted (a guess is used). */
  births?: Map<number, Array<[string, number]>>;
  /** Per gender, [height in cm, members]; absent when not counted. */
  heights?: Map<number, Array<[number, number]>>;
  /** Verified members per gender; absent when not counted. */
  verified?: Map<number, number>;
}

export const STATISTICS_MAX_AGE_MS = 10 * 60_000;

/**
 * How the window is read: as the planners choose (no counts yet); an index in the sort's order
 * walked until the window is full; or every match of one filter's index, then sorted.
 */
export type SearchRoute = { kind: 'planner' } | { kind: 'walk'; index: string } | { kind: 'drive'; filter: DrivingFilter };

/** The index a walk follows for each sort: of one gender, and of one gender and one religion (migrations 0008, 0027, 0031, 0032). */
const WALKS: Record<SearchSort, { any: string; religion: string }> = {
  best: { any: 'profile_search_recent_idx', religion: 'profile_discoverable_window_idx' },
  newest: { any: 'profile_search_new_idx', religion: 'profile_search_religion_new_idx' },
  active: { any: 'profile_search_active_idx', religion: 'profile_search_religion_active_idx' },
};

/** The walks of one religion's index, which read that religion as their range. */
export const RELIGION_WALKS = new Set(Object.values(WALKS).map((w) => w.religion));

const keyOf = (filter: keyof typeof DRIVING_FILTERS, gender: number, value: number | string) => `${filter}|${gender}|${value}`;

/** The values a filter set chooses for one driving filter, as the statistics hold them. */
function chosen(f: SearchFilters, filter: keyof typeof DRIVING_FILTERS): Array<number | string> | undefined {
  if (filter === 'city') return f.city === undefined ? undefined : [f.city.trim().toLowerCase()];
  const ids = f[filter];
  return ids?.length ? ids : undefined;
}

/** Members of one gender born in (from, to], by the counts. */
function bornBetween(births: Array<[string, number]>, from: string, to: string): number {
  let n = 0;
  for (const [dob, members] of births) if (dob > from && dob <= to) n += members;
  return n;
}

/**
 * Members of this gender within the age range (and the legal age), by the counts; undefined
 * without an age range or without the counts.
 */
function ageMatches(stats: SearchStatistics, gender: number, f: SearchFilters, today: Date): number | undefined {
  const births = stats.births?.get(gender);
  if ((f.ageMin === undefined && f.ageMax === undefined) || !births) return undefined;
  const to = dobForAge(Math.max(f.ageMin ?? 0, legalAgeFor(gender)), today);
  const from = f.ageMax === undefined ? '' : dobForAge(f.ageMax + 1, today);
  return bornBetween(births, from, to);
}

/**
 * Share of members passing the filters the walk indexes hold but no driving index counts:
 * height and "verified" by their counts (fixed guesses without them), income by a guess.
 */
function scalarShare(stats: SearchStatistics, gender: number, total: number, f: SearchFilters): number {
  let share = 1;
  if (f.heightMin !== undefined || f.heightMax !== undefined) {
    const heights = stats.heights?.get(gender);
    share *= heights
      ? heights.reduce(
          (n, [h, members]) => ((f.heightMin === undefined || h >= f.heightMin) && (f.heightMax === undefined || h <= f.heightMax) ? n + members : n),
          0,
        ) / total
      : 0.5;
  }
  if (f.incomeMin !== undefined || f.incomeMax !== undefined) share *= 0.5;
  if (f.verifiedOnly) share *= stats.verified ? (stats.verified.get(gender) ?? 0) / total : 0.5;
  return share;
}

/** Members of this gender who match one driving filter, by the counts; undefined when the filter is not chosen. */
function matchesOf(stats: SearchStatistics, gender: number, f: SearchFilters, filter: DrivingFilter, today: Date): number | undefined {
  if (filter === 'withPhoto') return f.withPhoto ? (stats.photos.get(gender) ?? 0) : undefined;
  if (filter === 'age') return ageMatches(stats, gender, f, today);
  if (filter === 'activeWithinDays') {
    if (f.activeWithinDays === undefined) return undefined;
    const since = new Date(today.getTime() - f.activeWithinDays * 86_400_000).toISOString().slice(0, 10);
    return (stats.activeDays.get(gender) ?? []).reduce((n, [day, members]) => (day >= since ? n + members : n), 0);
  }
  const values = chosen(f, filter);
  return values?.reduce<number>((m, v) => m + (stats.values.get(keyOf(filter, gender, v)) ?? 0), 0);
}

const DRIVERS: DrivingFilter[] = [...(Object.keys(DRIVING_FILTERS) as Array<keyof typeof DRIVING_FILTERS>), 'activeWithinDays', 'age', 'withPhoto'];

/**
 * Filters the walk indexes and the index of dates of birth hold (migration 0032): checked on the
 * index entry, so a row that fails them is never read. City, photo and last sign-in are not.
 */
const IN_INDEX = new Set<DrivingFilter>(['religionId', 'casteId', 'stateId', 'educationId', 'occupationId', 'maritalStatusId', 'dietId', 'age']);

/** An index entry passed over costs about this share of a row read. */
const ENTRY_COST = 0.1;
/** A row read through a filter's index costs about this many rows of a walk (it is also sorted). */
const DRIVE_COST = 2;

/**
 * The cheapest way to read the window, under the guess that filters are independent:
 *
 * - a walk of the sort's index passes over about `window ÷ share of matches` entries (the whole
 *   gender when few match) and reads the rows whose entries pass the filters it holds;
 * - a walk of one religion's index (no other filter in it) reads each entry's row;
 * - a drive reads the rows of the rarest filter's index and sorts those that match; through the
 *   index of dates of birth or of last sign-ins, it reads only the entries that pass the filters
 *   that index holds.
 *
 * Without counts, or for several genders at once (no index walks those in order), the planners
 * choose, as before.
 */
export function chooseRoute(stats: SearchStatistics | null, genders: number[], f: SearchFilters, today = new Date()): SearchRoute {
  if (!stats || genders.length !== 1) return { kind: 'planner' };
  const gender = genders[0];
  const total = stats.genders.get(gender) ?? 0;
  const walk: SearchRoute = { kind: 'walk', index: WALKS[f.sort].any };
  if (total === 0) return walk;
  const rows = new Map<DrivingFilter, number>();
  for (const filter of DRIVERS) {
    const n = matchesOf(stats, gender, f, filter, today);
    if (n !== undefined) rows.set(filter, n);
  }
  const shareOf = (filter: DrivingFilter) => Math.min(1, (rows.get(filter) ?? total) / total);
  const ageGuess = (f.ageMin !== undefined || f.ageMax !== undefined) && !rows.has('age') ? 0.3 : 1;
  // Share of members passing what the walk indexes hold, and what they do not.
  let held = scalarShare(stats, gender, total, f) * ageGuess;
  let rest = 1;
  for (const filter of rows.keys()) {
    if (IN_INDEX.has(filter)) held *= shareOf(filter);
    else rest *= shareOf(filter);
  }
  const share = held * rest;
  const walked = share > 0 ? Math.min(total, MAX_SEARCH_RESULTS / share) : total;
  const candidates: Array<[SearchRoute, number]> = [[walk, walked * ENTRY_COST + walked * held]];
  const religion = rows.get('religionId');
  if (f.religionId?.length === 1 && religion !== undefined) {
    const others = religion > 0 ? share / shareOf('religionId') : 0;
    const entries = others > 0 ? Math.min(religion, MAX_SEARCH_RESULTS / others) : religion;
    candidates.push([{ kind: 'walk', index: WALKS[f.sort].religion }, entries]);
  }
  for (const [filter, n] of rows) {
    // Through the indexes that hold the filters, only the entries that pass them are read as rows.
    const readRows = filter === 'age' ? (n * held) / Math.max(shareOf('age'), 1e-9) : filter === 'activeWithinDays' ? n * held : n;
    const entries = filter === 'age' || filter === 'activeWithinDays' ? n * ENTRY_COST : 0;
    candidates.push([{ kind: 'drive', filter }, entries + readRows * DRIVE_COST]);
  }
  return candidates.reduce((best, c) => (c[1] < best[1] ? c : best))[0];
}

/** Grouped counts (gender, value, count) as each gender's list of [value, count], in the rows' order. */
function listsPerGender<R extends { g: number; n: number }, V>(rows: R[], value: (row: R) => V): Map<number, Array<[V, number]>> {
  const lists = new Map<number, Array<[V, number]>>();
  for (const r of rows) {
    const list = lists.get(Number(r.g)) ?? [];
    list.push([value(r), Number(r.n)]);
    lists.set(Number(r.g), list);
  }
  return lists;
}

/** Counts every driving filter's values, one grouped read of its index each. */
export async function countSearchValues(db: Database, photoTypeIds: number[]): Promise<SearchStatistics> {
  const genders = new Map<number, number>();
  const values = new Map<string, number>();
  const photos = new Map<number, number>();
  const perGender = await sql<{ g: number; n: number }>`select gender_id as g, count(*) as n from profile where discoverable = 1 group by gender_id`.execute(
    db,
  );
  for (const r of perGender.rows) genders.set(Number(r.g), Number(r.n));
  for (const [filter, { column }] of Object.entries(DRIVING_FILTERS) as Array<
    [keyof typeof DRIVING_FILTERS, (typeof DRIVING_FILTERS)[keyof typeof DRIVING_FILTERS]]
  >) {
    const rows = await sql<{
      g: number;
      v: number | string | null;
      n: number;
    }>`select gender_id as g, ${sql.raw(column)} as v, count(*) as n from profile where discoverable = 1 group by gender_id, ${sql.raw(column)}`.execute(db);
    for (const r of rows.rows) if (r.v !== null) values.set(keyOf(filter, Number(r.g), filter === 'city' ? String(r.v) : Number(r.v)), Number(r.n));
  }
  const types = photoTypeIds.length ? photoTypeIds : [-1];
  const withPhoto = await sql<{ g: number; n: number }>`select gender_id as g, count(*) as n from profile where discoverable = 1 and user_id in
    (select user_id from document where document_type_id in (${sql.join(types)}) and approval = 'approved' and purged_at is null) group by gender_id`.execute(
    db,
  );
  for (const r of withPhoto.rows) photos.set(Number(r.g), Number(r.n));
  const days = await sql<{ g: number; d: string; n: number }>`select gender_id as g, substr(last_active_at, 1, 10) as d, count(*) as n from profile
    where discoverable = 1 and last_active_at is not null group by gender_id, substr(last_active_at, 1, 10) order by d desc`.execute(db);
  const activeDays = listsPerGender(days.rows, (r) => String(r.d));
  // Dates of birth, heights and "verified", read from the index of dates of birth (migration 0032).
  const bornRows = await sql<{ g: number; d: string; n: number }>`select gender_id as g, dob as d, count(*) as n from profile
    where discoverable = 1 and dob is not null group by gender_id, dob`.execute(db);
  const births = listsPerGender(bornRows.rows, (r) => String(r.d));
  const heightRows = await sql<{ g: number; h: number; n: number }>`select gender_id as g, height as h, count(*) as n from profile
    where discoverable = 1 and height is not null group by gender_id, height`.execute(db);
  const heights = listsPerGender(heightRows.rows, (r) => Number(r.h));
  const verified = new Map<number, number>();
  const verifiedRows = await sql<{ g: number; n: number }>`select gender_id as g, count(*) as n from profile
    where discoverable = 1 and is_verified = 1 group by gender_id`.execute(db);
  for (const r of verifiedRows.rows) verified.set(Number(r.g), Number(r.n));
  return { genders, values, photos, activeDays, births, heights, verified };
}

interface Held {
  stats: SearchStatistics | null;
  countedAt: number;
  counting: Promise<SearchStatistics> | null;
}
const held = new WeakMap<Database, Held>();

/** Counts now (and keeps the counts for the searches that follow). */
export async function refreshSearchStatistics(db: Database, photoTypeIds: number[]): Promise<SearchStatistics> {
  const h = held.get(db) ?? { stats: null, countedAt: 0, counting: null };
  held.set(db, h);
  h.counting ??= countSearchValues(db, photoTypeIds)
    .then((stats) => {
      h.stats = stats;
      h.countedAt = Date.now();
      return stats;
    })
    .finally(() => {
      h.counting = null;
    });
  return h.counting;
}

/**
 * The counts a search plans with: those held, counted again in the background when missing or
 * old (a search without counts lets the planners choose). A failed count keeps the old ones.
 */
export function searchStatistics(db: Database, photoTypeIds: number[], now = Date.now()): SearchStatistics | null {
  const h = held.get(db);
  if (!h || (!h.counting && now - h.countedAt > STATISTICS_MAX_AGE_MS)) refreshSearchStatistics(db, photoTypeIds).catch(() => {});
  return h?.stats ?? null;
}
