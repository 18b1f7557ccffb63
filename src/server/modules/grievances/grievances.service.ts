import { randomBytes } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { normaliseCode } from '../auth/index.ts';
import type { MailService } from '../mail/index.ts';
import { moderate } from '../moderation/index.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { grievanceWords } from '../../../shared/i18n/grievances/index.ts';
import { grievancesEn } from '../../../shared/i18n/grievances/en.ts';
import { localePath } from '../../../shared/i18n/locales.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import { GRIEVANCE_OFFICER } from '../../../shared/site.ts';
import {
  GRIEVANCE_KINDS,
  TAKE_DOWN_KINDS,
  type GrievanceAdminItem,
  type GrievanceFiled,
  type GrievanceInput,
  type GrievanceKind,
  type GrievanceOutcome,
  type GrievanceReport,
  type GrievanceStatus,
  type GrievanceStatusView,
} from '../../../shared/schemas/grievances.ts';
import { clocksFor, overdueClocks } from './grievance-clocks.ts';

const S = grievancesEn.server;

export interface GrievanceDeps {
  db: Database;
  config: Config;
  events: EventBus;
  mail: MailService;
}

/** The page a complaint is followed on, in the person's language. */
const pageLink = (deps: Pick<GrievanceDeps, 'config'>, locale: Locale) => `${deps.config.siteUrl}${localePath(locale, '/grievances')}`;

