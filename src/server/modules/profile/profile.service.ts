import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { profileCheck } from '../../../shared/schemas/profile-checks.ts';
import type { CodedMessage } from '../../../shared/message-code.ts';
import { profileProgress } from '../../../shared/profile-progress.ts';
import {
  checkProfile,
  emptySections,
  fieldInfo,
  PROFILE_SECTIONS,
  type ProfileDraft,
  type ProfileSections,
  type ProfileView,
  type SectionKey,
} from '../../../shared/schemas/profile.ts';
import { findDiscoverableProfileRow, syncDiscoverable, forgetRanking } from '../discovery/index.ts';
import { birthRow, chartFieldsFor } from '../horoscope/index.ts';
import {
  deleteProfileRow,
  findAccountName,
  findProfileRow,
  listProfileRows,
  toRow,
  toSections,
  upsertProfileRow,
  type ProfileRow,
} from './profile.repository.ts';

/** Which reference table each id column must exist in. */
const REFERENCES: Record<string, string> = {
  titleId: 'title',
  genderId: 'gender',
  religionId: 'religion',
  casteId: 'caste',
  complexionId: 'complexion',
  maritalStatusId: 'maritalStatus',
  countryId: 'country',
  stateId: 'state',
  highestQualificationId: 'qualification',
  occupationId: 'occupation',
  employmentTypeId: 'employmentType',
  familyTypeId: 'familyType',
  gotraMasterId: 'gotra',
  moolMasterId: 'mool',
  prefReligionId: 'religion',
  prefCasteId: 'caste',
  prefEducationId: 'qualification',
  prefOccupationId: 'occupation',
  dietaryHabitsId: 'dietaryHabit',
  smokingHabitsId: 'smokingHabit',
  drinkingHabitsId: 'drinkingHabit',
  motherTongueId: 'language',
  rashiId: 'rashi',
  nakshatraId: 'nakshatra',
  prefReligionIds: 'religion',
  prefCasteIds: 'caste',
  prefEducationIds: 'qualification',
  prefOccupationIds: 'occupation',
  prefMotherTongueIds: 'language',
  prefMaritalStatusIds: 'maritalStatus',
  prefStateIds: 'state',
  prefDietaryHabitsIds: 'dietaryHabit',
};

/** Each id a reference column holds: one, or the ids of a list of further choices ('3,7'). */
const idsIn = (value: unknown): unknown[] => (value === null || value === undefined ? [] : typeof value === 'string' ? value.split(',').map(Number) : [value]);

const TEMPLATE = emptySections();

/** 'partnerPreferences.casteId' for the pref* columns, 'personal.casteId' otherwise: the keys the form shows errors under. */
function fieldKey(column: string): { key: string; label: string } {
  for (const section of PROFILE_SECTIONS) {
    for (const name of Object.keys(TEMPLATE[section] as object)) {
      const col = section === 'partnerPreferences' ? `pref${name[0].toUpperCase()}${name.slice(1)}` : name;
      if (col === column) return { key: `${section}.${name}`, label: fieldInfo(section as SectionKey, name as never).label };
    }
  }
  return { key: column, label: column };
}

/**
 * Every reference of a profile checked in one round trip (a UNION of single-row lookups): a
 * query per field queued ~20 times for a pool connection under load (scripts/bench-load.ts).
 */
