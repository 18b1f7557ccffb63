import { validate } from 'superstruct';
import type { Locale } from '../../../shared/locales.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { MAX_SAVED_SEARCHES, SearchFilters, type SavedSearch, type SearchPage } from '../../../shared/schemas/search.ts';
import type { Database } from '../../db/database.ts';
import { parse } from '../../lib/validate.ts';
import type { BadgeLookup, PhotoLinks } from '../matching/index.ts';
import { checkFilters, newMatchesOf, searchMembers } from './search.service.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.SEARCH_MSG;

/** Saved searches (docs/product/matching.md): up to five named filter sets per member, run again at will or in the daily digest. */
type Row = { id: number; name: string; filters: string; includeInDigest: number; createdAt: string };

const toSaved = (r: Row): SavedSearch => ({
  id: Number(r.id),
  name: r.name,
  filters: JSON.parse(r.filters) as SavedSearch['filters'],
  includeInDigest: Number(r.includeInDigest) === 1,
  createdAt: r.createdAt,
});

const COLUMNS = ['id', 'name', 'filters', 'includeInDigest', 'createdAt'] as const;

export async function listSaved(db: Database, me: number): Promise<SavedSearch[]> {
  const rows = await db.selectFrom('savedSearch').select(COLUMNS).where('userId', '=', me).orderBy('createdAt').orderBy('id').execute();
  return rows.map(toSaved);
}

async function ownSaved(db: Database, me: number, id: number): Promise<Row> {
  const row = await db.selectFrom('savedSearch').select(COLUMNS).where('id', '=', id).where('userId', '=', me).executeTakeFirst();
  if (!row) throw notFound(M.savedNotFound);
  return row;
}

/** Only the filters a member chose are kept: defaults are filled in again when it runs. */
const kept = (f: SearchFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));

export async function saveSearch(
  db: Database,
  me: number,
  input: { name: string; filters: Record<string, unknown>; includeInDigest?: boolean },
  now = new Date(),
): Promise<SavedSearch> {
  const filters = parse(input.filters, SearchFilters);
  await checkFilters(db, filters);
  const name = input.name.trim();
  if (!name) throw badRequest(M.savedName, { name: M.savedName });
  const mine = await listSaved(db, me);
  if (mine.length >= MAX_SAVED_SEARCHES) throw conflict(M.savedLimit({ max: MAX_SAVED_SEARCHES }));
  if (mine.some((s) => s.name.toLowerCase() === name.toLowerCase())) throw conflict(M.savedName);
  const at = now.toISOString();
  const row = await db
    .insertInto('savedSearch')
    .values({ userId: me, name, filters: JSON.stringify(kept(filters)), includeInDigest: input.includeInDigest ? 1 : 0, createdAt: at, updatedAt: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toSaved(row);
}

export async function setDigest(db: Database, me: number, id: number, includeInDigest: boolean): Promise<SavedSearch> {
  await ownSaved(db, me, id);
  await db
    .updateTable('savedSearch')
    .set({ includeInDigest: includeInDigest ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return toSaved(await ownSaved(db, me, id));
}

export async function deleteSaved(db: Database, me: number, id: number): Promise<{ id: number; deleted: boolean }> {
  await ownSaved(db, me, id);
  await db.deleteFrom('savedSearch').where('id', '=', id).where('userId', '=', me).execute();
  return { id, deleted: true };
}

/** A saved search's filters; one that names a choice removed since answers with a message, not a 500. */
function filtersOf(row: Row): SearchFilters {
  const [error, filters] = validate(JSON.parse(row.filters), SearchFilters, { coerce: true });
  if (error) throw badRequest(M.savedStale);
  return filters;
}

export async function runSaved(
  db: Database,
  me: number,
  id: number,
  page: number,
  pageSize: number,
  photos?: PhotoLinks,
  badges?: BadgeLookup,
  locale: Locale = 'en',
): Promise<SearchPage> {
  const filters = filtersOf(await ownSaved(db, me, id));
  await checkFilters(db, filters).catch(() => {
    throw badRequest(M.savedStale);
  });
  return searchMembers(db, me, filters, page, pageSize, photos, badges, undefined, locale);
}

/** At most this many members per saved search in one digest. */
const DIGEST_MEMBERS = 10;

/**
 * Members who joined since `since` and match the member's saved search, newest first (at most
 * ten, with the number in all): what the daily digest mail lists for a search marked "include
 * in my daily digest". Exclusions are those of every search (blocks, hidden, paused, unverified,
 * "not interested"). An unknown id, or one of another member, answers with no members.
 */
export async function newResultsForSavedSearch(db: Database, memberId: number, savedSearchId: number, since: Date | string) {
  const row = await db.selectFrom('savedSearch').select(COLUMNS).where('id', '=', savedSearchId).where('userId', '=', memberId).executeTakeFirst();
  if (!row) return { name: null, total: 0, items: [] };
  const [error, filters] = validate(JSON.parse(row.filters), SearchFilters, { coerce: true });
  if (error) return { name: row.name, total: 0, items: [] };
  const after = typeof since === 'string' ? since : since.toISOString();
  const found = await newMatchesOf(db, memberId, filters, after, DIGEST_MEMBERS).catch(() => ({ total: 0, items: [] }));
  return { name: row.name, ...found };
}
