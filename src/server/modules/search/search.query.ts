import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../../../shared/locales.ts';
import { MAX_SEARCH_RESULTS, type SearchFilters, type SearchSort } from '../../../shared/schemas/search.ts';
import { dialectOf, type Database } from '../../db/database.ts';
import { dobForAge, legalAgeFor, asFlag, expressions, reasonFlags, SCORED_COLUMNS, type MatchPlan } from '../discovery/index.ts';
import { AGE_INDEX, chooseRoute, DRIVING_FILTERS, RELIGION_WALKS, searchStatistics, type SearchRoute } from './search-statistics.ts';

/**
 * The search query (docs/decisions/034-member-search-query.md). Two steps, both in SQL:
 *
 * 1. the window: discoverable profiles of the genders the member looks for that pass every
 *    filter, walked in the order of the sort's own index (most recently updated for "best match",
 *    newest for "newest", last sign-in on the profile row for "recently active") and cut at MAX_SEARCH_RESULTS, so
 *    no search reads or sorts more than that many rows after the filters;
 * 2. the page: the window scored with the match engine's expressions (discovery/match.query.ts), ordered
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
  /** The reader's language, for the reference names on the cards. */
  locale?: Locale;
  /** The manglik choices that suit the searcher's, when the search asks for them. */
  manglikIds?: readonly number[];
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

/**
 * The window: its rows (every column the page scores), or only its members' ids and the sort's
 * column (`ids`), from the index alone where it holds every filter.
 */