export async function checkReferences(db: Database, row: Record<string, unknown>, options: { userId?: number } = {}) {
  const fields: Record<string, CodedMessage> = {};
  const pairs: Array<[string, string, string, string, CodedMessage]> = [
    ['casteId', 'religionId', 'caste', 'religionId', profileCheck('casteReligion')],
    ['prefCasteId', 'prefReligionId', 'caste', 'religionId', profileCheck('casteReligion')],
    ['stateId', 'countryId', 'state', 'countryId', profileCheck('stateCountry')],
  ];
  const lookups = [
    // The member the profile belongs to, in the same round trip.
    ...(options.userId === undefined ? [] : [sql`select ${'userId'} as col, cast(null as integer) as parent from users where id = ${options.userId}`]),
    ...Object.entries(REFERENCES).flatMap(([column, table]) =>
      idsIn(row[column]).map((id) => sql`select ${`${column}#${id}`} as col, cast(null as integer) as parent from ${sql.table(table)} where id = ${id}`),
    ),
    ...pairs
      .filter(([child, parent]) => row[child] != null && row[parent] != null)
      .map(
        ([child, , table, parentColumn]) =>
          sql`select ${`${child}:parent`} as col, ${sql.ref(parentColumn)} as parent from ${sql.table(table)} where id = ${row[child]}`,
      ),
  ];
  if (!lookups.length) return;
  const { rows } = await sql<{ col: string; parent: number | null }>`${sql.join(lookups, sql` union all `)}`.execute(db);
  const found = new Map(rows.map((r) => [r.col, r.parent === null ? null : Number(r.parent)]));
  if (options.userId !== undefined && !found.has('userId')) throw notFound('This member does not exist.');
  for (const column of Object.keys(REFERENCES)) {
    if (idsIn(row[column]).every((id) => found.has(`${column}#${id}`))) continue;
    const { key, label } = fieldKey(column);
    fields[key] = profileCheck('unknownOption', label);
  }
  for (const [child, parent, , , message] of pairs) {
    if (row[child] == null || row[parent] == null) continue;
    const key = fieldKey(child).key;
    if (fields[key]) continue;
    if (found.get(`${child}:parent`) !== row[parent]) fields[key] = message;
  }
  if (Object.keys(fields).length)
    throw badRequest(
      Object.values(fields)
        .map((message) => message.text)
        .join('; '),
      fields,
    );
}

export function toView(userId: number, row: ProfileRow | undefined): ProfileView {
  const sections = toSections(row, TEMPLATE);
  return { userId, ...sections, completeness: profileProgress(sections as never), isVerified: row?.isVerified === 1, updatedAt: row?.updatedAt ?? null };
}

/**
 * Rashi, nakshatra and manglik as the birth details decide them (docs/product/horoscope.md): a
 * save with a date, time and place of birth stores the chart's; without a birth time the
 * member's own choices stay. The place chosen from the gazetteer and a stated UTC offset are
 * kept on the profile by PUT /horoscope/birth-details.
 */
async function withChartFields(db: Database, userId: number, row: Record<string, unknown>) {
  const stored = await birthRow(db, userId);
  const text = (column: string) => (typeof row[column] === 'string' ? (row[column] as string) : null);
  const { fields, birthPlaceId } = await chartFieldsFor(db, {
    dob: text('dob'),
    birthTime: text('birthTime'),
    birthPlace: text('birthPlace'),
    birthPlaceId: stored?.birthPlaceId ?? null,
    birthUtcOffset: stored?.birthUtcOffset ?? null,
  });
  return { ...row, ...('birthPlace' in row ? { birthPlaceId } : {}), ...fields };
}

/** Validates (partial or final), checks references, stores the whole profile and its completeness. */
export async function saveProfile(db: Database, input: unknown, options: { mustBeNew?: boolean } = {}): Promise<ProfileView> {
  const strict = Boolean((input as { final?: unknown } | null)?.final);
  const result = checkProfile(input, strict);
  if (!result.ok) throw badRequest(result.message, { ...result.fields, ...result.fieldCodes });
  const draft: ProfileDraft = result.value;
  const row = toRow(draft as Partial<ProfileSections>);
  await checkReferences(db, row, { userId: draft.userId });
  if (options.mustBeNew && (await findProfileRow(db, draft.userId))) {
    throw conflict('A profile already exists for this member; update it with PUT /user-matrimonial-detail/UpdateUserMatrimonial.');
  }
  const charted = await withChartFields(db, draft.userId, row);
  const sections = toSections(charted, TEMPLATE);
  const now = new Date().toISOString();
  const saved = await upsertProfileRow(db, draft.userId, { ...charted, completeness: profileProgress(sections as never) }, now);
  // A new profile may bring its member into the pool; an existing one keeps its flag, which only
  // account changes move (discovery/discoverable.ts). Matches follow preference changes by themselves
  // (discovery/match-cache.ts keys a ranking by the member's own inputs).
  if (saved.createdAt === now) await syncDiscoverable(db, [draft.userId]);
  return toView(draft.userId, saved);
}

export async function getProfile(db: Database, userId: number): Promise<ProfileView> {
  const account = await findAccountName(db, userId);
  if (!account) throw notFound('This member does not exist.');
  const row = await findProfileRow(db, userId);
  // The full name starts from the name given at registration until the member writes their own
  // (docs/product/states.md), so the form and the profile never open with it blank.
  const name = account.name?.trim();
  return toView(userId, row?.fullName || !name ? row : ({ ...(row ?? {}), fullName: name } as ProfileRow));
}

/** Another member's profile as members may see it (verified, active, a member), in one query. */
export async function discoverableProfile(db: Database, userId: number): Promise<ProfileView> {
  const row = await findDiscoverableProfileRow(db, userId);
  if (!row) throw notFound('This profile is not available.');
  return toView(userId, row);
}

export async function listProfiles(db: Database, page: number, pageSize: number) {
  const { rows, total } = await listProfileRows(db, page, pageSize);
  return { items: rows.map((r) => toView(r.userId, r)), page, pageSize, total };
}

export async function deleteProfile(db: Database, userId: number) {
  const result = await deleteProfileRow(db, userId);
  forgetRanking(db, userId);
  if (!Number(result.numDeletedRows)) throw notFound('This member has no profile.');
}
