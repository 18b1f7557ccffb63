import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { isUniqueViolation } from '../../lib/crud/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { hashPassword } from '../auth/index.ts';
import { assistedEn } from '../../../shared/i18n/assisted/en.ts';
import type { ManagerInput, ManagerRow, QueueRow } from '../../../shared/schemas/assisted.ts';
import { istText } from './assisted-clock.ts';
import { managerRecord, overdueAt } from './assisted.repository.ts';
import { S, tell, type AssistedDeps } from './assisted.service.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { notifyStep } from './assisted-notices.ts';

/** The role relationship managers hold (its row of the role list, found by code: docs/product/access.md). */
export const MANAGER_ROLE = 'manager';
const C = assistedEn.check;

export async function managerRoleId(db: Database): Promise<number> {
  const row = await db.selectFrom('userRole').select('id').where('code', '=', MANAGER_ROLE).executeTakeFirst();
  if (!row) throw new Error('The manager role is missing from the role list (seeds/seed.ts seeds it).');
  return Number(row.id);
}

/** Managers with their workload: members assigned, first calls waiting, and those overdue. */
export async function listManagers(db: Database, now = new Date()): Promise<ManagerRow[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('relationshipManager')
    .innerJoin('users', 'users.id', 'relationshipManager.userId')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'relationshipManager.hoursFrom',
      'relationshipManager.hoursTo',
      'relationshipManager.languages',
      'relationshipManager.isActive',
      eb.selectFrom('assistedMember').select(eb.fn.countAll().as('n')).whereRef('assistedMember.managerUserId', '=', 'users.id').as('members'),
      eb
        .selectFrom('assistedMember')
        .select(eb.fn.countAll().as('n'))
        .whereRef('assistedMember.managerUserId', '=', 'users.id')
        .where('assistedMember.firstCallAt', 'is', null)
        .as('waiting'),
      eb
        .selectFrom('assistedMember')
        .select(eb.fn.countAll().as('n'))
        .whereRef('assistedMember.managerUserId', '=', 'users.id')
        .where('assistedMember.firstCallAt', 'is', null)
        .where('assistedMember.firstCallDueAt', '<=', at)
        .as('overdue'),
    ])
    .orderBy('users.name')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    email: r.email,
    hoursFrom: r.hoursFrom,
    hoursTo: r.hoursTo,
    languages: r.languages.split(',').filter(Boolean),
    isActive: r.isActive === 1,
    members: Number(r.members ?? 0),
    waitingFirstCall: Number(r.waiting ?? 0),
    overdue: Number(r.overdue ?? 0),
  }));
}

async function managerRow(db: Database, managerId: number): Promise<ManagerRow> {
  const row = (await listManagers(db)).find((m) => m.id === managerId);
  if (!row) throw notFound(S.managerNotFound);
  return row;
}

const checkHours = (from: string, to: string) => {
  if (to <= from) throw badRequest(C.hoursOrder, { hoursTo: C.hoursOrder });
};

/** An administrator makes a relationship manager: a staff account that signs in with two steps. */
export async function createManager(deps: AssistedDeps, db: Database, input: ManagerInput, now = new Date()): Promise<ManagerRow> {
  checkHours(input.hoursFrom, input.hoursTo);
  const at = now.toISOString();
  const email = input.email.trim().toLowerCase();
  const mobile = input.mobile.trim();
  const taken = await db
    .selectFrom('users')
    .select(['email', 'mobile'])
    .where((eb) => eb.or([eb('email', '=', email), eb('mobile', '=', mobile)]))
    .executeTakeFirst();
  if (taken) throw taken.email === email ? conflict(S.emailTaken, { email: S.emailTaken }) : conflict(S.mobileTaken, { mobile: S.mobileTaken });
  const user = await db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email,
      mobile,
      passwordHash: await hashPassword(input.password),
      userRoleId: await managerRoleId(db),
      isVerified: 1,
      isActive: 1,
      consentAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(S.emailTaken, { email: S.emailTaken });
      throw error;
    });
  const id = Number(user.id);
  await db
    .insertInto('relationshipManager')
    .values({ userId: id, hoursFrom: input.hoursFrom, hoursTo: input.hoursTo, languages: input.languages.join(','), isActive: 1, createdAt: at, updatedAt: at })
    .execute();
  await tell(deps, db, id, (w) => ({ summary: w.mail.managerAccount, text: w.mail.managerAccountText }), '/login');
  return managerRow(db, id);
}

export async function updateManager(
  db: Database,
  managerId: number,
  input: { hoursFrom: string; hoursTo: string; languages: string[]; isActive: boolean },
): Promise<ManagerRow> {
  if (!(await managerRecord(db, managerId))) throw notFound(S.managerNotFound);
  checkHours(input.hoursFrom, input.hoursTo);
  await db
    .updateTable('relationshipManager')
    .set({
      hoursFrom: input.hoursFrom,
      hoursTo: input.hoursTo,
      languages: input.languages.join(','),
      isActive: input.isActive ? 1 : 0,
      updatedAt: new Date().toISOString(),
    })
    .where('userId', '=', managerId)
    .execute();
  return managerRow(db, managerId);
}

