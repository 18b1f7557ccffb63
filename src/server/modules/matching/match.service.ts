import { badRequest } from '../../lib/http-error.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { MatchItem, MatchPage } from '../../../shared/schemas/matching.ts';
import { interestBetween } from '../../../shared/schemas/interests.ts';
import type { Badge } from '../../../shared/schemas/photos.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const MEMBER_LOOP_MSG = CODED.MEMBER_LOOP_MSG;

export type { MatchPage };
import {
  ageOn,
  THIN_RESULT,
  type MemberPrefs,
  digestsOf,
  hiddenRows,
  planFor,
  rankedCandidates,
  type MatchPlan,
  type RankedRow,
  cachedRanking,
  MAX_ROWS,
  rememberRanking,
  type RankedSet,
} from '../discovery/index.ts';
import type { Database } from '../../db/database.ts';
import { compiledQuery, idListOf, idsOfList, isAnyOf } from '../../db/compiled-query.ts';
import { idsOf } from '../profile/index.ts';
import { referenceNames } from '../reference/index.ts';
import type { Locale } from '../../../shared/locales.ts';
import { englishOf, phrase, type Phrase, type PhraseKey, type RelaxedPreference } from '../../../shared/phrases.ts';

/** The member's own ranking inputs. */
const memberRow = (db: Database, userId: number) =>
  db
    .selectFrom('profile')
    .select([
      'userId',
      'genderId',
      'dob',
      'religionId',
      'casteId',
      'prefAgeMin',
      'prefAgeMax',
      'prefReligionId',
      'prefCasteId',
      'prefEducationId',
      'prefOccupationId',
      'motherTongueId',
      'prefReligionIds',
      'prefCasteIds',
      'prefEducationIds',
      'prefOccupationIds',
      'prefMotherTongueIds',
      'prefHeightMin',
      'prefHeightMax',
    ])
    .where('userId', '=', userId);

/** Built once: member search reads them on every page. */
const memberPrefs = compiledQuery(memberRow);

/**
 * The ranking inputs and, in the same statement, the members hidden from this member's matches
 * (discovery's hiddenRows): a match page read them in two statements, and under load a
 * statement's round trip cost the API process more than its rows (docs/decisions/061-match-page-statements.md).
 */
const memberAndHidden = compiledQuery((db, userId: number, digests: readonly string[], at: string) =>
  memberRow(db, userId).select(idListOf(db, hiddenRows(db, userId, digests, at)).as('hidden')),
);

/** One of the product's messages, so the dashboard says it in the member's language. */
const NO_MATCHES_YET = MEMBER_LOOP_MSG.noMatchesYet;

function toMember(row: Awaited<ReturnType<typeof memberPrefs>>[number]): MemberPrefs {
  const list = (stored: string | null) => idsOf(stored) ?? [];
  return {
    ...row,
    prefReligionIds: list(row.prefReligionIds),
    prefCasteIds: list(row.prefCasteIds),
    prefEducationIds: list(row.prefEducationIds),
    prefOccupationIds: list(row.prefOccupationIds),
    prefMotherTongueIds: list(row.prefMotherTongueIds),
    prefHeightMin: row.prefHeightMin === null ? null : Number(row.prefHeightMin),
    prefHeightMax: row.prefHeightMax === null ? null : Number(row.prefHeightMax),
  } as MemberPrefs;
}

export async function loadMember(db: Database, userId: number): Promise<MemberPrefs> {
  const [row] = await memberPrefs(db, userId);
  if (!row) throw badRequest(NO_MATCHES_YET);
  return toMember(row);
}

/** The member's ranking inputs and who is hidden from their matches (blocks either way, "not interested"), without repeats. */
async function loadMemberAndHidden(db: Database, userId: number): Promise<{ member: MemberPrefs; hidden: number[] }> {
  const [row] = await memberAndHidden(db, userId, await digestsOf(db, userId), new Date().toISOString());
  if (!row) throw badRequest(NO_MATCHES_YET);
  const { hidden, ...prefs } = row;
  return { member: toMember(prefs), hidden: [...new Set(idsOfList(hidden))] };
}

const mutualKey = (genderId: number | null): PhraseKey => (genderId === 2 ? 'match.mutualHer' : genderId === 1 ? 'match.mutualHis' : 'match.mutualTheir');

export interface Why {
  reasons: string[];
  relaxed: RelaxedPreference[];
  note: string | null;
  reasonPhrases: Phrase[];
  notePhrase: Phrase | null;
}

