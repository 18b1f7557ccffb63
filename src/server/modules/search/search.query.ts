import { sql, type RawBuilder } from 'kysely';
import { MAX_SEARCH_RESULTS, type SearchFilters, type SearchSort } from '../../../shared/schemas/search.ts';
import { dialectOf, type Database } from '../../db/database.ts';
import { dobForAge, legalAgeFor } from '../matching/match-rules.ts';
import { expressions, SCORED_COLUMNS, type MatchPlan } from '../matching/match.query.ts';
import { chooseRoute, DRIVING_FILTERS, searchStatistics, type SearchRoute } from './search-statistics.ts';

/**
 * The search query (docs/decisions/034-member-search-query.md). Two steps, both in SQL:
 *
 * 1. the window: discoverable profiles of the genders the member looks for that pass every
 *    filter, walked in the order of the sort's own index (most recently updated for "best match",
 *    newest for "newest", last sign-in on the profile row for "recently active") and cut at MAX_SEARCH_RESULTS, so
 *    no search reads or sorts more than that many rows after the filters;
 * 2. the page: the window scored with the match engine's expressions (match.query.ts), ordered
 *    by the chosen sort, with the window's size as the total.
 */
export interface SearchScope {
  plan: MatchPlan;
  /** Blocked either way and marked "not interested": never shown. */
  hidden: number[];
  /** Document types that are photos, for "with photo only". */
  photoTypeIds: number[];
  today: Date;
  /** Only this member (search by profile code): the gender filter does not apply. */
  only?: number;
  /** Only profiles created after this moment (new results of a saved search). */
  createdAfter?: string;
}

/** Filters on lists of ids: the profile column each one reads. */
export const LIST_COLUMNS = {
  religionId: 's.religionId',
  casteId: 's.casteId',
  countryId: 's.countryId',
  stateId: 's.stateId',
  educationId: 's.highestQualificationId',
  occupationId: 's.occupationId',
  maritalStatusId: 's.maritalStatusId',
  dietId: 's.dietaryHabitsId',
} as const;

/** Discoverable profiles of one gender by last sign-in (migration 0031). */
const ACTIVE_INDEX = 'profile_search_active_idx';

/** `profile as s`, on SQLite read through this index only (a name from DRIVING_FILTERS, never input). */
const profileIndexedBy = (index: string) => sql`profile`.as(sql`s indexed by ${sql.id(index)}`) as unknown as 'profile as s';

/** The genders a scope searches: those the member looks for, any for one member by profile code. */
const gendersOf = (scope: SearchScope) => (scope.only === undefined ? scope.plan.genders : [1, 2, 3]);

/** How this search reads its window (search-statistics.ts): by the counts held, a walk without them. */
export function routeOf(db: Database, scope: SearchScope, f: SearchFilters): SearchRoute {
  return scope.only === undefined ? chooseRoute(searchStatistics(db, scope.photoTypeIds), gendersOf(scope), f, scope.today) : { kind: 'planner' };
}

