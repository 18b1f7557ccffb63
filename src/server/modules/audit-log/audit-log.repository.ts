import type { Database } from '../../db/database.ts';
import type { Page } from '../../../shared/envelope.ts';
import type { AuditLogRow } from '../../../shared/schemas/audit-log.ts';
import { toCsv } from '../../lib/csv.ts';

/** A moment of a day in India Standard Time as the stored UTC text: 2026-11-28 00:00 IST is 2026-11-27T18:30Z. */
const istInstant = (day: string, time: string) => new Date(`${day}T${time}+05:30`).toISOString();

export interface AuditLogFilter {
  actorId?: number;
  memberId?: number;
  kind?: string;
  /** Days in India Standard Time, YYYY-MM-DD, both included: the days the screen shows. */
  from?: string;
  to?: string;
}

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function filtered(db: Database, f: AuditLogFilter) {
  let q = db.selectFrom('auditLog');
  if (f.actorId !== undefined) q = q.where('auditLog.actorId', '=', f.actorId);
  if (f.memberId !== undefined) q = q.where('auditLog.subjectId', '=', f.memberId);
  if (f.kind) q = q.where('auditLog.kind', '=', f.kind);
  if (f.from) q = q.where('auditLog.createdAt', '>=', istInstant(f.from, '00:00:00.000'));
  if (f.to) q = q.where('auditLog.createdAt', '<=', istInstant(f.to, '23:59:59.999'));
  return q;
}

function rowsOf(db: Database, f: AuditLogFilter) {
  return filtered(db, f)
    .leftJoin('users', 'users.id', 'auditLog.actorId')
    .select([
      'auditLog.id',
      'auditLog.actorId',
      'users.name as actorName',
      'auditLog.createdAt',
      'auditLog.ip',
      'auditLog.kind',
      'auditLog.recordTable',
      'auditLog.recordId',
      'auditLog.subjectId',
      'auditLog.before',
      'auditLog.after',
      'auditLog.prevHash',
      'auditLog.hash',
    ])
    .orderBy('auditLog.id', 'desc');
}

type Stored = Omit<AuditLogRow, 'before' | 'after'> & { before: string | null; after: string | null };
const toRow = (row: Stored): AuditLogRow => ({ ...row, before: parsed(row.before), after: parsed(row.after) });

/** The newest first, filtered and paged like every list. */
export async function auditLogPage(db: Database, f: AuditLogFilter, page: number, pageSize: number): Promise<Page<AuditLogRow>> {
  const [rows, count] = await Promise.all([
    rowsOf(db, f)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRow), page, pageSize, total: Number(count.total) };
}

/** The most rows one CSV export holds. */
const CSV_LIMIT = 50_000;

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'actorId',
  'actorName',
  'ip',
  'kind',
  'recordTable',
  'recordId',
  'subjectId',
  'before',
  'after',
  'prevHash',
  'hash',
] as const;

/** Every filtered row, newest first, as CSV (before and after as their JSON). */
export async function auditLogCsv(db: Database, f: AuditLogFilter): Promise<string> {
  const rows = await rowsOf(db, f).limit(CSV_LIMIT).execute();
  return toCsv(CSV_COLUMNS, rows as Array<Record<(typeof CSV_COLUMNS)[number], unknown>>);
}
