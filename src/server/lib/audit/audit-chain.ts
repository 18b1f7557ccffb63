import { createHash, createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dialectOf } from '../../db/database.ts';

/**
 * The audit log of administrator acts (docs/product/trust.md, docs/decisions/056-audit-log.md):
 * one append-only chain. Each row's hash is an HMAC-SHA-256, keyed by AUDIT_KEY, over the previous
 * row's hash and this row's canonical content, so editing a row, removing one or inserting one
 * breaks the chain from there on, and nobody without the key can compute the hashes a rebuilt
 * chain would need; `verifyAuditChain` names the first row that does not fit. Rows written before
 * the chain was keyed (ids below the head's `keyed_from`) keep their plain SHA-256.
 */
interface AuditEntry {
  /** The administrator who acted. */
  actorId: number;
  /** The client address as the app derives it (request.ip, after trusted proxies). */
  ip: string | null;
  /** What was done, as `area.act`: `master.create`, `user.deactivate`, `two-step.reset` … */
  kind: string;
  /** The record acted on: its table and id. */
  recordTable: string | null;
  recordId: number | null;
  /** The member the record belongs to, when there is one. */
  subjectId: number | null;
  /** For edits, the record before and after; secrets never included (see withoutSecrets). */
  before?: unknown;
  after?: unknown;
}

/** The keys derived from AUDIT_KEY: one for the chain, one for the signed checkpoints. */
export interface AuditKeys {
  chain: Buffer;
  checkpoint: Buffer;
  /** HMAC's inner and outer padded chain key, for PostgreSQL to compute the same HMAC with sha256(). */
  innerPad: Buffer;
  outerPad: Buffer;
}

/** SHA-256's block: HMAC pads its key to it. */
const BLOCK = 64;

export function auditKeys(auditKey: Buffer): AuditKeys {
  const chain = createHmac('sha256', auditKey).update('audit-log chain').digest();
  const padded = Buffer.concat([chain, Buffer.alloc(BLOCK - chain.length)]);
  return {
    chain,
    checkpoint: createHmac('sha256', auditKey).update('audit-log checkpoint').digest(),
    innerPad: Buffer.from(padded.map((b) => b ^ 0x36)),
    outerPad: Buffer.from(padded.map((b) => b ^ 0x5c)),
  };
}

/**
 * The key of each open database, by its adapter (which a database and its transactions share), so
 * every append of an app, whatever module makes it, is keyed by that app's AUDIT_KEY.
 */
const boundKeys = new WeakMap<object, AuditKeys>();

/** Sets the audit key of a database: once, when the app opens it. */
export function bindAuditKey(db: Kysely<DB>, auditKey: Buffer): void {
  boundKeys.set(db.getExecutor().adapter, auditKeys(auditKey));
}

function keysOf(db: Kysely<DB>): AuditKeys {
  const keys = boundKeys.get(db.getExecutor().adapter);
  if (!keys) throw new Error('The audit log has no key for this database: bindAuditKey when it is opened.');
  return keys;
}

/** The hash before the first row. */
const GENESIS_HASH = '0'.repeat(64);

/** Keys whose values never go into the log, at any depth. */
const SECRET_KEY = /password|hash$|^hash|secret|token|^otp$|otpcode|recoverycode|storagekey|^code$|signature|apikey|smtppass/i;

/** A copy of the value with secrets (password hashes, tokens, codes, keys) left out. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (!value || typeof value !== 'object') return value ?? null;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = withoutSecrets(inner);
  }
  return out;
}

/** JSON with object keys sorted at every depth: the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The stored columns a hash covers (everything but the id and the hashes themselves). */
interface AuditContent {
  actorId: number;
  createdAt: string;
  ip: string | null;
  kind: string;
  recordTable: string | null;
  recordId: number | null;
  subjectId: number | null;
  before: string | null;
  after: string | null;
}

/** The text a row's hash covers after the previous hash: its content as canonical JSON. */
function auditText(content: AuditContent): string {
  return canonicalJson({
    actorId: content.actorId,
    createdAt: content.createdAt,
    ip: content.ip,
    kind: content.kind,
    recordTable: content.recordTable,
    recordId: content.recordId,
    subjectId: content.subjectId,
    before: content.before,
    after: content.after,
  });
}

