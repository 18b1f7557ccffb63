import { object, optional, pattern, size, string } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { wholeNumber } from '../validation/whole-number';
import { pagingFields } from './paging';

const day = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/**
 * The filters of the audit log (docs/product/trust.md): the administrator who acted, the member
 * the record belongs to, the kind of act, and a range of days (UTC dates, both ends included).
 */
export const AuditLogQuery = object({
  actorId: optional(wholeNumber('actorId', 1, MAX_DB_INTEGER)),
  memberId: optional(wholeNumber('memberId', 1, MAX_DB_INTEGER)),
  kind: optional(size(string(), 1, 80)),
  from: optional(day),
  to: optional(day),
  ...pagingFields({ defaultPageSize: 25, maxPageSize: 100 }),
});

/** One row of the audit log as the API answers it; before and after are the stored JSON, parsed. */
export interface AuditLogRow {
  id: number;
  actorId: number;
  actorName: string | null;
  createdAt: string;
  ip: string | null;
  kind: string;
  recordTable: string | null;
  recordId: number | null;
  subjectId: number | null;
  before: unknown;
  after: unknown;
  prevHash: string;
  hash: string;
}
