import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { MAX_SEARCH_RESULTS, type SearchFilters, type SearchSort } from '../../../shared/schemas/search.ts';

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
 * (`profile_search_active_idx`, for "active within N days") or the members with a photo.
 */
export type DrivingFilter = keyof typeof DRIVING_FILTERS | 'activeWithinDays' | 'withPhoto';

/** Counts of discoverable profiles: per gender, per gender and value of each list filter, with a photo, by day of last sign-in. */
export interface SearchStatistics {
  genders: Map<number, number>;
  /** Keyed `filter|gender|value`; a value nobody has is absent. */
  values: Map<string, number>;
  /** With an approved photo, per gender. */
  photos: Map<number, number>;
  /** Per gender, [day of last sign-in (YYYY-MM-DD), members] newest first; never signed in left out. */
  activeDays: Map<number, Array<[string, number]>>;
}

export const STATISTICS_MAX_AGE_MS = 10 * 60_000;

/**
 * How the window is read: as the planners choose (no counts yet); an index in the sort's order
 * walked until the window is full; or every match of one filter's index, then sorted.
 */
export type SearchRoute = { kind: 'planner' } | { kind: 'walk'; index: string } | { kind: 'drive'; filter: DrivingFilter };

/** The index a walk follows for each sort: of one gender, and of one gender and one religion (migrations 0008, 0027, 0031). */
const WALKS: Record<SearchSort, { any: string; religion: string }> = {
  best: { any: 'profile_search_recent_idx', religion: 'profile_discoverable_window_idx' },
  newest: { any: 'profile_search_new_idx', religion: 'profile_search_religion_new_idx' },
  active: { any: 'profile_search_active_idx', religion: 'profile_search_religion_active_idx' },
};

const keyOf = (filter: keyof typeof DRIVING_FILTERS, gender: number, value: number | string) => `${filter}|${gender}|${value}`;

/** The values a filter set chooses for one driving filter, as the statistics hold them. */
function chosen(f: SearchFilters, filter: keyof typeof DRIVING_FILTERS): Array<number | string> | undefined {
  if (filter === 'city') return f.city === undefined ? undefined : [f.city.trim().toLowerCase()];
  const ids = f[filter];
  return ids?.length ? ids : undefined;
}

/**
 * Share of profiles guessed to pass the filters the statistics do not count: enough to tell a
 * walk that fills its window early from one that reads the whole gender.
 */
function guessedShare(f: SearchFilters): number {
  let share = 1;
  if (f.ageMin !== undefined || f.ageMax !== undefined) share *= 0.3;
  if (f.heightMin !== undefined || f.heightMax !== undefined) share *= 0.5;
  if (f.incomeMin !== undefined || f.incomeMax !== undefined) share *= 0.5;
  if (f.verifiedOnly) share *= 0.5;
  return share;
}

/** Members of this gender who match one driving filter, by the counts; undefined when the filter is not chosen. */
function matchesOf(stats: SearchStatistics, gender: number, f: SearchFilters, filter: DrivingFilter, today: Date): number | undefined {
  if (filter === 'withPhoto') return f.withPhoto ? (stats.photos.get(gender) ?? 0) : undefined;
  if (filter === 'activeWithinDays') {
    if (f.activeWithinDays === undefined) return undefined;
    const since = new Date(today.getTime() - f.activeWithinDays * 86_400_000).toISOString().slice(0, 10);
    return (stats.activeDays.get(gender) ?? []).reduce((n, [day, members]) => (day >= since ? n + members : n), 0);
  }
  const values = chosen(f, filter);
  return values?.reduce<number>((m, v) => m + (stats.values.get(keyOf(filter, gender, v)) ?? 0), 0);
}

const DRIVERS: DrivingFilter[] = [...(Object.keys(DRIVING_FILTERS) as Array<keyof typeof DRIVING_FILTERS>), 'activeWithinDays', 'withPhoto'];

/** A row read through a filter's index costs about this many rows of a walk (it is also sorted). */
const DRIVE_COST = 2;

/**
 * The walk in the sort's order reads about `window ÷ share of matches` rows before its window is
 * full (the whole gender when few match); reading the rarest filter's index reads its matches
 * and sorts them. The cheaper one, under the guess that filters are independent. A walk of one
 * religion follows that religion's index in the sort's order. Without counts, or for several
 * genders at once (no index walks those in order), the planners choose, as before.
 */
export function chooseRoute(stats: SearchStatistics | null, genders: number[], f: SearchFilters, today = new Date()): SearchRoute {
  if (!stats || genders.length !== 1) return { kind: 'planner' };
  const total = stats.genders.get(genders[0]) ?? 0;
  const walk: SearchRoute = { kind: 'walk', index: f.religionId?.length === 1 ? WALKS[f.sort].religion : WALKS[f.sort].any };
  if (total === 0) return walk;
  let share = guessedShare(f);
  let rarest: { filter: DrivingFilter; rows: number } | null = null;
  for (const filter of DRIVERS) {
    const rows = matchesOf(stats, genders[0], f, filter, today);
    if (rows === undefined) continue;
    share *= Math.min(1, rows / total);
    if (!rarest || rows < rarest.rows) rarest = { filter, rows };
  }
  if (!rarest) return walk;
  const walked = share > 0 ? Math.min(total, MAX_SEARCH_RESULTS / share) : total;
  return rarest.rows * DRIVE_COST < walked ? { kind: 'drive', filter: rarest.filter } : walk;
}

/** Counts every driving filter's values, one grouped read of its index each. */
export async function countSearchValues(db: Database, photoTypeIds: number[]): Promise<SearchStatistics> {
  const genders = new Map<number, number>();
  const values = new Map<string, number>();
  const photos = new Map<number, number>();
  const activeDays = new Map<number, Array<[string, number]>>();
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
  for (const r of days.rows) {
    const list = activeDays.get(Number(r.g)) ?? [];
    list.push([String(r.d), Number(r.n)]);
    activeDays.set(Number(r.g), list);
  }
  return { genders, values, photos, activeDays };
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