/** Why a candidate is shown, as phrases and in English words (also used by member search). */
export function explain(row: RankedRow, plan: MatchPlan, genderId: number | null): Why {
  const keys: PhraseKey[] = [];
  if (Number(row.sameCaste)) keys.push(plan.castes.length ? 'match.preferredCommunity' : 'match.sameCommunity');
  if (plan.educations.length && Number(row.eduOk)) keys.push('match.education');
  if (plan.occupations.length && Number(row.occOk)) keys.push('match.occupation');
  keys.push(plan.ageFromPreference ? 'match.agePreferred' : 'match.ageClose');
  if (plan.heightRange && Number(row.heightOk)) keys.push('match.height');
  if (Number(row.tongueOk)) keys.push(plan.tongues.length ? 'match.tonguePreferred' : 'match.sameTongue');
  if (Number(row.mutual)) keys.push(mutualKey(genderId));
  const relaxed: RelaxedPreference[] = [];
  // A tier-2 candidate may still be of the preferred caste: name only what this one misses.
  if (row.tier >= 1 && plan.castes.length && !Number(row.sameCaste)) relaxed.push('caste');
  if (row.tier >= 2) {
    if (plan.occupations.length && !Number(row.occOk)) relaxed.push('occupation');
    if (plan.educations.length && !Number(row.eduOk)) relaxed.push('education');
  }
  const reasonPhrases = keys.map((key) => phrase(key));
  const notePhrase = relaxed.length ? phrase('match.relaxed', { relaxed: relaxed.join(' ') }) : null;
  return { reasons: reasonPhrases.map(englishOf), relaxed, note: notePhrase && englishOf(notePhrase), reasonPhrases, notePhrase };
}

/** Signed photo links for a page of members; the route supplies it (it knows the signing key and the viewer). */
export type PhotoLinks = (userIds: number[]) => Promise<Map<number, { photoUrl: string | null; photoPreviewUrl: string | null }>>;
/** Verification badges for a page of members. */
export type BadgeLookup = (userIds: number[]) => Promise<Map<number, Badge[]>>;

/** The first `limit` matches in order, with the total and how far the preferences were relaxed. */
async function rankFor(db: Database, plan: MatchPlan, limit: number): Promise<RankedSet> {
  const { rows: best, tiers } = await rankedCandidates(db, plan, limit);
  const [strict, casteRelaxed, allRelaxed] = tiers;
  // Each relaxation step is taken only while the set is thin, and only if it adds someone.
  let maxTier = 0;
  if (strict < THIN_RESULT && casteRelaxed > 0) maxTier = 1;
  if (strict + casteRelaxed < THIN_RESULT && allRelaxed > 0) maxTier = 2;
  // Rows come tier by tier, so the shown tiers are a prefix of them.
  const rows = best.filter((r) => r.tier <= maxTier);
  return { rows, total: tiers.slice(0, maxTier + 1).reduce((a, b) => a + b, 0), strict, maxTier };
}

export interface MatchOptions {
  today?: Date;
  /** Only profiles an administrator has verified. */
  verifiedOnly?: boolean;
  /** The reader's language, for the reference names on the cards. */
  locale?: Locale;
}

export async function findMatches(
  db: Database,
  userId: number,
  page: number,
  pageSize: number,
  photos: PhotoLinks = async () => new Map(),
  badges: BadgeLookup = async () => new Map(),
  { today = new Date(), verifiedOnly = false, locale = 'en' }: MatchOptions = {},
): Promise<MatchPage> {
  const { member, hidden: blocked } = await loadMemberAndHidden(db, userId);
  const plan = planFor(member, today, blocked, verifiedOnly);
  const day = today.toISOString().slice(0, 10);
  // The member's choice of verified profiles only ranks a different set, so it is part of the key.
  const inputs = JSON.stringify({ member, verifiedOnly });
  const end = page * pageSize;
  // Pages within the cached rows come from discovery/match-cache.ts; blocks and marks made since are applied here.
  let set = end <= MAX_ROWS ? cachedRanking(db, userId, day, inputs) : null;
  if (set) {
    const hidden = new Set(blocked);
    const rows = set.rows.filter((r) => !hidden.has(r.userId));
    set = { ...set, rows, total: set.total - (set.rows.length - rows.length) };
  } else {
    set = await rankFor(db, plan, Math.max(end, MAX_ROWS));
    if (end <= MAX_ROWS) rememberRanking(db, userId, day, inputs, set);
  }
  const { strict, maxTier } = set;
  const pageRows = set.rows.slice((page - 1) * pageSize, end);
  const pageIds = pageRows.map((r) => r.userId);
  const [details, photoUrls, badgeMap] = await Promise.all([detailsOf(db, pageIds, userId, locale), photos(pageIds), badges(pageIds)]);
  // A profile deleted since it was ranked is left out rather than shown half-empty.
  const ranked = pageRows.filter((r) => details.has(r.userId));
  const total = set.total - (pageRows.length - ranked.length);
  const items = ranked.map((row) => {
    const d = details.get(row.userId)!;
    return cardOf(row, d, explain(row, plan, d.genderId), photoUrls.get(row.userId), badgeMap.get(row.userId), today);
  });
  return {
    items,
    page,
    pageSize,
    total,
    strictTotal: strict,
    relaxedFrom: maxTier === 0 ? 'none' : maxTier === 1 ? 'caste' : 'caste-occupation-education',
    criteria: { ...ageBounds(plan), religionId: plan.religionId, fromPreference: plan.ageFromPreference },
  };
}