function windowOf(db: Database, scope: SearchScope, f: SearchFilters, route: SearchRoute, ids = false) {
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
        : driving === 'age'
          ? AGE_INDEX
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
  // A walk holds these columns after the sort's (migration 0032) and checks them on its entries;
  // on SQLite they are marked (unary plus) so that it walks in order instead of skipping through
  // the index by a range of one of them and sorting.
  // (A walk of one religion's index reads that religion as its range.)
  const walking = route.kind === 'walk' && sqlite;
  const byReligion = route.kind === 'walk' && RELIGION_WALKS.has(route.index);
  const held = (column: string) => (walking && !(byReligion && column === LIST_COLUMNS.religionId) ? sql`+${sql.ref(column)}` : sql.ref(column));
  // Never below the legal marriageable age of the candidate's gender (men 21, women 18).
  // One gender (the usual case) needs no OR, which would keep the planners off the indexes' ranges.
  if (genders.length === 1) q = q.where(held('s.dob'), '<=', dobForAge(legalAgeFor(genders[0]), today));
  else q = q.where((eb) => eb.or(genders.map((g) => eb.and([eb('s.genderId', '=', g), eb('s.dob', '<=', dobForAge(legalAgeFor(g), today))]))));
  if (f.ageMin !== undefined) q = q.where(held('s.dob'), '<=', dobForAge(f.ageMin, today));
  if (f.ageMax !== undefined) q = q.where(held('s.dob'), '>', dobForAge(f.ageMax + 1, today));
  if (f.heightMin !== undefined) q = q.where(held('s.height'), '>=', f.heightMin);
  if (f.heightMax !== undefined) q = q.where(held('s.height'), '<=', f.heightMax);
  if (f.incomeMin !== undefined) q = q.where(held('s.annualIncome'), '>=', f.incomeMin);
  if (f.incomeMax !== undefined) q = q.where(held('s.annualIncome'), '<=', f.incomeMax);
  for (const [key, column] of Object.entries(LIST_COLUMNS) as Array<[keyof typeof LIST_COLUMNS, (typeof LIST_COLUMNS)[keyof typeof LIST_COLUMNS]]>) {
    const ids = f[key];
    if (ids?.length) q = q.where(held(column), 'in', ids);
  }
  if (f.city !== undefined) q = q.where(sql`lower(s.city)`, '=', f.city.trim().toLowerCase());
  if (f.verifiedOnly) q = q.where(held('s.isVerified'), '=', 1);
  if (scope.manglikIds) q = q.where(held('s.manglikId'), 'in', [...scope.manglikIds]);
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
  const sortColumn = f.sort === 'active' ? ('s.lastActiveAt' as const) : f.sort === 'newest' ? ('s.createdAt' as const) : ('s.updatedAt' as const);
  // Written as SQL fragments (the same text Kysely writes for `orderBy(column, 'desc')`), so one
  // helper orders both shapes of the statement below.
  const byOrder = <Q extends { orderBy(expression: RawBuilder<unknown>): Q }>(query: Q) =>
    query.orderBy(f.sort === 'active' ? sql`s.last_active_at desc nulls last` : sql`${sql.ref(sortColumn)} desc`).orderBy(sql`${sql.ref('s.userId')} desc`);
  if (!sqlite) {
    // PostgreSQL: the window's ids first, from the index alone where it holds every filter
    // (migration 0032: an index-only scan checks them all, lists too, on the entries), then
    // those members' rows.
    const matched = q.select(['s.userId', sortColumn]);
    // A drive takes every match, then sorts: materialized, so PostgreSQL reads the filters'
    // indexes for all the matches instead of walking the sort's index.
    const source =
      route.kind === 'drive'
        ? db
            .with(
              (cte) => cte('m').materialized(),
              () => matched,
            )
            .selectFrom('m as s')
            .selectAll()
        : matched;
    const window = byOrder(source).limit(MAX_SEARCH_RESULTS);
    if (ids) return window;
    return db.selectFrom(window.as('w')).innerJoin('profile as s', 's.userId', 'w.userId').select(columns);
  }
  // A walk follows the sort's own index (migrations 0027 and 0031) and stops at the window; on
  // SQLite a drive reads the chosen filter's index (INDEXED BY) and sorts what passes.
  return byOrder(ids ? q.select(['s.userId', sortColumn]) : q.select(columns)).limit(MAX_SEARCH_RESULTS);
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

/** A page's order, as SQL fragments (the same text Kysely writes for `orderBy(column, 'desc')`). */
const order: Record<SearchSort, RawBuilder<unknown>> = {
  best: sql`${sql.ref('score')} desc`,
  newest: sql`${sql.ref('p.createdAt')} desc`,
  active: sql`p.last_active_at desc nulls last`,
};

/** The statement of one page: the window, scored, with the window's size on every row. */
function pageQuery(db: Database, scope: SearchScope, f: SearchFilters, route: SearchRoute, page: number, pageSize: number) {
  const e = expressions(scope.plan);
  const ageOk = sql<boolean>`p.dob > ${scope.plan.dobFrom} and p.dob <= ${scope.plan.dobTo}`;
  const scored = [e.score.as('score'), ...reasonFlags(e), asFlag(ageOk).as('ageOk')];
  // The window is materialized: `count(*) over ()` reads all of it before the first row, but
  // PostgreSQL costs the page's LIMIT into a subquery as if it streamed, and so walked the sort's
  // index past every row of a rare filter instead of reading the filter's index and sorting.
  if (f.sort !== 'best') {
    // Newest and recently active are ordered by the window's own column: the page's members
    // are chosen from the window's ids, and only their rows are read and scored.
    const ids = db
      .with(
        (cte) => cte('p').materialized(),
        () => windowOf(db, scope, f, route, true),
      )
      .selectFrom('p')
      .select(['p.userId', sql<number>`count(*) over ()`.as('total')]);
    const onPage = ids
      .orderBy(order[f.sort])
      .orderBy('p.userId', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const rows = db
      .selectFrom(onPage.as('w'))
      .innerJoin('profile as p', 'p.userId', 'w.userId')
      .select(['p.userId', ...scored, 'w.total']);
    return rows.orderBy(order[f.sort]).orderBy('p.userId', 'desc');
  }
  let q = db
    .with(
      (cte) => cte('p').materialized(),
      () => windowOf(db, scope, f, route),
    )
    .selectFrom('p')
    .select(['p.userId', ...scored, sql<number>`count(*) over ()`.as('total')]);
  q = q.orderBy(order[f.sort]).orderBy('p.userId', 'desc');
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
    .selectFrom(windowOf(db, scope, f, routeOf(db, scope, f), true).as('p'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The query of one page as a search would run it now, for reading its plan (the bench and the decision record). */
export const searchPageQuery = (db: Database, scope: SearchScope, f: SearchFilters, route = routeOf(db, scope, f)) => pageQuery(db, scope, f, route, 1, 10);
