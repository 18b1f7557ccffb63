import { sql, type RawBuilder } from 'kysely';
import { CANDIDATE_WINDOW, MATCH_WEIGHTS as W, ageOn, ageWindow, choices, dobForAge, legalAgeFor, targetGenders, type MemberPrefs } from './match-rules.ts';
import type { Database } from '../../db/database.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { digestsOf, hidingFrom } from './hidden-contacts.ts';
import { eliteHiddenRows } from './elite-confidential.ts';

/**
 * The candidate query: hard filters that an index serves (gender, religion, date of birth),
 * then a tier (0 strict, 1 caste relaxed, 2 caste, occupation and education relaxed) and a
 * 0–100 score computed in SQL, so a page is sorted and cut by the database, not in memory.
 */
const TRUE = sql<boolean>`1 = 1`;
/** The column is one of the chosen ids (true when nothing is chosen: "any"). */
const inOrTrue = (column: string, ids: number[]) =>
  ids.length === 0 ? TRUE : ids.length === 1 ? sql<boolean>`${sql.ref(column)} = ${ids[0]}` : sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`;
// Weights are inlined as literals: PostgreSQL cannot type a bare parameter inside CASE arithmetic.
const when = (condition: RawBuilder<boolean>, yes: number, no: number) => sql<number>`case when ${condition} then ${sql.lit(yes)} else ${sql.lit(no)} end`;

export interface MatchPlan {
  member: MemberPrefs;
  /** Every chosen id of a preference, first choice first (docs/decisions/036-fifty-five-profile-fields.md). */
  religions: number[];
  castes: number[];
  educations: number[];
  occupations: number[];
  tongues: number[];
  heightRange: { min: number | null; max: number | null } | null;
  /** Members who blocked, or were blocked by, this member, and those they are not interested in: never shown. */
  blocked: number[];
  /** Only profiles an administrator has verified (the member's "Verified profiles only" choice). */
  verifiedOnly: boolean;
  religionId: number | null;
  genders: number[];
  dobFrom: string;
  dobTo: string;
  idealFrom: string;
  idealTo: string;
  myAge: number | null;
  ageFromPreference: boolean;
}

/**
 * The members `userId` blocked or was blocked by, one row each way, and the members who hide
 * from the contacts in `digests` (the account's own e-mail and mobile, hidden-contacts.ts): to
 * every list and look-up, a member who hides from you is as one who blocked you.
 */
const blockedEitherWay = (db: Database, userId: number, digests: readonly string[]) =>
  db
    .selectFrom('block')
    .select('blockedUserId as id')
    .where('userId', '=', userId)
    .unionAll(db.selectFrom('block').select('userId as id').where('blockedUserId', '=', userId))
    .unionAll(hidingFrom(db, digests));

const blocksOf = compiledQuery(blockedEitherWay);

export async function blockedIds(db: Database, userId: number): Promise<number[]> {
  return [...new Set((await blocksOf(db, userId, await digestsOf(db, userId))).map((r) => Number(r.id)))];
}

/**
 * Never among this member's matches and search results, nor found by profile ID: blocks either
 * way, members hiding from them, those they marked "not interested", and Elite members kept
 * confidential from them at `at` (elite-confidential.ts), one row (`id`) each.
 */
export const hiddenRows = (db: Database, userId: number, digests: readonly string[], at: string) =>
  blockedEitherWay(db, userId, digests)
    .unionAll(db.selectFrom('notInterested').select('targetUserId as id').where('userId', '=', userId))
    .unionAll(eliteHiddenRows(db, userId, at));

/** Built once: member search asks on every page. */
const hiddenIds = compiledQuery(hiddenRows);

export async function hiddenFromMatches(db: Database, userId: number): Promise<number[]> {
  return [...new Set((await hiddenIds(db, userId, await digestsOf(db, userId), new Date().toISOString())).map((r) => Number(r.id)))];
}

export function planFor(member: MemberPrefs, today = new Date(), blocked: number[] = [], verifiedOnly = false): MatchPlan {
  const window = ageWindow(member, today);
  const quarter = Math.max(1, Math.round((window.max - window.min) / 4));
  const religions = choices(member.prefReligionId ?? member.religionId, member.prefReligionIds);
  return {
    member,
    religions,
    castes: choices(member.prefCasteId, member.prefCasteIds),
    educations: choices(member.prefEducationId, member.prefEducationIds),
    occupations: choices(member.prefOccupationId, member.prefOccupationIds),
    tongues: member.prefMotherTongueIds,
    heightRange: member.prefHeightMin === null && member.prefHeightMax === null ? null : { min: member.prefHeightMin, max: member.prefHeightMax },
    blocked,
    verifiedOnly,
    religionId: member.prefReligionId ?? member.religionId,
    genders: targetGenders(member.genderId),
    // age ≤ max ⇔ born after (today − (max+1) years); age ≥ min ⇔ born on or before (today − min years)
    dobFrom: dobForAge(window.max + 1, today),
    dobTo: dobForAge(window.min, today),
    idealFrom: dobForAge(window.max - quarter + 1, today),
    idealTo: dobForAge(window.min + quarter, today),
    myAge: member.dob ? ageOn(member.dob, today) : null,
    ageFromPreference: window.fromPreference,
  };
}

/** The tier, score and reason flags of a candidate row aliased `p` (also used by member search). */
export function expressions(plan: MatchPlan) {
  const m = plan.member;
  const casteOk = inOrTrue('p.casteId', plan.castes);
  const eduOk = inOrTrue('p.highestQualificationId', plan.educations);
  const occOk = inOrTrue('p.occupationId', plan.occupations);
  // Height and mother tongue order candidates of equal tier and score, and give reasons; they do not change the published score.
  const range = plan.heightRange;
  const heightOk = !range ? sql<boolean>`1 = 0` : sql<boolean>`p.height is not null and p.height >= ${range.min ?? 0} and p.height <= ${range.max ?? 1000}`;
  const tongueOk = plan.tongues.length
    ? sql<boolean>`p.mother_tongue_id in (${sql.join(plan.tongues)})`
    : m.motherTongueId === null
      ? sql<boolean>`1 = 0`
      : sql<boolean>`p.mother_tongue_id = ${m.motherTongueId}`;
  const tier = sql<number>`case when ${casteOk} and ${eduOk} and ${occOk} then 0 when ${eduOk} and ${occOk} then 1 else 2 end`;
  const mutual =
    plan.myAge === null
      ? sql<boolean>`1 = 0`
      : sql<boolean>`p.pref_religion_id is not null and p.pref_religion_id = ${m.religionId ?? -1}
          and (p.pref_age_min is null or p.pref_age_min <= ${plan.myAge}) and (p.pref_age_max is null or p.pref_age_max >= ${plan.myAge})
          and (p.pref_caste_id is null or p.pref_caste_id = ${m.casteId ?? -1})`;
  const sameCaste = plan.castes.length ? casteOk : sql<boolean>`p.caste_id = ${m.casteId ?? -1}`;
  const score = sql<number>`(
    ${when(sql`p.dob between ${plan.idealFrom} and ${plan.idealTo}`, W.ageFit, Math.round(W.ageFit / 2))}
    + ${when(sameCaste, W.caste, plan.castes.length ? 0 : Math.round(W.caste / 2))}
    + ${plan.educations.length ? when(eduOk, W.education, 0) : sql.lit(Math.round((W.education * 2) / 3))}
    + ${plan.occupations.length ? when(occOk, W.occupation, 0) : sql.lit(Math.round(W.occupation / 2))}
    + ${when(mutual, W.mutual, 0)}
    + (p.completeness * ${sql.lit(W.completeness)} / 100)
    + (p.is_verified * ${sql.lit(W.verified)})
  )`;
  return { tier, score, mutual, sameCaste, eduOk, occOk, heightOk, tongueOk };
}

/** Every profile column the tier and score read: all of them are in profile_discoverable_window_idx, so ranking never reads the table. */
export const SCORED_COLUMNS = [
  'userId',
  'dob',
  'casteId',
  'highestQualificationId',
  'occupationId',
  'prefReligionId',
  'prefAgeMin',
  'prefAgeMax',
  'prefCasteId',
  'completeness',
  'isVerified',
  'height',
  'motherTongueId',
] as const;

/**
 * A bounded window: the most recently updated profiles that pass the indexed filters (gender,
 * religion, age). Ranking happens inside it, so the work per request does not grow with the
 * number of members.
 */
function window(db: Database, plan: MatchPlan) {
  const today = new Date();
  let query = db
    .selectFrom('profile as w')
    .select(SCORED_COLUMNS.map((c) => `w.${c}` as const))
    // Verified, active members only (discoverable.ts keeps the flag): the index's leading column.
    .where('w.discoverable', '=', 1)
    .where('w.genderId', 'in', plan.genders)
    .where('w.dob', '>', plan.dobFrom)
    .where('w.dob', '<=', plan.dobTo)
    // Legal marriageable age differs by the candidate's gender (men 21, women 18).
    .where((eb) => eb.or(plan.genders.map((g) => eb.and([eb('w.genderId', '=', g), eb('w.dob', '<=', dobForAge(legalAgeFor(g), today))]))));
  if (plan.religions.length === 1) query = query.where('w.religionId', '=', plan.religions[0]);
  else if (plan.religions.length > 1) query = query.where('w.religionId', 'in', plan.religions);
  if (plan.verifiedOnly) query = query.where('w.isVerified', '=', 1);
  return query.orderBy('w.updatedAt', 'desc').limit(CANDIDATE_WINDOW);
}

function candidates(db: Database, plan: MatchPlan) {
  const me = plan.member.userId;
  let query = db.selectFrom(window(db, plan).as('p')).where('p.userId', '!=', me);
  // Blocks are few per member: a list read once beats a correlated subquery per candidate row.
  if (plan.blocked.length) query = query.where('p.userId', 'not in', plan.blocked);
  return query;
}

export interface RankedRow {
  userId: number;
  tier: number;
  score: number;
  mutual: number | boolean;
  sameCaste: number | boolean;
  eduOk: number | boolean;
  occOk: number | boolean;
  heightOk: number | boolean;
  tongueOk: number | boolean;
}

/** A condition as a 0 / 1 column (SQLite and PostgreSQL read booleans differently). */
export const asFlag = (condition: RawBuilder<boolean>) => sql<number>`case when ${condition} then 1 else 0 end`;

/** The reasons a candidate is shown, as 0 / 1 columns beside its score (matches and member search). */
export const reasonFlags = (e: ReturnType<typeof expressions>) => [
  asFlag(e.mutual).as('mutual'),
  asFlag(e.sameCaste).as('sameCaste'),
  asFlag(e.eduOk).as('eduOk'),
  asFlag(e.occOk).as('occOk'),
  asFlag(e.heightOk).as('heightOk'),
  asFlag(e.tongueOk).as('tongueOk'),
];

/** Every candidate of the window, tiered and scored (ordered and cut by rankedQuery). */
function scored(db: Database, plan: MatchPlan) {
  const e = expressions(plan);
  return candidates(db, plan).select(['p.userId', e.tier.as('tier'), e.score.as('score'), ...reasonFlags(e)]);
}

const tierCount = (tier: number) => sql<number>`sum(case when r.tier = ${sql.lit(tier)} then 1 else 0 end) over ()`;

/**
 * The best `limit` candidates of the window, each row carrying how many candidates each tier
 * has in all (window sums, computed before the limit): one query, and only the rows a page can
 * show cross to the server, not the whole window.
 */
export function rankedQuery(db: Database, plan: MatchPlan, limit: number) {
  return db
    .selectFrom(scored(db, plan).as('r'))
    .selectAll('r')
    .select([tierCount(0).as('tier0'), tierCount(1).as('tier1'), tierCount(2).as('tier2')])
    .orderBy('r.tier')
    .orderBy('r.score', 'desc')
    .orderBy(sql`r.height_ok + r.tongue_ok`, 'desc')
    .orderBy('r.userId', 'desc')
    .limit(limit);
}

export interface Ranking {
  rows: RankedRow[];
  /** Candidates per tier (0 strict, 1 caste relaxed, 2 all relaxed) in the whole window. */
  tiers: [number, number, number];
}

export async function rankedCandidates(db: Database, plan: MatchPlan, limit: number): Promise<Ranking> {
  const found = await rankedQuery(db, plan, limit).execute();
  const first = found[0];
  return {
    rows: found.map(
      ({ tier0: _0, tier1: _1, tier2: _2, ...r }) => ({ ...r, userId: Number(r.userId), tier: Number(r.tier), score: Number(r.score) }) as RankedRow,
    ),
    tiers: first ? [Number(first.tier0), Number(first.tier1), Number(first.tier2)] : [0, 0, 0],
  };
}
