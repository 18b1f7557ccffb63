import { integer, nullable, object, optional, pattern, size, string, type, unknown, type Infer } from 'superstruct';
import { described } from './reply';
import { MAX_DB_INTEGER } from '../constants';
import { wholeNumber } from '../validation/whole-number';
import { pagingFields } from './paging';

const day = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/**
 * The filters of the audit log (docs/product/trust.md): the administrator who acted, the member
 * the record belongs to, the kind of act, and a range of days (India Standard Time, both ends included).
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
export const AuditLogRowReply = type({
  id: integer(),
  actorId: integer(),
  actorName: nullable(string()),
  createdAt: string(),
  ip: nullable(string()),
  kind: string(),
  recordTable: nullable(string()),
  recordId: nullable(integer()),
  subjectId: nullable(integer()),
  before: described(unknown(), 'The record before an edit (JSON, secrets left out), or null'),
  after: described(unknown(), 'The record or the fields after the act (JSON, secrets left out), or null'),
  prevHash: string(),
  hash: string(),
});
export type AuditLogRow = Infer<typeof AuditLogRowReply>;