function windowOf(db: Database, scope: SearchScope, f: SearchFilters, route: SearchRoute) {
  const { plan, today } = scope;
  const me = plan.member.userId;
  const genders = gendersOf(scope);
  const sqlite = dialectOf(db) === 'sqlite';
  // On SQLite the chosen index is named (INDEXED BY); PostgreSQL is led by the statement's shape.
  const driving = route.kind === 'drive' ? route.filter : null;
  const index =
    route.kind === 'walk'
      ? route.index
      : driving === 'activeWithinDays'
        ? ACTIVE_INDEX
        : driving && driving !== 'withPhoto'
          ? DRIVING_FILTERS[driving].index
          : null;
  const from = index && sqlite ? profileIndexedBy(index) : 'profile as s';
  // Driven by the photos, SQLite must not read an index of the gender: the photos' ids are looked up instead.
  const byPhotos = driving === 'withPhoto' && sqlite;
  let q = db
    .selectFrom(from)
    .where(byPhotos ? sql`+s.discoverable` : sql.ref('s.discoverable'), '=', 1)
    .where('s.userId', '!=', me);
  if (scope.only !== undefined) q = q.where('s.userId', '=', scope.only);
  else q = q.where(byPhotos ? sql`+s.gender_id` : sql.ref('s.genderId'), 'in', genders);
  // Never below the legal marriageable age of the candidate's gender (men 21, women 18).
  // One gender (the usual case) needs no OR, which would keep the planners off the indexes' ranges.
  if (genders.length === 1) q = q.where('s.dob', '<=', dobForAge(legalAgeFor(genders[0]), today));
  else q = q.where((eb) => eb.or(genders.map((g) => eb.and([eb('s.genderId', '=', g), eb('s.dob', '<=', dobForAge(legalAgeFor(g), today))]))));
  if (f.ageMin !== undefined) q = q.where('s.dob', '<=', dobForAge(f.ageMin, today));
  if (f.ageMax !== undefined) q = q.where('s.dob', '>', dobForAge(f.ageMax + 1, today));
  if (f.heightMin !== undefined) q = q.where('s.height', '>=', f.heightMin);
  if (f.heightMax !== undefined) q = q.where('s.height', '<=', f.heightMax);
  if (f.incomeMin !== undefined) q = q.where('s.annualIncome', '>=', f.incomeMin);
  if (f.incomeMax !== undefined) q = q.where('s.annualIncome', '<=', f.incomeMax);
  for (const [key, column] of Object.entries(LIST_COLUMNS) as Array<[keyof typeof LIST_COLUMNS, (typeof LIST_COLUMNS)[keyof typeof LIST_COLUMNS]]>) {
    const ids = f[key];
    if (ids?.length) q = q.where(column, 'in', ids);
  }
  if (f.city !== undefined) q = q.where(sql`lower(s.city)`, '=', f.city.trim().toLowerCase());
  if (f.verifiedOnly) q = q.where('s.isVerified', '=', 1);
  if (f.withPhoto) {
    const types = scope.photoTypeIds.length ? scope.photoTypeIds : [-1];
    // An IN list rather than a correlated EXISTS, so the planners may start from the photos when few have one.
    q = q.where('s.userId', 'in', (eb) =>
      eb
        .selectFrom('document as d')
        .select('d.userId')
        .where('d.documentTypeId', 'in', types)
        .where('d.approval', '=', 'approved')
        .where('d.purgedAt', 'is', null),
    );
  }
  if (scope.createdAfter !== undefined) q = q.where('s.createdAt', '>', scope.createdAfter);
  // Blocks and marks are few per member: a list read once beats a correlated subquery per row.
  if (scope.hidden.length) q = q.where('s.userId', 'not in', scope.hidden);

  if (f.activeWithinDays !== undefined) {
    const since = new Date(today.getTime() - f.activeWithinDays * 86_400_000).toISOString();
    // Weeks or months of sign-ins are a large share of members: unless it gives the order, the
    // range is checked on the rows read (unary plus), never a range SQLite reads whole and sorts.
    // (PostgreSQL weighs the LIMIT against the range itself.)
    const checkedOnly = f.sort !== 'active' && driving !== 'activeWithinDays' && sqlite;
    q = q.where(checkedOnly ? sql`+s.last_active_at` : sql.ref('s.last_active_at'), '>=', since);
  }

  const columns = [...SCORED_COLUMNS.map((c) => `s.${c}` as const), 's.createdAt' as const, 's.updatedAt' as const, 's.lastActiveAt' as const];
  const matches = q.select(columns);
  if (route.kind === 'drive' && !sqlite) {
    // Every match, then sorted: materialized, so PostgreSQL reads the filters' indexes for all
    // the matches (a bitmap of the rarest, or of several) instead of walking the sort's index.
    const sorted = db
      .with(
        (cte) => cte('m').materialized(),
        () => matches,
      )
      .selectFrom('m as s')
      .selectAll();
    const byOrder =
      f.sort === 'active' ? sorted.orderBy(sql`s.last_active_at desc nulls last`) : sorted.orderBy(f.sort === 'newest' ? 's.createdAt' : 's.updatedAt', 'desc');
    return byOrder.orderBy('s.userId', 'desc').limit(MAX_SEARCH_RESULTS);
  }
  // A walk follows the sort's own index (migrations 0027 and 0031) and stops at the window; on
  // SQLite a drive reads the chosen filter's index (INDEXED BY) and sorts what passes.
  const ordered =
    f.sort === 'active' ? matches.orderBy(sql`s.last_active_at desc nulls last`) : matches.orderBy(f.sort === 'newest' ? 's.createdAt' : 's.updatedAt', 'desc');
  return ordered.orderBy('s.userId', 'desc').limit(MAX_SEARCH_RESULTS);
}