type Details = Awaited<ReturnType<typeof detailsOf>> extends Map<number, infer D> ? D : never;

/** One match card: a ranked row, what the card shows of the member, why, and their photo and badges. */
export function cardOf(
  row: RankedRow,
  d: Details,
  why: Why,
  photo: { photoUrl: string | null; photoPreviewUrl: string | null } | undefined,
  badges: Badge[] | undefined,
  today: Date,
): MatchItem {
  return {
    userId: row.userId,
    profileCode: d.profileCode ?? null,
    fullName: d.fullName,
    age: d.dob ? ageOn(d.dob, today) : null,
    height: d.height,
    religion: d.religion,
    caste: d.caste,
    city: d.city,
    state: d.state,
    occupation: d.occupation,
    qualification: d.qualification,
    photoUrl: photo?.photoUrl ?? null,
    photoPreviewUrl: photo?.photoPreviewUrl ?? null,
    badges: badges ?? [],
    isVerified: d.isVerified === 1,
    score: Math.min(100, Math.round(Number(row.score))),
    mutual: Boolean(Number(row.mutual)),
    reasons: why.reasons,
    relaxed: why.relaxed,
    note: why.note,
    reasonPhrases: why.reasonPhrases,
    notePhrase: why.notePhrase,
    interested: d.interested,
    interest: d.interest,
    shortlisted: d.shortlisted,
  };
}

function ageBounds(plan: MatchPlan) {
  const today = new Date();
  return { ageMin: ageOn(plan.dobTo, today), ageMax: ageOn(plan.dobFrom, today) - 1 };
}

/**
 * What a card shows of a list of members, for a viewer; built once (every match and search page
 * asks). The reference lists' names come from reference-names.ts.
 */
const cardDetails = compiledQuery((db, userIds: number[], viewerId: number) =>
  db
    .selectFrom('profile as p')
    .leftJoin('interest as i', (join) => join.onRef('i.targetUserId', '=', 'p.userId').on('i.userId', '=', viewerId))
    .leftJoin('interest as ir', (join) => join.onRef('ir.userId', '=', 'p.userId').on('ir.targetUserId', '=', viewerId))
    .leftJoin('shortlist as sl', (join) => join.onRef('sl.targetUserId', '=', 'p.userId').on('sl.userId', '=', viewerId))
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select([
      'u.profileCode',
      'p.userId',
      'p.fullName',
      'p.dob',
      'p.genderId',
      'p.height',
      'p.city',
      'p.isVerified',
      'p.religionId',
      'p.casteId',
      'p.stateId',
      'p.occupationId',
      'p.highestQualificationId',
      'i.id as interestId',
      'i.status as sentStatus',
      'i.createdAt as sentAt',
      'i.updatedAt as sentChangedAt',
      'ir.id as receivedId',
      'ir.status as receivedStatus',
      'ir.createdAt as receivedAt',
      'ir.updatedAt as receivedChangedAt',
      'sl.id as shortlistId',
    ])
    .where(isAnyOf(db, 'p.userId', userIds)),
);

/** What a card shows of these members (reference names in the viewer's language), and how the viewer stands with each (also used by member search). */
export async function detailsOf(db: Database, userIds: number[], viewerId: number, locale: Locale = 'en') {
  if (!userIds.length) return new Map();
  const rows = await cardDetails(db, userIds, viewerId);
  const nameOf = await referenceNames(
    db,
    {
      religion: rows.map((r) => r.religionId),
      caste: rows.map((r) => r.casteId),
      state: rows.map((r) => r.stateId),
      occupation: rows.map((r) => r.occupationId),
      qualification: rows.map((r) => r.highestQualificationId),
    },
    locale,
  );
  const now = new Date();
  return new Map(
    rows.map(({ religionId, casteId, stateId, occupationId, highestQualificationId, ...r }) => {
      const between = [];
      if (r.interestId !== null)
        between.push({ id: Number(r.interestId), userId: viewerId, status: String(r.sentStatus), createdAt: String(r.sentAt), updatedAt: r.sentChangedAt });
      if (r.receivedId !== null)
        between.push({
          id: Number(r.receivedId),
          userId: Number(r.userId),
          status: String(r.receivedStatus),
          createdAt: String(r.receivedAt),
          updatedAt: r.receivedChangedAt,
        });
      const interest = interestBetween(viewerId, between, now);
      const interested = interest?.direction === 'sent' && (interest.status === 'pending' || interest.status === 'accepted');
      const names = {
        religion: nameOf('religion', religionId),
        caste: nameOf('caste', casteId),
        state: nameOf('state', stateId),
        occupation: nameOf('occupation', occupationId),
        qualification: nameOf('qualification', highestQualificationId),
      };
      return [Number(r.userId), { ...r, ...names, interested: interested || interest?.status === 'accepted', interest, shortlisted: r.shortlistId !== null }];
    }),
  );
}
