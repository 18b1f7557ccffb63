import { sql } from 'kysely';
import { inLanguage } from '../../../shared/local-names.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Database } from '../../db/database.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { COMPLETE_PROFILE_MIN } from '../../../shared/schemas/dashboard.ts';
import { MONEY_RECEIVED } from '../payments/index.ts';

/** SQL of the two dashboard summaries. */
const count = async (query: { executeTakeFirst(): Promise<unknown> }) => Number(((await query.executeTakeFirst()) as { n?: unknown } | undefined)?.n ?? 0);
const countAll = sql<number>`count(*)`.as('n');

export async function adminCounts(db: Database, now: Date) {
  const q = db;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const nowIso = now.toISOString();
  const members = q.selectFrom('users').where('userRoleId', '=', ROLE_IDS.user);
  const [totalMembers, verifiedMembers, newThisWeek, completeProfiles, activeSubscriptions, unreadContactMessages] = await Promise.all([
    count(members.select(countAll)),
    count(
      q
        .selectFrom('profile')
        .innerJoin('users', 'users.id', 'profile.userId')
        .where('users.userRoleId', '=', ROLE_IDS.user)
        .where('profile.isVerified', '=', 1)
        .select(countAll),
    ),
    count(members.where('createdAt', '>=', weekAgo).select(countAll)),
    count(q.selectFrom('profile').where('completeness', '>=', COMPLETE_PROFILE_MIN).select(countAll)),
    count(
      q
        .selectFrom('userSubscription')
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', nowIso)]))
        .select(countAll),
    ),
    count(q.selectFrom('contactMessage').where('isRead', '=', 0).select(countAll)),
  ]);
  // Money received, whatever became of the subscription since (a cancelled one was still paid); refunds are not modelled.
  // Erased members' payments count too: their accounting copies (decision 013) hold only money received.
  const revenue = await q
    .selectFrom('payment')
    .where('status', 'in', MONEY_RECEIVED)
    .select(sql<number>`coalesce(sum(amount_paise), 0) + (select coalesce(sum(amount_paise), 0) from erased_payment)`.as('paise'))
    .executeTakeFirst();
  return {
    totalMembers,
    verifiedMembers,
    newThisWeek,
    completeProfiles,
    activeSubscriptions,
    unreadContactMessages,
    revenuePaise: Number(revenue?.paise ?? 0),
  };
}

/** Sign-ups per calendar day (UTC) since `from`; timestamps are ISO text, so the day is its first 10 characters. */
export async function signupsSince(db: Database, from: string) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('users')
    .where('userRoleId', '=', ROLE_IDS.user)
    .where('createdAt', '>=', from)
    .select([day.as('day'), countAll])
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
}

export async function memberCounts(db: Database, userId: number) {
  const q = db;
  const [whoViewedMe, interestsReceived, interestsSent] = await Promise.all([
    count(q.selectFrom('profileView').where('viewedId', '=', userId).select(countAll)),
    count(q.selectFrom('interest').where('targetUserId', '=', userId).select(countAll)),
    count(q.selectFrom('interest').where('userId', '=', userId).select(countAll)),
  ]);
  const profile = await q.selectFrom('profile').where('userId', '=', userId).select(['completeness', 'isVerified']).executeTakeFirst();
  return { whoViewedMe, interestsReceived, interestsSent, profileProgress: Number(profile?.completeness ?? 0), profileVerified: profile?.isVerified === 1 };
}

export async function currentPlan(db: Database, userId: number, now: Date, locale: Locale) {
  const row = await db
    .selectFrom('userSubscription as s')
    .innerJoin('subscriptionPlan as p', 'p.id', 's.planId')
    .where('s.userId', '=', userId)
    .where('s.status', '=', 'active')
    .where((eb) => eb.or([eb('s.endsAt', 'is', null), eb('s.endsAt', '>', now.toISOString())]))
    .select([
      'p.name as planName',
      'p.nameHi as planNameHi',
      'p.nameTa as planNameTa',
      's.endsAt as endsAt',
      's.contactViewsTotal as contactViewsTotal',
      's.contactViewsUsed as contactViewsUsed',
    ])
    .orderBy('s.endsAt', 'desc')
    .executeTakeFirst();
  return row
    ? {
        planName: String(row.planName),
        planLocalName: inLanguage(locale, String(row.planName), row.planNameHi, row.planNameTa),
        endsAt: (row.endsAt as string | null) ?? null,
        contactViewsLeft: Number(row.contactViewsTotal) - Number(row.contactViewsUsed),
      }
    : null;
}
