import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { CallRow, ManagerCard, Shortlist, ThreadMessage } from '../../../shared/schemas/assisted.ts';
import { pickPhotos } from './shortlist-photos.ts';

/** The SQL of the assisted service: one member's request, shortlists, calls and thread. */
export const REQUEST_COLUMNS = [
  'assistedMember.userId',
  'assistedMember.source',
  'assistedMember.status',
  'assistedMember.managerUserId',
  'assistedMember.requestedAt',
  'assistedMember.firstCallDueAt',
  'assistedMember.firstCallAt',
  'assistedMember.assignedAt',
  'assistedMember.overdueMarkedAt',
  'assistedMember.expectations',
  'assistedMember.nonNegotiables',
  'assistedMember.briefUpdatedAt',
] as const;

export async function requestOf(db: Database, memberId: number) {
  return db.selectFrom('assistedMember').select(REQUEST_COLUMNS).where('userId', '=', memberId).executeTakeFirst();
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof requestOf>>>;

export const overdueAt = (row: Pick<RequestRow, 'firstCallAt' | 'firstCallDueAt'>, now: Date) =>
  row.firstCallAt === null && row.firstCallDueAt <= now.toISOString();

export const briefOf = (row: Pick<RequestRow, 'expectations' | 'nonNegotiables' | 'briefUpdatedAt'> | undefined) => ({
  expectations: row?.expectations ?? '',
  nonNegotiables: row?.nonNegotiables ?? '',
  updatedAt: row?.briefUpdatedAt ?? null,
});

const languagesOf = (text: string) => text.split(',').filter(Boolean);

export async function managerCard(db: Database, managerId: number | null): Promise<ManagerCard | null> {
  if (managerId === null) return null;
  const row = await db
    .selectFrom('relationshipManager')
    .innerJoin('users', 'users.id', 'relationshipManager.userId')
    .select(['users.id', 'users.name', 'relationshipManager.hoursFrom', 'relationshipManager.hoursTo', 'relationshipManager.languages'])
    .where('relationshipManager.userId', '=', managerId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, hoursFrom: row.hoursFrom, hoursTo: row.hoursTo, languages: languagesOf(row.languages) } : null;
}

export async function managerRecord(db: Database, managerId: number) {
  const row = await db
    .selectFrom('relationshipManager')
    .innerJoin('users', 'users.id', 'relationshipManager.userId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.locale',
      'relationshipManager.hoursFrom',
      'relationshipManager.hoursTo',
      'relationshipManager.languages',
      'relationshipManager.isActive',
    ])
    .where('relationshipManager.userId', '=', managerId)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), languages: languagesOf(row.languages), isActive: row.isActive === 1 } : null;
}

/** The member's shortlists, newest first, each pick with the profile's name, age, city and photo as the member may see it. */
export async function shortlistsOf(db: Database, config: Config, memberId: number, limit = 8): Promise<Shortlist[]> {
  const lists = await db
    .selectFrom('assistedShortlist')
    .select(['id', 'weekOf', 'sentAt'])
    .where('memberUserId', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (!lists.length) return [];
  const picks = await db
    .selectFrom('assistedPick')
    .innerJoin('users', 'users.id', 'assistedPick.profileUserId')
    .leftJoin('profile', 'profile.userId', 'assistedPick.profileUserId')
    .select([
      'assistedPick.id',
      'assistedPick.shortlistId',
      'assistedPick.profileUserId',
      'assistedPick.note',
      'assistedPick.verdict',
      'assistedPick.verdictAt',
      'users.profileCode',
      'users.name',
      'profile.dob',
      'profile.city',
    ])
    .where(
      'assistedPick.shortlistId',
      'in',
      lists.map((l) => l.id),
    )
    .orderBy('assistedPick.id')
    .execute();
  const photos = await pickPhotos(
    db,
    config,
    memberId,
    picks.map((p) => Number(p.profileUserId)),
  );
  const today = new Date();
  const ageOf = (dob: string | null) => {
    if (!dob) return null;
    const d = new Date(dob);
    if (Number.isNaN(d.getTime())) return null;
    let age = today.getUTCFullYear() - d.getUTCFullYear();
    if (today.getUTCMonth() < d.getUTCMonth() || (today.getUTCMonth() === d.getUTCMonth() && today.getUTCDate() < d.getUTCDate())) age -= 1;
    return age;
  };
  return lists.map((l) => ({
    id: Number(l.id),
    weekOf: l.weekOf,
    sentAt: l.sentAt,
    picks: picks
      .filter((p) => p.shortlistId === l.id)
      .map((p) => ({
        id: Number(p.id),
        profileUserId: Number(p.profileUserId),
        profileCode: p.profileCode,
        // The first name only: the full name is the profile's to show.
        name: p.name.split(/\s+/)[0] ?? p.name,
        age: ageOf(p.dob),
        city: p.city ?? null,
        note: p.note,
        verdict: p.verdict,
        verdictAt: p.verdictAt,
        ...photos.get(Number(p.profileUserId))!,
      })),
  }));
}

export async function messagesOf(db: Database, memberId: number, limit = 100): Promise<ThreadMessage[]> {
  const rows = await db
    .selectFrom('assistedMessage')
    .select(['id', 'fromManager', 'body', 'createdAt'])
    .where('memberUserId', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ id: Number(r.id), fromManager: r.fromManager === 1, text: r.body, createdAt: r.createdAt }));
}

export async function callsOf(db: Database, memberId: number): Promise<CallRow[]> {
  const rows = await db
    .selectFrom('assistedCall')
    .select(['id', 'outcome', 'note', 'createdAt'])
    .where('memberUserId', '=', memberId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