export interface SearchRow {
  userId: number;
  score: number;
  mutual: number;
  sameCaste: number;
  eduOk: number;
  occOk: number;
  heightOk: number;
  tongueOk: number;
  /** Within the member's preferred (or default) age window. */
  ageOk: number;
  total: number;
}

const order: Record<SearchSort, (q: any) => any> = {
  best: (q) => q.orderBy('score', 'desc'),
  newest: (q) => q.orderBy('p.createdAt', 'desc'),
  active: (q) => q.orderBy(sql`p.last_active_at desc nulls last`),
};

/** The statement of one page: the window, scored, with the window's size on every row. */
function pageQuery(db: Database, scope: SearchScope, f: SearchFilters, route: SearchRoute, page: number, pageSize: number) {
  const e = expressions(scope.plan);
  const flag = (condition: RawBuilder<boolean>) => sql<number>`case when ${condition} then 1 else 0 end`;
  const ageOk = sql<boolean>`p.dob > ${scope.plan.dobFrom} and p.dob <= ${scope.plan.dobTo}`;
  // The window is materialized: `count(*) over ()` reads all of it before the first row, but
  // PostgreSQL costs the page's LIMIT into a subquery as if it streamed, and so walked the sort's
  // index past every row of a rare filter instead of reading the filter's index and sorting.
  let q = db
    .with(
      (cte) => cte('p').materialized(),
      () => windowOf(db, scope, f, route),
    )
    .selectFrom('p')
    .select([
      'p.userId',
      e.score.as('score'),
      flag(e.mutual).as('mutual'),
      flag(e.sameCaste).as('sameCaste'),
      flag(e.eduOk).as('eduOk'),
      flag(e.occOk).as('occOk'),
      flag(e.heightOk).as('heightOk'),
      flag(e.tongueOk).as('tongueOk'),
      flag(ageOk).as('ageOk'),
      sql<number>`count(*) over ()`.as('total'),
    ]);
  q = order[f.sort](q).orderBy('p.userId', 'desc');
  return q.limit(pageSize).offset((page - 1) * pageSize);
}

/** One page of the window, scored, with the window's size on every row. */
export async function searchPageRows(db: Database, scope: SearchScope, f: SearchFilters, page: number, pageSize: number): Promise<SearchRow[]> {
  const rows = await pageQuery(db, scope, f, routeOf(db, scope, f), page, pageSize).execute();
  return rows.map((r) => ({
    userId: Number(r.userId),
    score: Number(r.score),
    mutual: Number(r.mutual),
    sameCaste: Number(r.sameCaste),
    eduOk: Number(r.eduOk),
    occOk: Number(r.occOk),
    heightOk: Number(r.heightOk),
    tongueOk: Number(r.tongueOk),
    ageOk: Number(r.ageOk),
    total: Number(r.total),
  }));
}

/** How many results the filters have (at most MAX_SEARCH_RESULTS), for a page past the end. */
export async function searchCount(db: Database, scope: SearchScope, f: SearchFilters): Promise<number> {
  const row = await db
    .selectFrom(windowOf(db, scope, f, routeOf(db, scope, f)).as('p'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The query of one page as a search would run it now, for reading its plan (the bench and the decision record). */
export const searchPageQuery = (db: Database, scope: SearchScope, f: SearchFilters, route = routeOf(db, scope, f)) => pageQuery(db, scope, f, route, 1, 10);
