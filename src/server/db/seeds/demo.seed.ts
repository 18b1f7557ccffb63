import { freshCodes, hashPassword } from '../../modules/auth/index.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { isDiscoverable } from '../../modules/discovery/index.ts';
import { toSections } from '../../modules/profile/index.ts';
import { profileProgress } from '../../../shared/profile-progress.ts';
import { emptySections } from '../../../shared/schemas/profile.ts';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, RELIGION_WEIGHTS } from './data/names.ts';
import type { Database } from '../database.ts';
import { demoDetails, loadDetailLists } from './demo-details.ts';
import type { NewRow } from '../schema.ts';

const TEMPLATE = emptySections();

/**
 * Synthetic members for demos and benchmarks: realistic Indian profiles in plausible
 * proportions, the same for the same seed. Fast enough for a million rows (batched inserts,
 * one shared password hash). Every demo account's password is DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Demo-Member-2025';
const BATCH = 400;
const ACTIVITY_SPAN_MS = 2 * 365 * 24 * 3600 * 1000;

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(rng() * items.length)];
/** Earlier items are likelier (castes and cities are listed most common first). */
const pickSkewed = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(Math.pow(rng(), 2) * items.length)];
function pickWeighted(rng: Rng, weights: Array<[number, number]>) {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [value, w] of weights) if ((r -= w) <= 0) return value;
  return weights[weights.length - 1][0];
}

interface Lists {
  religions: Array<{ id: number; name: string }>;
  castes: Map<number, number[]>;
  states: Array<{ id: number; cities: string[] }>;
  qualifications: number[];
  occupations: number[];
  indiaId: number;
}