/** A row's hash: keyed, or plain SHA-256 for the rows written before the chain was keyed. */
function auditHash(keys: AuditKeys | null, prevHash: string, content: AuditContent): string {
  const text = `${prevHash}\n${auditText(content)}`;
  return (keys ? createHmac('sha256', keys.chain) : createHash('sha256')).update(text).digest('hex');
}

/**
 * The hash of a stored row after `prevHash`: keyed with this AUDIT_KEY, or plain SHA-256 without
 * one (as the rows before the keyed chain were), the way the chain computes it.
 */
export const chainHash = (auditKey: Buffer | null, prevHash: string, row: AuditContent): string =>
  auditHash(auditKey ? auditKeys(auditKey) : null, prevHash, row);

const jsonOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : canonicalJson(withoutSecrets(value)));

/**
 * Appends one row. Call it inside the transaction of the act it records, so both are kept or
 * neither. The head row is locked first, so concurrent appends queue behind each other and the
 * chain cannot fork; the lock is held until the act commits.
 */
export async function appendAudit(trx: Kysely<DB>, entry: AuditEntry): Promise<{ id: number; hash: string }> {
  const content: AuditContent = {
    actorId: entry.actorId,
    createdAt: new Date().toISOString(),
    ip: entry.ip ?? null,
    kind: entry.kind,
    recordTable: entry.recordTable ?? null,
    recordId: entry.recordId ?? null,
    subjectId: entry.subjectId ?? null,
    before: jsonOrNull(entry.before),
    after: jsonOrNull(entry.after),
  };
  const keys = keysOf(trx);
  const row = await (dialectOf(trx) === 'postgres' ? appendInOneStatement(trx, keys, content) : appendInSteps(trx, keys, content));
  if (!row) throw new Error('The audit log has no head row; nothing can be appended to it.');
  return row;
}

/**
 * PostgreSQL: one statement. The update locks the head row and its SET reads the row's newest
 * values (another append that committed meanwhile included), computing the new hash there with
 * the same HMAC-SHA-256 over the same bytes as auditHash (HMAC spelt out with sha256() and the
 * padded keys, so no extension is needed); the insert takes the id, previous hash and hash the
 * update returns. The head is locked for this statement and the commit only.
 */
async function appendInOneStatement(trx: Kysely<DB>, keys: AuditKeys, content: AuditContent) {
  const text = `\n${auditText(content)}`;
  const inner = sql`sha256(${keys.innerPad}::bytea || convert_to(last_hash || ${text}, 'UTF8'))`;
  return trx
    .with('head', (db) =>
      db
        .updateTable('auditLogHead')
        .set({
          prevHash: sql<string>`last_hash`,
          lastHash: sql<string>`encode(sha256(${keys.outerPad}::bytea || ${inner}), 'hex')`,
          lastId: sql<number>`nextval(pg_get_serial_sequence('audit_log', 'id'))`,
        })
        .where('id', '=', 1)
        .returning(['lastId', 'prevHash', 'lastHash']),
    )
    .insertInto('auditLog')
    .columns(['id', 'actorId', 'createdAt', 'ip', 'kind', 'recordTable', 'recordId', 'subjectId', 'before', 'after', 'prevHash', 'hash'])
    .expression((eb) =>
      eb
        .selectFrom('head')
        .select([
          'head.lastId',
          eb.cast<number>(eb.val(content.actorId), 'integer').as('actorId'),
          eb.val(content.createdAt).as('createdAt'),
          eb.cast<string | null>(eb.val(content.ip), 'text').as('ip'),
          eb.val(content.kind).as('kind'),
          eb.cast<string | null>(eb.val(content.recordTable), 'text').as('recordTable'),
          eb.cast<number | null>(eb.val(content.recordId), 'integer').as('recordId'),
          eb.cast<number | null>(eb.val(content.subjectId), 'integer').as('subjectId'),
          eb.cast<string | null>(eb.val(content.before), 'text').as('before'),
          eb.cast<string | null>(eb.val(content.after), 'text').as('after'),
          'head.prevHash',
          'head.lastHash',
        ]),
    )
    .returning(['id', 'hash'])
    .executeTakeFirst();
}