const ticketOf = (id: number, filedAt: Date) => `GR-${filedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

type Row = {
  id: number;
  ticket: string;
  kind: string;
  userId: number | null;
  name: string;
  email: string;
  locale: string;
  profileCode: string | null;
  subjectUserId: number | null;
  description: string;
  status: string;
  acknowledgeDueAt: string;
  decideDueAt: string;
  takeDownDueAt: string | null;
  acknowledgedAt: string | null;
  takenDownAt: string | null;
  decidedAt: string | null;
  outcome: string | null;
  decision: string | null;
  escalatedAt: string | null;
  createdAt: string;
};

const COLUMNS = [
  'id',
  'ticket',
  'kind',
  'userId',
  'name',
  'email',
  'locale',
  'profileCode',
  'subjectUserId',
  'description',
  'status',
  'acknowledgeDueAt',
  'decideDueAt',
  'takeDownDueAt',
  'acknowledgedAt',
  'takenDownAt',
  'decidedAt',
  'outcome',
  'decision',
  'escalatedAt',
  'createdAt',
] as const;

const localeOf = (row: Pick<Row, 'locale'>): Locale => (isLocale(row.locale) ? row.locale : DEFAULT_LOCALE);

function statusView(row: Row): GrievanceStatusView {
  return {
    ticket: row.ticket,
    kind: row.kind as GrievanceKind,
    status: row.status as GrievanceStatus,
    filedAt: row.createdAt,
    acknowledgeDueAt: row.acknowledgeDueAt,
    decideDueAt: row.decideDueAt,
    takeDownDueAt: row.takeDownDueAt,
    acknowledgedAt: row.acknowledgedAt,
    takenDownAt: row.takenDownAt,
    decidedAt: row.decidedAt,
    outcome: row.outcome as GrievanceOutcome | null,
    decision: row.decision,
  };
}

function adminView(row: Row, now: Date): GrievanceAdminItem {
  return {
    id: Number(row.id),
    ...statusView(row),
    name: row.name,
    email: row.email,
    fromMember: row.userId === null ? null : Number(row.userId),
    profileCode: row.profileCode,
    subjectUserId: row.subjectUserId === null ? null : Number(row.subjectUserId),
    description: row.description,
    escalatedAt: row.escalatedAt,
    overdue: row.status === 'decided' ? [] : overdueClocks(row, now),
  };
}

/** Mails the person who complained a step of their complaint, in the language they filed it in. */
async function tell(deps: GrievanceDeps, db: Database, row: Row, summary: string, text: string) {
  await deps.mail.queue(db, 'grievance', row.email, { name: row.name, summary, text, link: pageLink(deps, localeOf(row)) }, { locale: localeOf(row) });
}

/**
 * Files a complaint, from a member (`userId`) or a visitor: its ticket number and clocks are set,
 * the profile it names is found by its ID, and the person is mailed the ticket in their language.
 */
export async function fileGrievance(deps: GrievanceDeps, input: GrievanceInput, userId: number | null, now = new Date()): Promise<GrievanceFiled> {
  return transact(deps.db, async (db) => {
    const at = now.toISOString();
    const kind = input.kind as GrievanceKind;
    const code = input.profileCode ? normaliseCode(input.profileCode) : null;
    const subject = code ? await db.selectFrom('users').select('id').where('profileCode', '=', code).executeTakeFirst() : undefined;
    let locale: Locale = input.locale ?? DEFAULT_LOCALE;
    if (userId !== null && !input.locale) {
      const member = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
      if (isLocale(member?.locale)) locale = member.locale;
    }
    const clocks = clocksFor(kind, now);
    const inserted = await db
      .insertInto('grievance')
      .values({
        // A placeholder unique to this insert, replaced by the ticket made from the row's id.
        ticket: `new-${randomBytes(6).toString('hex')}`,
        kind,
        userId,
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        locale,
        profileCode: code,
        subjectUserId: subject ? Number(subject.id) : null,
        description: input.description.trim(),
        status: 'received',
        ...clocks,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ticket = ticketOf(Number(inserted.id), now);
    await db.updateTable('grievance').set({ ticket }).where('id', '=', inserted.id).execute();
    const row = await db.selectFrom('grievance').select(COLUMNS).where('id', '=', inserted.id).executeTakeFirstOrThrow();
    const w = grievanceWords(locale);
    await tell(
      deps,
      db,
      row as Row,
      w.mail.received({ ticket }),
      w.mail.receivedText({
        ticket,
        acknowledgeBy: formatDate(locale, new Date(clocks.acknowledgeDueAt)),
        decideBy: formatDate(locale, new Date(clocks.decideDueAt)),
      }),
    );
    return { ticket, ...clocks };
  });
}

/** A complaint as its author follows it: the same answer for a wrong ticket and a wrong address. */
export async function grievanceStatus(db: Database, ticket: string, email: string): Promise<GrievanceStatusView> {
  const row = await db
    .selectFrom('grievance')
    .select(COLUMNS)
    .where('ticket', '=', ticket.trim().toUpperCase())
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound(S.notFound);
  return statusView(row as Row);
}

/** The administrators' queue: open complaints by their nearest clock, or decided ones, newest first. */
export async function grievanceQueue(db: Database, status: 'open' | 'decided', page: number, pageSize: number, now = new Date()) {
  const base = db.selectFrom('grievance').where('status', status === 'open' ? '!=' : '=', 'decided');
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy(status === 'open' ? 'decideDueAt' : 'decidedAt', status === 'open' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items = (rows as Row[]).map((row) => adminView(row, now));
  // The most pressing clock first: a take-down or an acknowledgement due before another's decision.
  if (status === 'open') {
    const nearest = (g: GrievanceAdminItem) =>
      [g.acknowledgedAt ? null : g.acknowledgeDueAt, g.takenDownAt || g.subjectUserId === null ? null : g.takeDownDueAt, g.decideDueAt]
        .filter((d): d is string => d !== null)
        .sort()[0];
    items.sort((a, b) => nearest(a).localeCompare(nearest(b)) || a.id - b.id);
  }
  return { items, page, pageSize, total: Number(total.n) };
}

async function openRow(db: Database, id: number): Promise<Row> {
  const row = await db.selectFrom('grievance').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(S.notFound);
  if (row.status === 'decided') throw conflict(S.alreadyDecided);
  return row as Row;
}

/** An administrator acknowledges a complaint; its author is told by when it will be decided. */
export async function acknowledgeGrievance(deps: GrievanceDeps, db: Database, id: number, now = new Date()): Promise<GrievanceAdminItem> {
  const row = await openRow(db, id);
  if (row.acknowledgedAt) throw conflict(S.alreadyAcknowledged);
  const at = now.toISOString();
  await db.updateTable('grievance').set({ status: 'acknowledged', acknowledgedAt: at, updatedAt: at }).where('id', '=', id).execute();
  const w = grievanceWords(localeOf(row));
  await tell(
    deps,
    db,
    row,
    w.mail.acknowledged({ ticket: row.ticket }),
    w.mail.acknowledgedText({ ticket: row.ticket, decideBy: formatDate(localeOf(row), new Date(row.decideDueAt)) }),
  );
  return adminView({ ...row, status: 'acknowledged', acknowledgedAt: at }, now);
}

/**
 * Takes down the profile an impersonation or intimate-image complaint names: hidden from every
 * list, search and look-up as the moderation queue hides one, recorded in its log, and the
 * complaint's author told. The complaint stays open until it is decided.
 */
export async function takeDownGrievance(deps: GrievanceDeps, db: Database, adminId: number, id: number, now = new Date()): Promise<GrievanceAdminItem> {
  const row = await openRow(db, id);
  if (!TAKE_DOWN_KINDS.has(row.kind as GrievanceKind)) throw badRequest(S.notTakedownKind);
  if (row.subjectUserId === null) throw badRequest(S.noProfile);
  const at = now.toISOString();
  await moderate({ db, config: deps.config, events: deps.events, mail: deps.mail }, adminId, Number(row.subjectUserId), 'hide', `Grievance ${row.ticket}`, now);
  await db
    .updateTable('grievance')
    .set({ takenDownAt: at, acknowledgedAt: row.acknowledgedAt ?? at, status: 'acknowledged', updatedAt: at })
    .where('id', '=', id)
    .execute();
  const w = grievanceWords(localeOf(row));
  await tell(deps, db, row, w.mail.takenDown({ ticket: row.ticket }), w.mail.takenDownText({ ticket: row.ticket }));
  return adminView({ ...row, status: 'acknowledged', takenDownAt: at, acknowledgedAt: row.acknowledgedAt ?? at }, now);
}

/** Decides a complaint: the author is told the outcome, the reason and how to appeal. */
export async function decideGrievance(
  deps: GrievanceDeps,
  db: Database,
  adminId: number,
  id: number,
  outcome: GrievanceOutcome,
  reason: string,
  now = new Date(),
): Promise<GrievanceAdminItem> {
  const row = await openRow(db, id);
  const at = now.toISOString();
  const decision = reason.trim();
  const set = { status: 'decided', outcome, decision, decidedAt: at, decidedBy: adminId, acknowledgedAt: row.acknowledgedAt ?? at, updatedAt: at };
  await db.updateTable('grievance').set(set).where('id', '=', id).execute();
  const locale = localeOf(row);
  const w = grievanceWords(locale);
  await tell(
    deps,
    db,
    row,
    w.mail.decided({ ticket: row.ticket }),
    `${w.mail.decidedText({ ticket: row.ticket, outcome: w.status.outcomes[outcome], reason: decision })}\n\n${w.page.appeal}`,
  );
  return adminView({ ...row, ...set }, now);
}

/**
 * Complaints whose clock ran out, not yet escalated: each is marked and the grievance officer is
 * mailed once. Run every hour by the scheduler (./grievance-jobs.ts).
 */
export async function escalateOverdue(deps: GrievanceDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const rows = (await deps.db
    .selectFrom('grievance')
    .select(COLUMNS)
    .where('status', '!=', 'decided')
    .where('escalatedAt', 'is', null)
    .where((eb) => eb.or([eb('acknowledgeDueAt', '<=', at), eb('decideDueAt', '<=', at), eb('takeDownDueAt', '<=', at)]))
    .execute()) as Row[];
  let escalated = 0;
  for (const row of rows) {
    const late = overdueClocks(row, now);
    if (!late.length) continue;
    await transact(deps.db, async (db) => {
      const marked = await db
        .updateTable('grievance')
        .set({ escalatedAt: at, updatedAt: at })
        .where('id', '=', row.id)
        .where('escalatedAt', 'is', null)
        .executeTakeFirst();
      if (!Number(marked.numUpdatedRows)) return;
      const w = grievancesEn;
      const clock = late.map((c) => w.clockNames[c]).join(', ');
      const link = `${deps.config.siteUrl}/dashboard/grievances`;
      await deps.mail.queue(db, 'grievance', GRIEVANCE_OFFICER.email, {
        name: GRIEVANCE_OFFICER.name,
        summary: w.mail.overdue({ ticket: row.ticket }),
        text: w.mail.overdueText({ ticket: row.ticket, clock }),
        link,
      });
      escalated += 1;
    });
  }
  return escalated;
}

/** The month's complaints (by the month they were filed, India time) by kind and outcome. */
export async function monthlyReport(db: Database, month: string): Promise<GrievanceReport> {
  const [year, m] = month.split('-').map(Number);
  // India's month: from 00:00 IST on the first to 00:00 IST on the first of the next.
  const from = new Date(Date.UTC(year, m - 1, 1) - 5.5 * 3_600_000).toISOString();
  const to = new Date(Date.UTC(year, m, 1) - 5.5 * 3_600_000).toISOString();
  const rows = await db
    .selectFrom('grievance')
    .select(['kind', 'status', 'outcome', 'decidedAt', 'decideDueAt'])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .execute();
  const byKind = new Map(GRIEVANCE_KINDS.map((kind) => [kind, { kind, filed: 0, upheld: 0, notUpheld: 0, open: 0 }]));
  let decidedOnTime = 0;
  for (const r of rows) {
    const line = byKind.get(r.kind as GrievanceKind);
    if (!line) continue;
    line.filed += 1;
    if (r.status !== 'decided') line.open += 1;
    else if (r.outcome === 'upheld') line.upheld += 1;
    else line.notUpheld += 1;
    if (r.decidedAt && r.decidedAt <= r.decideDueAt) decidedOnTime += 1;
  }
  return { month, total: rows.length, decidedOnTime, rows: [...byKind.values()] };
}
