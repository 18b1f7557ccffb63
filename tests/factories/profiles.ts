import { dobForAge, syncDiscoverable } from '../../src/server/modules/discovery/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor, type MemberOverrides } from './sessions.ts';

export interface ProfileOverrides {
  genderId?: number;
  age?: number;
  religionId?: number;
  casteId?: number | null;
  highestQualificationId?: number | null;
  occupationId?: number | null;
  prefAgeMin?: number | null;
  prefAgeMax?: number | null;
  prefReligionId?: number | null;
  prefCasteId?: number | null;
  prefEducationId?: number | null;
  prefOccupationId?: number | null;
  completeness?: number;
  isVerified?: number;
  fullName?: string;
  city?: string;
  // Columns of the 55-field profile (migration 0028), stored as given; lists as ids joined by commas.
  rashiId?: number;
  nakshatraId?: number;
  height?: number;
  motherTongueId?: number;
  maritalStatusId?: number;
  prefReligionIds?: string;
  prefCasteIds?: string;
  prefEducationIds?: string;
  prefOccupationIds?: string;
  prefMotherTongueIds?: string;
  prefHeightMin?: number;
  prefHeightMax?: number;
}

const ADDED_COLUMNS = [
  'rashiId',
  'nakshatraId',
  'height',
  'motherTongueId',
  'maritalStatusId',
  'prefReligionIds',
  'prefCasteIds',
  'prefEducationIds',
  'prefOccupationIds',
  'prefMotherTongueIds',
  'prefHeightMin',
  'prefHeightMax',
] as const;

/** A member with a profile row, straight in the database, for matching and discovery tests. */
export async function createMemberWithProfile(t: TestApp, profile: ProfileOverrides = {}, user: MemberOverrides = {}) {
  const account = await createUser(t, user);
  await insertProfile(t, account.id, profile);
  return { userId: account.id, email: account.email, token: await tokenFor(t, account.email) };
}

/** The profile row of an existing account, kept discoverable as the profile service would. */
export async function insertProfile(t: TestApp, userId: number, profile: ProfileOverrides = {}) {
  const now = new Date().toISOString();
  await t.db
    .insertInto('profile')
    .values({
      userId,
      fullName: profile.fullName ?? `Member ${userId}`,
      genderId: profile.genderId ?? 2,
      dob: shiftDays(dobForAge(profile.age ?? 27, new Date()), -30),
      religionId: profile.religionId ?? 1,
      casteId: profile.casteId === undefined ? 1 : profile.casteId,
      highestQualificationId: profile.highestQualificationId ?? null,
      occupationId: profile.occupationId ?? null,
      city: profile.city ?? 'Pune',
      prefAgeMin: profile.prefAgeMin ?? null,
      prefAgeMax: profile.prefAgeMax ?? null,
      prefReligionId: profile.prefReligionId ?? null,
      prefCasteId: profile.prefCasteId ?? null,
      prefEducationId: profile.prefEducationId ?? null,
      prefOccupationId: profile.prefOccupationId ?? null,
      completeness: profile.completeness ?? 60,
      isVerified: profile.isVerified ?? 0,
      ...Object.fromEntries(ADDED_COLUMNS.filter((c) => profile[c] !== undefined).map((c) => [c, profile[c]])),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await syncDiscoverable(t.db, [userId]);
}

/** Birthdays a month ago keep ages stable whatever day the test runs. */
function shiftDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A member whose account was made `accountDays` ago and whose profile is `profileDays` old (by
 * default as old as the account): what a member in good standing looks like to the report rules.
 */
export async function agedMember(t: TestApp, accountDays: number, opts: { profileDays?: number; profile?: ProfileOverrides } = {}) {
  const member = await createMemberWithProfile(t, { genderId: 2, ...opts.profile });
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await t.db
    .updateTable('users')
    .set({ createdAt: ago(accountDays) })
    .where('id', '=', member.userId)
    .execute();
  await t.db
    .updateTable('profile')
    .set({ createdAt: ago(opts.profileDays ?? accountDays) })
    .where('userId', '=', member.userId)
    .execute();
  return member;
}

let reporterAge = 30;
/**
 * A member in good standing to report others: verified, a profile older than a week, and an
 * account made days apart from every other one this factory made (accounts made together count
 * once toward an automatic hide).
 */
export const independentMember = (t: TestApp) => agedMember(t, (reporterAge += 3), { profileDays: 10 });
