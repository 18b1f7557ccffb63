import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { appendAudit } from '../../lib/audit/audit-chain.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import type { MailService } from '../mail/index.ts';
import { assistedWords } from '../../../shared/i18n/assisted/index.ts';
import { assistedEn } from '../../../shared/i18n/assisted/en.ts';
import { LOCALE_TAG } from '../../../shared/i18n/locales.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type { MyAssisted, ShortlistPick, ThreadMessage, Verdict } from '../../../shared/schemas/assisted.ts';
import { firstCallDue, istText } from './assisted-clock.ts';
import { briefOf, managerCard, messagesOf, overdueAt, requestOf, shortlistsOf } from './assisted.repository.ts';

export const S = assistedEn.server;

export interface AssistedDeps {
  db: Database;
  config: Config;
  mail: MailService;
}

/** Whom a mail goes to: a member's or a manager's account, in their language. */
export async function personOf(db: Database, userId: number) {
  const row = await db.selectFrom('users').select(['id', 'name', 'email', 'mobile', 'locale', 'profileCode']).where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return { ...row, id: Number(row.id), locale: (isLocale(row.locale) ? row.locale : DEFAULT_LOCALE) as Locale };
}

/** Mails one step of the service to a person in their language, with the link to where it is followed. */
export async function tell(
  deps: AssistedDeps,
  db: Database,
  userId: number,
  words: (w: ReturnType<typeof assistedWords>, tag: string) => { summary: string; text: string },
  path = '/dashboard/assisted',
) {
  const person = await personOf(db, userId);
  if (!person) return;
  const said = words(assistedWords(person.locale), LOCALE_TAG[person.locale]);
  await deps.mail.queue(db, 'account-notice', person.email, { name: person.name, ...said, link: `${deps.config.siteUrl}${path}` }, { locale: person.locale });
}

/**
 * A staff member's act and its row of the audit log in one transaction: a relationship manager's
 * every act is on record, as an administrator's is (lib/audit/admin-act.ts).
 */
export async function staffAct<T>(
  db: Database,
  request: FastifyRequest,
  act: { kind: string; table: string; subjectId: number },
  work: (trx: Database) => Promise<T & { id?: number }>,
): Promise<T> {
  const auth = request.auth!;
  return transact(db, async (trx) => {
    const result = await work(trx);
    await appendAudit(trx, {
      actorId: auth.userId,
      ip: request.ip,
      kind: act.kind,
      recordTable: act.table,
      recordId: typeof result.id === 'number' ? result.id : act.subjectId,
      subjectId: act.subjectId,
      before: null,
      after: result,
    });
    return result;
  });
}

/** The member's page: the request and its clock, the manager, the brief, the shortlists, the thread. */
export async function myAssisted(db: Database, config: Config, auth: AuthContext, now = new Date()): Promise<MyAssisted> {
  const row = await requestOf(db, auth.userId);
  const canWrite = !auth.actor;
  if (!row)
    return { requested: false, status: null, source: null, clock: null, manager: null, brief: briefOf(undefined), shortlists: [], messages: [], canWrite };
  const [manager, shortlists, messages] = await Promise.all([
    managerCard(db, row.managerUserId),
    shortlistsOf(db, config, auth.userId),
    messagesOf(db, auth.userId),
  ]);
  return {
    requested: true,
    status: row.status,
    source: row.source,
    clock: { requestedAt: row.requestedAt, firstCallDueAt: row.firstCallDueAt, firstCallAt: row.firstCallAt, overdue: overdueAt(row, now) },
    manager,
    brief: briefOf(row),
    shortlists,
    messages,
    canWrite,
  };
}

/** The plan service the member holds now (an active Assisted or Elite plan), else a free call. */
async function sourceOf(db: Database, memberId: number, now: Date): Promise<string> {
  const at = now.toISOString();
  const plan = await db
    .selectFrom('userSubscription')
    .innerJoin('subscriptionPlan', 'subscriptionPlan.id', 'userSubscription.planId')
    .select('subscriptionPlan.service')
    .where('userSubscription.userId', '=', memberId)
    .where('userSubscription.status', '=', 'active')
    .where('subscriptionPlan.service', 'is not', null)
    .where('userSubscription.startsAt', '<=', at)
    .where('userSubscription.endsAt', '>', at)
    .orderBy('subscriptionPlan.service', 'desc')
    .executeTakeFirst();
  return plan?.service ?? 'call';
}

