import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { appendAudit } from './audit-chain.ts';
import { ACT_RECORDS, ADMIN_ACTS, actKind, type ActInput } from './admin-acts.ts';

const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The act of ADMIN_ACTS a request's route is. */
function actOf(request: FastifyRequest) {
  const route = request.routeOptions.url?.replace(/^\/api(?=\/)/, '');
  const act = route ? ADMIN_ACTS[`${request.method} ${route}`] : undefined;
  if (!act) throw new Error(`${request.method} ${route}: an administrator's act without a line in ADMIN_ACTS (lib/audit/admin-acts.ts).`);
  return act;
}

type Act = (typeof ADMIN_ACTS)[string];

/** The act's record as stored now (secrets are left out when it is written to the log), or null. */
async function recordOf(trx: Database, act: Act, id: number | null): Promise<Record<string, unknown> | null> {
  // Read before the act checks its input: an id no row can have is no record.
  if (id === null || id < 1 || id > MAX_DB_INTEGER) return null;
  const { table, key } = ACT_RECORDS[act.table];
  // The table and column come from ACT_RECORDS; Kysely cannot type a table chosen at run time.
  const row = await trx
    .selectFrom(table as 'users')
    .selectAll()
    .where(key as 'id', '=', id)
    .executeTakeFirst();
  return (row as Record<string, unknown> | undefined) ?? null;
}

/**
 * What records an act a family helper did in a member's name (the activity row, the mark on the
 * interest, the audit row, the member's notification), inside the act's transaction; set by the
 * family module (modules/family/family-acts.ts), which knows those tables.
 */
export type ActInNameRecorder = (trx: Database, request: FastifyRequest, result: unknown) => Promise<void>;
let recordInName: ActInNameRecorder | null = null;
export function recordActsInName(recorder: ActInNameRecorder) {
  recordInName = recorder;
}

/**
 * An administrator's act and its row of the audit log in one transaction
 * (docs/decisions/062-acts-audited-and-told-on-commit.md): `work` gets the transaction and
 * must write only through it; the row is appended last, from the request and what `work`
 * returned (the reply's `response`), so both are kept or neither. What the act publishes or
 * mails goes out once it has committed (db/transact.ts). A member using the same route for
 * their own record runs `work` on the database as it is.
 */
export async function auditedAct<T>(db: Database, request: FastifyRequest, work: (db: Database) => Promise<T>): Promise<T> {
  const auth = request.auth;
  // An act a family helper did in the member's name: recorded and audited with it, or not at all
  // (docs/decisions/070-family-helpers-acting-for.md).
  const recorder = recordInName;
  if (auth?.actor && recorder)
    return transact(db, async (trx) => {
      const result = await work(trx);
      await recorder(trx, request, result);
      return result;
    });
  if (!auth?.isAdmin) return work(db);
  const act = actOf(request);
  const params = objectOr(request.params) as ActInput['params'];
  // Only JSON bodies are kept: an upload's file never goes into the log.
  const body = String(request.headers['content-type'] ?? '').startsWith('application/json') ? objectOr(request.body) : {};
  return transact(db, async (trx) => {
    // The record as it was: named by the request alone (a new record has no before).
    const before = await recordOf(trx, act, act.id({ params, body, reply: {} }));
    const result = await work(trx);
    const input: ActInput = { params, body, reply: objectOr(result) };
    const recordId = act.id(input);
    await appendAudit(trx, {
      actorId: auth.userId,
      ip: request.ip,
      kind: actKind(act, input),
      recordTable: act.table,
      recordId,
      subjectId: act.subject?.(input) ?? null,
      before,
      // The record as the act left it; gone after a delete.
      after: await recordOf(trx, act, recordId),
    });
    return result;
  });
}