/** The queue: every member who asked, the nearest first-call clock first, overdue ones marked. */
export async function assistedQueue(db: Database, now = new Date(), memberId?: number): Promise<QueueRow[]> {
  let query = db
    .selectFrom('assistedMember')
    .innerJoin('users as member', 'member.id', 'assistedMember.userId')
    .leftJoin('users as manager', 'manager.id', 'assistedMember.managerUserId')
    .select([
      'assistedMember.userId',
      'member.name',
      'member.profileCode',
      'assistedMember.status',
      'assistedMember.source',
      'assistedMember.managerUserId',
      'manager.name as managerName',
      'assistedMember.requestedAt',
      'assistedMember.firstCallDueAt',
      'assistedMember.firstCallAt',
      'assistedMember.overdueMarkedAt',
    ])
    .orderBy('assistedMember.firstCallAt', 'desc')
    .orderBy('assistedMember.firstCallDueAt')
    .limit(500);
  if (memberId !== undefined) query = query.where('assistedMember.userId', '=', memberId);
  const rows = await query.execute();
  const items = rows.map((r) => ({
    userId: Number(r.userId),
    name: r.name,
    profileCode: r.profileCode,
    status: r.status,
    source: r.source,
    managerId: r.managerUserId === null ? null : Number(r.managerUserId),
    managerName: r.managerName ?? null,
    requestedAt: r.requestedAt,
    firstCallDueAt: r.firstCallDueAt,
    firstCallAt: r.firstCallAt,
    overdue: overdueAt(r, now),
    overdueMarkedAt: r.overdueMarkedAt,
  }));
  // Waiting for a first call, nearest clock first; then those already called.
  return items.sort((a, b) => Number(a.firstCallAt !== null) - Number(b.firstCallAt !== null) || a.firstCallDueAt.localeCompare(b.firstCallDueAt));
}

/** An administrator assigns a member to a manager, or reassigns them; both are told. */
export async function assignManager(
  deps: AssistedDeps & { events: EventBus },
  db: Database,
  memberId: number,
  managerId: number,
  now = new Date(),
): Promise<QueueRow> {
  const request = await db.selectFrom('assistedMember').select(['managerUserId', 'status', 'firstCallDueAt']).where('userId', '=', memberId).executeTakeFirst();
  if (!request) throw notFound(S.requestNotFound);
  const manager = await managerRecord(db, managerId);
  if (!manager) throw notFound(S.managerNotFound);
  if (!manager.isActive) throw conflict(S.managerInactive);
  if (request.managerUserId === managerId) throw conflict(S.sameManager);
  const at = now.toISOString();
  await db
    .updateTable('assistedMember')
    .set({ managerUserId: managerId, assignedAt: at, status: request.status === 'waiting' ? 'assigned' : request.status, updatedAt: at })
    .where('userId', '=', memberId)
    .execute();
  await tell(deps, db, memberId, (w) => ({ summary: w.mail.assigned({ manager: manager.name }), text: w.mail.assignedText({ manager: manager.name }) }));
  const member = await db.selectFrom('users').select('profileCode').where('id', '=', memberId).executeTakeFirst();
  await tell(
    deps,
    db,
    managerId,
    (w, tag) => ({
      summary: w.mail.managerAssigned({ member: member?.profileCode ?? '' }),
      text: w.mail.managerAssignedText({ when: istText(request.firstCallDueAt, tag) }),
    }),
    `/dashboard/workbench/${memberId}`,
  );
  await notifyStep(deps, db, 'assisted.assigned', { recipientId: managerId, actorId: memberId }, { workbench: memberId });
  const [row] = await assistedQueue(db, now, memberId);
  return row!;
}

/**
 * Requests whose first call is overdue and not yet marked: each is marked once and the
 * administrators are mailed (every hour, by the scheduler: ./assisted-jobs.ts).
 */
export async function markOverdue(deps: AssistedDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const rows = await deps.db
    .selectFrom('assistedMember')
    .innerJoin('users', 'users.id', 'assistedMember.userId')
    .select(['assistedMember.userId', 'users.profileCode'])
    .where('assistedMember.firstCallAt', 'is', null)
    .where('assistedMember.overdueMarkedAt', 'is', null)
    .where('assistedMember.firstCallDueAt', '<=', at)
    .execute();
  let marked = 0;
  for (const row of rows) {
    await transact(deps.db, async (db) => {
      const done = await db
        .updateTable('assistedMember')
        .set({ overdueMarkedAt: at, updatedAt: at })
        .where('userId', '=', row.userId)
        .where('overdueMarkedAt', 'is', null)
        .executeTakeFirst();
      if (!Number(done.numUpdatedRows)) return;
      const admins = await db
        .selectFrom('users')
        .innerJoin('userRole', 'userRole.id', 'users.userRoleId')
        .select('users.id')
        .where('userRole.code', '=', 'admin')
        .where('users.isActive', '=', 1)
        .execute();
      for (const admin of admins)
        await tell(
          deps,
          db,
          Number(admin.id),
          (w) => ({ summary: w.mail.overdue({ member: row.profileCode ?? '' }), text: w.mail.overdueText }),
          '/dashboard/assisted-admin',
        );
      marked += 1;
    });
  }
  return marked;
}