/** A member asks for the service: the request enters the queue with its first-call clock. */
export async function requestService(deps: AssistedDeps, auth: AuthContext, now = new Date()): Promise<MyAssisted> {
  await transact(deps.db, async (db) => {
    if (await requestOf(db, auth.userId)) throw conflict(S.alreadyAsked);
    const at = now.toISOString();
    const due = firstCallDue(now, deps.config.assisted).toISOString();
    await db
      .insertInto('assistedMember')
      .values({
        userId: auth.userId,
        source: await sourceOf(db, auth.userId, now),
        status: 'waiting',
        requestedAt: at,
        firstCallDueAt: due,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await tell(deps, db, auth.userId, (w, tag) => ({ summary: w.mail.requested, text: w.mail.requestedText({ when: istText(due, tag) }) }));
  });
  return myAssisted(deps.db, deps.config, auth, now);
}

/** The member, or a family helper allowed to shortlist, marks a pick; the manager is told. */
export async function markPick(deps: AssistedDeps, auth: AuthContext, pickId: number, verdict: Verdict, now = new Date()): Promise<ShortlistPick> {
  return transact(deps.db, async (db) => {
    const pick = await db
      .selectFrom('assistedPick')
      .innerJoin('users', 'users.id', 'assistedPick.profileUserId')
      .select(['assistedPick.id', 'assistedPick.shortlistId', 'users.profileCode'])
      .where('assistedPick.id', '=', pickId)
      .where('assistedPick.memberUserId', '=', auth.userId)
      .executeTakeFirst();
    if (!pick) throw notFound(S.pickNotFound);
    const by = auth.actor?.helperUserId ?? auth.userId;
    await db.updateTable('assistedPick').set({ verdict, verdictAt: now.toISOString(), verdictByUserId: by }).where('id', '=', pickId).execute();
    if (auth.actor)
      await appendAudit(db, {
        actorId: by,
        ip: null,
        kind: 'family.assisted.verdict',
        recordTable: 'assisted_pick',
        recordId: pickId,
        subjectId: auth.userId,
        before: null,
        after: { verdict },
      });
    const request = await requestOf(db, auth.userId);
    if (request?.managerUserId) {
      const member = await personOf(db, auth.userId);
      await tell(
        deps,
        db,
        request.managerUserId,
        (w) => ({
          summary: w.mail.verdict({ member: member?.profileCode ?? '' }),
          text: w.mail.verdictText({ profile: pick.profileCode ?? '', verdict: w.verdicts[verdict] }),
        }),
        `/dashboard/workbench/${auth.userId}`,
      );
    }
    const [list] = (await shortlistsOf(db, deps.config, auth.userId, 50)).filter((l) => l.id === Number(pick.shortlistId));
    return list!.picks.find((p) => p.id === pickId)!;
  });
}

/** The member writes to their manager, in the thread apart from members' conversations. */
export async function memberMessage(deps: AssistedDeps, auth: AuthContext, text: string, now = new Date()): Promise<ThreadMessage> {
  if (auth.actor) throw forbidden(S.helperNotAllowed);
  return transact(deps.db, async (db) => {
    const request = await requestOf(db, auth.userId);
    if (!request) throw conflict(S.notAsked);
    if (!request.managerUserId) throw conflict(S.noManagerYet);
    const at = now.toISOString();
    const row = await db
      .insertInto('assistedMessage')
      .values({ memberUserId: auth.userId, senderUserId: auth.userId, fromManager: 0, body: text.trim(), createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await personOf(db, auth.userId);
    await tell(
      deps,
      db,
      request.managerUserId,
      (w) => ({ summary: w.mail.memberMessage({ member: member?.profileCode ?? '' }), text: w.mail.memberMessageText }),
      `/dashboard/workbench/${auth.userId}`,
    );
    return { id: Number(row.id), fromManager: false, text: text.trim(), createdAt: at };
  });
}