async function loadLists(db: Database): Promise<Lists> {
  const ids = async (table: 'qualification' | 'occupation') => (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const religions = (await db.selectFrom('religion').select(['id', 'name']).orderBy('id').execute()).map((r) => ({ id: Number(r.id), name: String(r.name) }));
  const castes = new Map<number, number[]>();
  for (const row of await db.selectFrom('caste').select(['id', 'religionId']).orderBy('id').execute()) {
    const list = castes.get(Number(row.religionId)) ?? [];
    list.push(Number(row.id));
    castes.set(Number(row.religionId), list);
  }
  const india = await db.selectFrom('country').select('id').where('isoCode', '=', 'IN').executeTakeFirstOrThrow();
  const stateRows = await db.selectFrom('state').select(['id']).where('countryId', '=', india.id).orderBy('id').execute();
  const cityRows = await db.selectFrom('location').select(['stateId', 'name']).orderBy('id').execute();
  const states = stateRows
    .map((s) => ({ id: Number(s.id), cities: cityRows.filter((c) => Number(c.stateId) === Number(s.id)).map((c) => String(c.name)) }))
    .filter((s) => s.cities.length);
  return { religions, castes, states, qualifications: await ids('qualification'), occupations: await ids('occupation'), indiaId: Number(india.id) };
}

function isoDate(year: number, rng: Rng) {
  const month = 1 + Math.floor(rng() * 12);
  const day = 1 + Math.floor(rng() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function seedDemoMembers(db: Database, count: number, seed = 42, onProgress?: (done: number) => void) {
  const rng = mulberry32(seed);
  // The fields of the 55-field profile come from a stream of their own (demo-details.ts).
  const detailRng = mulberry32(seed + 7919);
  const lists = await loadLists(db);
  const detailLists = await loadDetailLists(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const religionWeights = lists.religions.map((r) => [r.id, RELIGION_WEIGHTS[r.name] ?? 0.1] as [number, number]);
  const nameOf = new Map(lists.religions.map((r) => [r.id, r.name]));
  const start = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );
  const thisYear = new Date().getUTCFullYear();
  const nowMs = Date.now();
  // Profile codes are random (modules/auth/profile-code.ts): drawn apart from those already held.
  const codesTaken = new Set((await db.selectFrom('users').select('profileCode').execute()).map((r) => r.profileCode).filter((c) => c !== null));

  for (let offset = 0; offset < count; offset += BATCH) {
    const users: NewRow<'users'>[] = [];
    const profiles: Array<Omit<NewRow<'profile'>, 'userId'> & { email: string }> = [];
    for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
      const n = start + i + 1;
      const genderId = rng() < 0.5 ? 1 : 2;
      const religionId = pickWeighted(rng, religionWeights);
      const castes = lists.castes.get(religionId) ?? [];
      const casteId = castes.length ? pickSkewed(rng, castes) : null;
      const age = genderId === 1 ? 22 + Math.floor(Math.pow(rng(), 1.3) * 18) : 19 + Math.floor(Math.pow(rng(), 1.3) * 17);
      const first = pick(rng, genderId === 1 ? MALE_NAMES : FEMALE_NAMES);
      const family = pick(rng, FAMILY_NAMES[nameOf.get(religionId) ?? 'Other'] ?? FAMILY_NAMES.Other);
      const state = pickSkewed(rng, lists.states);
      // Members joined over the last two years and last edited their profile some time since, as
      // on a live site: the match window walks profiles newest edit first.
      const joinedMs = nowMs - Math.floor(rng() * ACTIVITY_SPAN_MS);
      const joined = new Date(joinedMs).toISOString();
      const edited = new Date(joinedMs + Math.floor(rng() * (nowMs - joinedMs))).toISOString();
      const user = {
        name: `${first} ${family}`,
        email: `demo${n}@members.matrimonial.example.in`,
        mobile: String(6_000_000_000 + n),
        passwordHash,
        userRoleId: ROLE_IDS.user,
        isVerified: rng() < 0.95 ? 1 : 0,
        isActive: 1,
        consentAt: joined,
        lastLoginAt: edited,
        profileCode: freshCodes(1, codesTaken)[0],
        createdAt: joined,
        updatedAt: joined,
      };
      users.push(user);
      const prefMin = genderId === 1 ? Math.max(18, age - 6) : Math.max(21, age - 1);
      const profile = {
        email: `demo${n}@members.matrimonial.example.in`,
        titleId: genderId === 1 ? 1 : 2,
        fullName: `${first} ${family}`,
        dob: isoDate(thisYear - age - 1, rng),
        genderId,
        religionId,
        casteId,
        height: Math.round((genderId === 1 ? 160 + rng() * 25 : 148 + rng() * 22) * 10) / 10,
        maritalStatusId: rng() < 0.93 ? 1 : 2,
        countryId: lists.indiaId,
        stateId: state.id,
        city: pickSkewed(rng, state.cities),
        highestQualificationId: pickSkewed(rng, lists.qualifications.slice(3)),
        occupationId: pickSkewed(rng, lists.occupations),
        annualIncome: Math.round(200_000 + Math.pow(rng(), 2) * 4_000_000),
        prefAgeMin: prefMin,
        prefAgeMax: prefMin + 5 + Math.floor(rng() * 4),
        prefReligionId: rng() < 0.95 ? religionId : null,
        prefCasteId: rng() < 0.4 ? casteId : null,
        prefEducationId: rng() < 0.2 ? pickSkewed(rng, lists.qualifications.slice(3)) : null,
        prefOccupationId: rng() < 0.15 ? pickSkewed(rng, lists.occupations) : null,
        isVerified: rng() < 0.3 ? 1 : 0,
        discoverable: isDiscoverable(user),
        lastActiveAt: edited,
        createdAt: joined,
        updatedAt: edited,
      };
      const details = demoDetails(detailRng, detailLists, profile, profile.fullName);
      // A complete profile answers the original preferences (docs/product/data.md) too: own religion and community, as most members do.
      const complete = {
        ...profile,
        ...details,
        prefReligionId: profile.prefReligionId ?? religionId,
        prefCasteId: profile.prefCasteId ?? casteId,
        prefEducationId: profile.prefEducationId ?? pickSkewed(detailRng, lists.qualifications.slice(3)),
        prefOccupationId: profile.prefOccupationId ?? pickSkewed(detailRng, lists.occupations),
      };
      // The one progress formula every screen uses, over what this member actually has.
      profiles.push({ ...complete, completeness: profileProgress(toSections(complete, TEMPLATE) as never) });
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('users').values(users).returning(['id', 'email']).execute();
      const idByEmail = new Map(inserted.map((r) => [r.email, r.id]));
      await trx
        .insertInto('profile')
        .values(profiles.map(({ email, ...p }) => ({ ...p, userId: idByEmail.get(email)! })))
        .execute();
    });
    onProgress?.(Math.min(count, offset + BATCH));
  }
}
