import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Locale } from '../../../shared/locales.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { PHOTO_KEYS } from '../../../shared/document-keys.ts';
import type { MatchItem } from '../../../shared/schemas/matching.ts';
import { MAX_SEARCH_RESULTS, type SearchFilters, type SearchPage } from '../../../shared/schemas/search.ts';
import type { Database } from '../../db/database.ts';
import { hiddenFromMatches, planFor, type RankedRow } from '../discovery/index.ts';
import { cardOf, detailsOf, explain, loadMember, type BadgeLookup, type PhotoLinks } from '../matching/index.ts';
import { LIST_COLUMNS, searchCount, searchPageRows, type SearchRow, type SearchScope } from './search.query.ts';
import { normaliseCode } from '../auth/index.ts';
import { englishOf, type PhraseKey } from '../../../shared/phrases.ts';
import { MANGLIK_COMPATIBLE } from '../../../shared/horoscope/manglik.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const MEMBER_LOOP_MSG = CODED.MEMBER_LOOP_MSG;
const M = CODED.SEARCH_MSG;

/** The reference table behind each list filter, and what a person calls one of its rows. */
const REFERENCE: Record<keyof typeof LIST_COLUMNS, { table: string; what: string }> = {
  religionId: { table: 'religion', what: 'religion' },
  casteId: { table: 'caste', what: 'caste' },
  countryId: { table: 'country', what: 'country' },
  stateId: { table: 'state', what: 'state' },
  educationId: { table: 'qualification', what: 'qualification' },
  occupationId: { table: 'occupation', what: 'occupation' },
  maritalStatusId: { table: 'maritalStatus', what: 'marital status' },
  dietId: { table: 'dietaryHabit', what: 'diet' },
};

/**
 * Ranges the right way round and every id one that exists: a 400 that names the field otherwise.
 * Run on every search and on every search saved.
 */
export async function checkFilters(db: Database, f: SearchFilters): Promise<void> {
  const ranges: Array<[keyof SearchFilters, keyof SearchFilters, string]> = [
    ['ageMin', 'ageMax', 'age'],
    ['heightMin', 'heightMax', 'height'],
    ['incomeMin', 'incomeMax', 'income'],
  ];
  for (const [lo, hi, what] of ranges) {
    const [a, b] = [f[lo] as number | undefined, f[hi] as number | undefined];
    if (a !== undefined && b !== undefined && a > b) throw badRequest(M.reversed({ what, low: a, high: b }), { [lo]: M.reversed({ what, low: a, high: b }) });
  }
  const checks = (Object.keys(REFERENCE) as Array<keyof typeof REFERENCE>)
    .filter((key) => f[key]?.length)
    .map(async (key) => {
      const ids = f[key]!;
      const found = await db
        .selectFrom(REFERENCE[key].table as 'religion')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      const known = new Set(found.map((r) => Number(r.id)));
      const unknown = ids.filter((id) => !known.has(id));
      return unknown.length ? { key, message: M.unknownIds({ what: REFERENCE[key].what, ids: unknown.join(', ') }) } : null;
    });
  const problems = (await Promise.all(checks)).filter((p) => p !== null);
  if (problems.length) throw badRequest(problems[0].message, Object.fromEntries(problems.map((p) => [p.key, p.message])));
}

export async function photoTypeIds(db: Database): Promise<number[]> {
  const types = await db.selectFrom('documentType').select('id').where('code', 'in', PHOTO_KEYS).execute();
  return types.map((t) => Number(t.id));
}

/**
 * The manglik choices that suit the searcher's, when the filters ask for manglik compatibility.
 * A searcher whose own status is not known is told so; a saved search run for the digest finds nobody.
 */
async function manglikScope(db: Database, me: number, f: SearchFilters, refuse: boolean): Promise<Partial<SearchScope>> {
  if (!f.manglikCompatible) return {};
  const row = await db.selectFrom('profile').select('manglikId').where('userId', '=', me).executeTakeFirst();
  const manglikIds = MANGLIK_COMPATIBLE[Number(row?.manglikId)];
  if (!manglikIds && refuse) throw badRequest(M.manglikUnknown, { manglikCompatible: M.manglikUnknown });
  return { manglikIds: manglikIds ?? [-1] };
}

async function scopeFor(db: Database, me: number, today: Date, extra: Partial<SearchScope> = {}, f: SearchFilters = { sort: 'best' }): Promise<SearchScope> {
  let member;
  try {
    member = await loadMember(db, me);
  } catch {
    throw badRequest(M.needsProfile);
  }
  const [hidden, photos, manglik] = await Promise.all([hiddenFromMatches(db, me), photoTypeIds(db), manglikScope(db, me, f, extra.createdAfter === undefined)]);
  return { plan: planFor(member, today), hidden, photoTypeIds: photos, today, ...manglik, ...extra };
}