/** SQLite runs one transaction at a time: read the head, insert the row, move the head. */
async function appendInSteps(trx: Kysely<DB>, keys: AuditKeys, content: AuditContent) {
  const head = await trx.selectFrom('auditLogHead').select(['lastId', 'lastHash']).where('id', '=', 1).executeTakeFirst();
  if (!head) return undefined;
  const hash = auditHash(keys, head.lastHash, content);
  const row = await trx
    .insertInto('auditLog')
    .values({ ...content, prevHash: head.lastHash, hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('auditLogHead').set({ prevHash: head.lastHash, lastId: row.id, lastHash: hash }).where('id', '=', 1).execute();
  return { id: row.id, hash };
}

/** Where the chain ends, as the head and the walk agree on it. */
export interface ChainEnd {
  lastId: number;
  lastHash: string;
  /** The first id hashed with the key; those before it are plain SHA-256. */
  keyedFrom: number;
}

export type ChainCheck =
  ({ ok: true; rows: number; hashes: Map<number, string> } & ChainEnd) | { ok: false; rows: number; brokenId: number | null; reason: string };

/**
 * Walks the whole chain in id order and names the first row that does not fit. `keep` names rows
 * whose hashes the caller wants back (the ids of the checkpoints it will compare).
 */
export async function verifyAuditChain(db: Kysely<DB>, options: { auditKey?: Buffer; keep?: Set<number>; batch?: number } = {}): Promise<ChainCheck> {
  const keys = options.auditKey ? auditKeys(options.auditKey) : keysOf(db);
  const batch = options.batch ?? 1000;
  const start = await auditHead(db);
  if (!start) return { ok: false, rows: 0, brokenId: null, reason: 'the head row of the audit log is missing' };
  const hashes = new Map<number, string>();
  let prev = GENESIS_HASH;
  let lastId = 0;
  let rows = 0;
  for (;;) {
    const page = await db.selectFrom('auditLog').selectAll().where('id', '>', lastId).orderBy('id').limit(batch).execute();
    for (const row of page) {
      rows++;
      if (row.prevHash !== prev)
        return { ok: false, rows, brokenId: row.id, reason: `its previous hash is not the hash of the row before it (a row is missing or was changed)` };
      const expected = auditHash(row.id >= start.keyedFrom ? keys : null, prev, row);
      if (expected !== row.hash)
        return { ok: false, rows, brokenId: row.id, reason: `its content does not match its hash (the row was edited, or hashed without the audit key)` };
      if (options.keep?.has(row.id)) hashes.set(row.id, row.hash);
      prev = row.hash;
      lastId = row.id;
    }
    if (page.length < batch) break;
  }
  const head = await auditHead(db);
  if (!head) return { ok: false, rows, brokenId: null, reason: 'the head row of the audit log is missing' };
  if (head.lastHash !== prev || head.lastId !== lastId)
    return {
      ok: false,
      rows,
      brokenId: head.lastId,
      reason: `the newest row should be ${head.lastId}, but the chain ends at ${lastId} (rows were removed from the end)`,
    };
  return { ok: true, rows, hashes, lastId, lastHash: prev, keyedFrom: head.keyedFrom };
}

/** The head as it stands: what a checkpoint records. */
export async function auditHead(db: Kysely<DB>): Promise<ChainEnd | undefined> {
  return db.selectFrom('auditLogHead').select(['lastId', 'lastHash', 'keyedFrom']).where('id', '=', 1).executeTakeFirst();
}

/** The signature of a checkpoint's canonical text, by the key derived from AUDIT_KEY. */
export const signCheckpoint = (auditKey: Buffer, value: unknown): string =>
  createHmac('sha256', auditKeys(auditKey).checkpoint).update(canonicalJson(value)).digest('hex');
