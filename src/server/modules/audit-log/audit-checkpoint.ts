import type { Database } from '../../db/database.ts';
import { auditHead, signCheckpoint, verifyAuditChain, type ChainCheck } from '../../lib/audit/audit-chain.ts';
import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';

/**
 * The audit log's anchor outside the database (docs/decisions/081-audit-log-keyed-and-anchored.md):
 * once a day the head of the chain (the newest id and its hash, and where the keyed chain begins)
 * is signed with AUDIT_KEY and written to the uploads store, a bucket in production, as
 * `audit-log/<day>.json`. Someone who can write the database but neither holds the key nor can
 * write the bucket cannot make a chain that matches: rows removed from the end and the head moved
 * back leave a checkpoint naming a row the chain no longer has, or a hash it no longer has.
 */
const FOLDER = 'audit-log';

/** Where checkpoints are kept: the uploads store's named records (documents' UploadStore), given by the caller. */
interface RecordStore {
  writeRecord(name: string, content: Buffer): Promise<void>;
  readRecord(name: string): Promise<Buffer | null>;
  recordNames(folder: string): Promise<string[]>;
}

/** What the checkpoints need: AUDIT_KEY and the store (a function, so a store closed and made again is found). */
export interface CheckpointPlace {
  auditKey: Buffer;
  records: () => RecordStore;
}

interface CheckpointBody {
  /** The UTC day it was written for. */
  day: string;
  writtenAt: string;
  lastId: number;
  lastHash: string;
  keyedFrom: number;
}
type Checkpoint = CheckpointBody & { signature: string };

const bodyOf = (c: CheckpointBody): CheckpointBody => ({ day: c.day, writtenAt: c.writtenAt, lastId: c.lastId, lastHash: c.lastHash, keyedFrom: c.keyedFrom });

/** Signs the head as it stands and writes it as the day's checkpoint (a later one that day replaces it). */
export async function writeAuditCheckpoint(db: Database, place: CheckpointPlace, now = new Date()): Promise<CheckpointBody> {
  const head = await auditHead(db);
  if (!head) throw new Error('The audit log has no head row; there is nothing to anchor.');
  const body = bodyOf({ day: now.toISOString().slice(0, 10), writtenAt: now.toISOString(), ...head });
  const checkpoint: Checkpoint = { ...body, signature: signCheckpoint(place.auditKey, body) };
  await place.records().writeRecord(`${FOLDER}/${body.day}.json`, Buffer.from(`${JSON.stringify(checkpoint, null, 2)}\n`));
  return body;
}

const isCheckpoint = (value: unknown): value is Checkpoint => {
  const c = value as Partial<Checkpoint> | null;
  return (
    !!c &&
    typeof c.day === 'string' &&
    typeof c.writtenAt === 'string' &&
    Number.isSafeInteger(c.lastId) &&
    typeof c.lastHash === 'string' &&
    Number.isSafeInteger(c.keyedFrom) &&
    typeof c.signature === 'string'
  );
};

type CheckpointRead = { ok: true; checkpoint: Checkpoint } | { ok: false; name: string; reason: string };

async function readCheckpoints(place: CheckpointPlace): Promise<CheckpointRead[]> {
  const store = place.records();
  const key = place.auditKey;
  const reads: CheckpointRead[] = [];
  for (const name of await store.recordNames(FOLDER)) {
    const bytes = await store.readRecord(name);
    let parsed: unknown = null;
    try {
      parsed = bytes ? JSON.parse(bytes.toString('utf8')) : null;
    } catch {
      parsed = null;
    }
    if (!isCheckpoint(parsed)) {
      reads.push({ ok: false, name, reason: 'it is not a checkpoint' });
      continue;
    }
    if (signCheckpoint(key, bodyOf(parsed)) !== parsed.signature) reads.push({ ok: false, name, reason: 'its signature is not made with AUDIT_KEY' });
    else reads.push({ ok: true, checkpoint: parsed });
  }
  return reads;
}

export type AuditLogCheck =
  { ok: true; rows: number; checkpoints: number; newest: CheckpointBody | null } | { ok: false; rows: number; brokenId: number | null; reason: string };

/**
 * The whole check of `npm run audit:verify`: the chain walks with the key, and every checkpoint in
 * the uploads store is signed with the key and names a row the chain still holds, with the same
 * hash, and the same start of the keyed chain.
 */
export async function verifyAuditLog(db: Database, place: CheckpointPlace): Promise<AuditLogCheck> {
  const reads = await readCheckpoints(place);
  const bad = reads.find((r) => !r.ok);
  if (bad && !bad.ok) return { ok: false, rows: 0, brokenId: null, reason: `the checkpoint ${bad.name} cannot be trusted: ${bad.reason}` };
  const checkpoints = reads.flatMap((r) => (r.ok ? [r.checkpoint] : []));
  const chain: ChainCheck = await verifyAuditChain(db, { auditKey: place.auditKey, keep: new Set(checkpoints.map((c) => c.lastId)) });
  if (!chain.ok) return chain;
  for (const c of checkpoints) {
    const where = `the checkpoint of ${c.day} (row ${c.lastId})`;
    if (c.keyedFrom !== chain.keyedFrom)
      return {
        ok: false,
        rows: chain.rows,
        brokenId: null,
        reason: `${where} has the keyed chain start at row ${c.keyedFrom}, the database at ${chain.keyedFrom}`,
      };
    if (c.lastId > chain.lastId)
      return {
        ok: false,
        rows: chain.rows,
        brokenId: c.lastId,
        reason: `${where} names a row past the end of the chain, which ends at ${chain.lastId} (rows were removed)`,
      };
    if (c.lastId > 0 && chain.hashes.get(c.lastId) !== c.lastHash)
      return { ok: false, rows: chain.rows, brokenId: c.lastId, reason: `${where} holds another hash for that row (the chain was rebuilt)` };
  }
  const newest = checkpoints.reduce<Checkpoint | null>(
    (a, c) => (!a || c.lastId > a.lastId || (c.lastId === a.lastId && c.writtenAt > a.writtenAt) ? c : a),
    null,
  );
  return { ok: true, rows: chain.rows, checkpoints: checkpoints.length, newest: newest && bodyOf(newest) };
}

export function auditJobs(deps: { db: Database; place: CheckpointPlace }): ScheduledJob[] {
  return [
    {
      name: 'audit-checkpoint',
      key: (now) => now.toISOString().slice(0, 10),
      leaseMs: 10 * 60_000,
      run: (now) => writeAuditCheckpoint(deps.db, deps.place, now),
    },
  ];
}