const AGE_REASONS = new Set<PhraseKey>(['match.agePreferred', 'match.ageClose']);

/** Match cards for these rows, in their order, with the match engine's reasons. */
async function cards(db: Database, scope: SearchScope, rows: SearchRow[], photos: PhotoLinks, badges: BadgeLookup): Promise<MatchItem[]> {
  const ids = rows.map((r) => r.userId);
  const [details, photoUrls, badgeMap] = await Promise.all([detailsOf(db, ids, scope.plan.member.userId, scope.locale), photos(ids), badges(ids)]);
  return rows
    .filter((r) => details.has(r.userId))
    .map((r) => {
      const d = details.get(r.userId)!;
      const ranked: RankedRow = { ...r, tier: 0 };
      const why = explain(ranked, scope.plan, d.genderId);
      // A search is not bound to the preferred ages: say so only of those within them.
      const kept = why.reasonPhrases.filter((reason) => !AGE_REASONS.has(reason.key) || (r.ageOk === 1 && scope.plan.ageFromPreference));
      const reasonsOnly = { reasons: kept.map(englishOf), relaxed: [], note: null, reasonPhrases: kept, notePhrase: null };
      return cardOf(ranked, d, reasonsOnly, photoUrls.get(r.userId), badgeMap.get(r.userId), scope.today);
    });
}

/** One page of a member's search. Filters are checked first (checkFilters). */
export async function searchMembers(
  db: Database,
  me: number,
  f: SearchFilters,
  page: number,
  pageSize: number,
  photos: PhotoLinks = async () => new Map(),
  badges: BadgeLookup = async () => new Map(),
  today = new Date(),
  locale: Locale = 'en',
): Promise<SearchPage> {
  await checkFilters(db, f);
  if ((page - 1) * pageSize >= MAX_SEARCH_RESULTS)
    throw badRequest(M.pastLimit({ max: MAX_SEARCH_RESULTS }), { page: M.pastLimit({ max: MAX_SEARCH_RESULTS }) });
  const scope = await scopeFor(db, me, today, { locale }, f);
  const rows = await searchPageRows(db, scope, f, page, pageSize);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    total = await searchCount(db, scope, f);
    if (total > 0) throw badRequest(M.pastEnd({ pages: Math.ceil(total / pageSize) }), { page: M.pastEnd({ pages: Math.ceil(total / pageSize) }) });
  }
  return { items: await cards(db, scope, rows, photos, badges), page, pageSize, total, capped: total >= MAX_SEARCH_RESULTS, sort: f.sort };
}

/**
 * The member with this profile code, as a match card, under the rules of search: an unknown
 * code, and a member who is blocked either way, hidden, paused or not verified, answer alike.
 */
export async function findByCode(
  db: Database,
  me: number,
  code: string,
  photos: PhotoLinks = async () => new Map(),
  badges: BadgeLookup = async () => new Map(),
  today = new Date(),
  locale: Locale = 'en',
): Promise<MatchItem> {
  const owner = await db.selectFrom('users').select('id').where('profileCode', '=', normaliseCode(code)).executeTakeFirst();
  if (owner && Number(owner.id) === me) throw badRequest(MEMBER_LOOP_MSG.memberSelf);
  if (!owner) throw notFound(M.codeNotFound);
  const scope = await scopeFor(db, me, today, { only: Number(owner.id), locale });
  const rows = await searchPageRows(db, scope, { sort: 'best' }, 1, 1);
  const [card] = await cards(db, scope, rows, photos, badges);
  if (!card) throw notFound(M.codeNotFound);
  return card;
}

/** Members new since `since` who match these filters, newest first (saved searches, the daily digest). */
export async function newMatchesOf(db: Database, me: number, f: SearchFilters, since: string, limit: number, today = new Date()) {
  const scope = await scopeFor(db, me, today, { createdAfter: since }, f);
  const rows = await searchPageRows(db, scope, { ...f, sort: 'newest' }, 1, limit);
  const details = await detailsOf(
    db,
    rows.map((r) => r.userId),
    me,
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows
      .filter((r) => details.has(r.userId))
      .map((r) => {
        const d = details.get(r.userId)!;
        return { userId: r.userId, profileCode: d.profileCode ?? null, fullName: d.fullName, city: d.city, score: Math.min(100, Math.round(r.score)) };
      }),
  };
}
