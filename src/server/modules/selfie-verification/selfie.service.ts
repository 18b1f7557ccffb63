import { randomBytes, randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sharp } from '../../lib/sharp.ts';
import type { Database } from '../../db/database.ts';
import { afterCommit, transact } from '../../db/transact.ts';
import { decryptWithAny } from '../../lib/encryption.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { consentsOf } from '../consents/index.ts';
import { commitStored, isPhoto, readStored, removeStored, signDocUrl, writeStored } from '../documents/index.ts';
import { selfieWords } from '../../../shared/i18n/selfie-verification/index.ts';
import { localeHref } from '../../../shared/i18n/locales.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import {
  SELFIE_CHALLENGE_MINUTES,
  SELFIE_CHALLENGES_PER_DAY,
  SELFIE_CHECKS_PER_DAY,
  SELFIE_REASON_MIN,
  SELFIE_STEPS,
  type SelfieFinding,
  type SelfieState,
  type SelfieStep,
} from '../../../shared/schemas/selfie-verification.ts';
import { faceEngine, NotAnImage } from './face-engine.ts';
import { judge } from './selfie-checks.ts';

type App = Pick<FastifyInstance, 'db' | 'config' | 'mail'>;

const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

async function memberOf(db: Database, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.email', 'u.name', 'u.locale', 'u.profileCode', 'p.fullName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const locale: Locale = isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
  return { row, locale, words: selfieWords(locale) };
}

/** The member's approved photos (not identity documents), as stored. */
async function approvedPhotos(db: Database, userId: number) {
  const rows = await db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .select(['d.id', 'd.storageKey', 'd.encrypted', 't.code'])
    .where('d.userId', '=', userId)
    .where('d.approval', '=', 'approved')
    .where('d.purgedAt', 'is', null)
    .where('d.storageKey', 'is not', null)
    .orderBy('d.id')
    .execute();
  return rows.filter((r) => isPhoto({ code: r.code }));
}

async function hasConsent(db: Database, userId: number) {
  const consents = await consentsOf(db, userId);
  return consents.purposes.some((p) => p.purpose === 'selfie-verification' && p.granted);
}

const countSince = async (db: Database, table: 'selfieChallenge' | 'selfieCheck', userId: number, since: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', userId)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The newest attempt that stands: verified, waiting, or rejected (a withdrawn one stands for nothing). */
const standing = (db: Database, userId: number) =>
  db
    .selectFrom('selfieCheck')
    .select(['id', 'status', 'decidedAt', 'createdAt', 'rejectReason'])
    .where('userId', '=', userId)
    .where('status', '!=', 'withdrawn')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

const verifiedAtOf = async (db: Database, userId: number) =>
  (
    await db
      .selectFrom('selfieCheck')
      .select('decidedAt')
      .where('userId', '=', userId)
      .where('status', '=', 'verified')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.decidedAt ?? null;

export async function selfieStatus(app: App, userId: number, now = new Date()) {
  const [consent, photos, last, verifiedAt, checks] = await Promise.all([
    hasConsent(app.db, userId),
    approvedPhotos(app.db, userId),
    standing(app.db, userId),
    verifiedAtOf(app.db, userId),
    countSince(app.db, 'selfieCheck', userId, dayStart(now)),
  ]);
  const state: SelfieState = verifiedAt ? 'verified' : ((last?.status as SelfieState | undefined) ?? 'none');
  return {
    consent,
    hasApprovedPhoto: photos.length > 0,
    state,
    verifiedAt,
    rejectReason: state === 'rejected' ? (last?.rejectReason ?? null) : null,
    checksLeftToday: Math.max(0, SELFIE_CHECKS_PER_DAY - checks),
  };
}

/** What must hold before a challenge is given or answered; refusals in the member's language. */
async function assertMayCheck(app: App, userId: number) {
  const { words } = await memberOf(app.db, userId);
  const S = words.server;
  if (!(await hasConsent(app.db, userId))) throw new HttpError(403, 'consent_needed', S.noConsent);
  if (!(await approvedPhotos(app.db, userId)).length) throw conflict(S.noPhoto);
  if (await verifiedAtOf(app.db, userId)) throw conflict(S.alreadyVerified);
  if ((await standing(app.db, userId))?.status === 'pending') throw conflict(S.pending);
  return S;
}

const tooMany = (message: string) => new HttpError(429, 'too_many', message);

/** Two or three different steps in a random order, chosen here and kept with the challenge. */
function pickSteps(): SelfieStep[] {
  const pool = [...SELFIE_STEPS];
  const count = 2 + randomInt(2);
  const steps: SelfieStep[] = [];
  while (steps.length < count) steps.push(pool.splice(randomInt(pool.length), 1)[0]);
  return steps;
}

export async function startChallenge(app: App, userId: number, now = new Date()) {
  const S = await assertMayCheck(app, userId);
  if ((await countSince(app.db, 'selfieChallenge', userId, dayStart(now))) >= SELFIE_CHALLENGES_PER_DAY) throw tooMany(S.tooManyChallenges);
  const id = randomBytes(24).toString('base64url');
  const steps = pickSteps();
  const expiresAt = new Date(now.getTime() + SELFIE_CHALLENGE_MINUTES * 60_000).toISOString();
  await app.db
    .insertInto('selfieChallenge')
    .values({ id, userId, steps: JSON.stringify(steps), createdAt: now.toISOString(), expiresAt, usedAt: null })
    .execute();
  return { id, steps, expiresAt };
}

/** A base64 image (a data URL's prefix allowed) that sharp reads as JPEG, PNG or WebP; else the member's refusal. */
async function imageOf(text: string, refusal: string): Promise<Buffer> {
  const base64 = text.replace(/^data:image\/[a-z+.-]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(refusal);
  const bytes = Buffer.from(base64, 'base64');
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new NotAnImage();
  } catch {
    throw badRequest(refusal);
  }
  return bytes;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored file's plain bytes: encrypted ones with the document key (or one being rotated out). */
async function storedBytes(app: App, key: string, encrypted: boolean) {
  const bytes = await readAll(await readStored(app.config, key));
  if (!encrypted) return bytes;
  const { documentKey, previousDocumentKeys } = secretsFor(app.config);
  return decryptWithAny([documentKey, ...previousDocumentKeys], bytes);
}

export interface CheckInput {
  challengeId: string;
  frames: string[];
  selfie: string;
}

/**
 * The browser's answer to a challenge: the frames and the selfie are checked here, never trusted.
 * A match on every check is the badge at once; anything else waits, stored encrypted, for an
 * administrator. Bad input is refused before anything changes, the challenge included.
 */
export async function submitCheck(app: App, userId: number, input: CheckInput, now = new Date()) {
  const S = await assertMayCheck(app, userId);
  if ((await countSince(app.db, 'selfieCheck', userId, dayStart(now))) >= SELFIE_CHECKS_PER_DAY) throw tooMany(S.tooManyChecks);
  const challenge = await app.db
    .selectFrom('selfieChallenge')
    .select(['id', 'steps'])
    .where('id', '=', input.challengeId)
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  if (!challenge) throw badRequest(S.noChallenge, { challengeId: S.noChallenge });
  const steps = JSON.parse(challenge.steps) as SelfieStep[];
  if (input.frames.length !== steps.length) throw badRequest(S.framesCount, { frames: S.framesCount });
  const frames = await Promise.all(input.frames.map((f) => imageOf(f, S.notImage)));
  const selfie = await imageOf(input.selfie, S.notImage);
  const used = await app.db
    .updateTable('selfieChallenge')
    .set({ usedAt: now.toISOString() })
    .where('id', '=', challenge.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (!Number(used.numUpdatedRows)) throw badRequest(S.noChallenge, { challengeId: S.noChallenge });

  const photos = async () => Promise.all((await approvedPhotos(app.db, userId)).map((p) => storedBytes(app, p.storageKey!, p.encrypted === 1)));
  const verdict = await judge(await faceEngine(), steps, frames, selfie, photos);
  const matched = verdict.finding === 'matched';
  const at = now.toISOString();
  // Only an attempt that waits for an administrator keeps its pictures, encrypted, until it is decided.
  const { documentKey } = secretsFor(app.config);
  const stored = matched ? [] : await Promise.all([selfie, ...frames].map((bytes) => writeStored(app.config, bytes, documentKey)));
  const inserted = await app.db
    .insertInto('selfieCheck')
    .values({
      userId,
      challengeId: challenge.id,
      status: matched ? 'verified' : 'pending',
      finding: verdict.finding,
      similarity: verdict.similarity,
      selfieKey: stored[0]?.storageKey ?? null,
      frameKeys: matched ? null : JSON.stringify(stored.slice(1).map((s) => s.storageKey)),
      rejectReason: null,
      decidedAt: matched ? at : null,
      decidedBy: null,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const s of stored) await commitStored(app.config, s.storageKey);
  return { id: Number(inserted.id), state: (matched ? 'verified' : 'pending') as SelfieState, finding: verdict.finding };
}

type CheckRow = {
  id: number;
  userId: number;
  status: string;
  finding: string;
  similarity: number | null;
  selfieKey: string | null;
  frameKeys: string | null;
  createdAt: string;
};

const checkRow = async (db: Database, id: number) =>
  (await db
    .selectFrom('selfieCheck')
    .select(['id', 'userId', 'status', 'finding', 'similarity', 'selfieKey', 'frameKeys', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst()) as CheckRow | undefined;

const keysOf = (row: Pick<CheckRow, 'selfieKey' | 'frameKeys'>) => [row.selfieKey, ...((row.frameKeys ? JSON.parse(row.frameKeys) : []) as string[])];

/**
 * The selfie of a waiting attempt, for its member and administrators only: to anyone else it does
 * not exist, and once decided it is gone.
 */
export async function selfieImage(app: App, id: number, reader: { userId: number; isAdmin: boolean }) {
  const { words } = await memberOf(app.db, reader.userId);
  const row = await checkRow(app.db, id);
  if (!row || (!reader.isAdmin && Number(row.userId) !== reader.userId) || !row.selfieKey) throw notFound(words.server.notFound);
  return storedBytes(app, row.selfieKey, true);
}

/** The administrators' queue: waiting attempts, the oldest first, with the member's approved photos. */
export async function selfieQueue(app: App, readerId: number, page: number, pageSize: number) {
  const base = app.db.selectFrom('selfieCheck').where('status', '=', 'pending');
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = (await base
    .select(['id', 'userId', 'status', 'finding', 'similarity', 'selfieKey', 'frameKeys', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as CheckRow[];
  const { signingKey } = secretsFor(app.config);
  const items = [];
  for (const row of rows) {
    const { row: member } = await memberOf(app.db, Number(row.userId));
    const photos = await approvedPhotos(app.db, Number(row.userId));
    items.push({
      id: Number(row.id),
      userId: Number(row.userId),
      name: member?.fullName ?? member?.name ?? null,
      profileCode: member?.profileCode ?? null,
      finding: row.finding as SelfieFinding,
      similarity: row.similarity === null ? null : Number(row.similarity),
      createdAt: row.createdAt,
      photoUrls: photos.map((p) => signDocUrl(signingKey, Number(p.id), readerId, Date.now(), 'gallery')),
    });
  }
  return { items, page, pageSize, total: Number(total.n) };
}

async function openCheck(db: Database, id: number, adminId: number) {
  const { words } = await memberOf(db, adminId);
  const row = await checkRow(db, id);
  if (!row) throw notFound(words.server.notFound);
  if (row.status !== 'pending') throw conflict(words.server.decided);
  return row;
}

/** Deletes an attempt's pictures once its change is committed; the row no longer names them. */
async function forgetPictures(app: App, db: Database, row: Pick<CheckRow, 'selfieKey' | 'frameKeys'>) {
  const keys = keysOf(row);
  await afterCommit(db, async () => {
    for (const key of keys) await removeStored(app.config, key);
  });
}

async function tell(
  app: App,
  db: Database,
  userId: number,
  summary: (w: ReturnType<typeof selfieWords>) => string,
  text: (w: ReturnType<typeof selfieWords>) => string,
) {
  const { row, locale, words } = await memberOf(db, userId);
  if (!row?.email) return;
  const link = `${app.config.siteUrl}${localeHref(locale, '/dashboard/selfie-verification')}`;
  await app.mail.queue(db, 'account-notice', row.email, { name: row.fullName ?? row.name, summary: summary(words), text: text(words), link }, { locale });
}

/** An administrator approves a waiting attempt: the badge, the pictures deleted, the member mailed. */
export async function approveCheck(app: App, db: Database, adminId: number, id: number, now = new Date()) {
  const row = await openCheck(db, id, adminId);
  const at = now.toISOString();
  await db
    .updateTable('selfieCheck')
    .set({ status: 'verified', decidedAt: at, decidedBy: adminId, selfieKey: null, frameKeys: null })
    .where('id', '=', id)
    .execute();
  await forgetPictures(app, db, row);
  await tell(
    app,
    db,
    Number(row.userId),
    (w) => w.mail.verified,
    (w) => w.mail.verifiedText,
  );
  return { id, userId: Number(row.userId), state: 'verified' as SelfieState };
}

/** An administrator rejects a waiting attempt with the reason the member reads; the pictures are deleted. */
export async function rejectCheck(app: App, db: Database, adminId: number, id: number, reason: string, now = new Date()) {
  const row = await openCheck(db, id, adminId);
  const text = reason.trim();
  if (text.length < SELFIE_REASON_MIN) {
    const { words } = await memberOf(db, adminId);
    throw badRequest(words.server.reasonShort, { reason: words.server.reasonShort });
  }
  const at = now.toISOString();
  await db
    .updateTable('selfieCheck')
    .set({ status: 'rejected', rejectReason: text, decidedAt: at, decidedBy: adminId, selfieKey: null, frameKeys: null })
    .where('id', '=', id)
    .execute();
  await forgetPictures(app, db, row);
  await tell(
    app,
    db,
    Number(row.userId),
    (w) => w.mail.rejected,
    (w) => w.mail.rejectedText({ reason: text }),
  );
  return { id, userId: Number(row.userId), state: 'rejected' as SelfieState };
}

/**
 * The member withdrew her consent: the check stops. Her unused challenges go, and a waiting
 * attempt is withdrawn with its pictures deleted. A badge already given stays (it holds no picture).
 */
export async function withdrawSelfie(app: App, userId: number, now = new Date()) {
  await transact(app.db, async (db) => {
    await db.deleteFrom('selfieChallenge').where('userId', '=', userId).where('usedAt', 'is', null).execute();
    const waiting = (await db
      .selectFrom('selfieCheck')
      .select(['id', 'selfieKey', 'frameKeys'])
      .where('userId', '=', userId)
      .where('status', '=', 'pending')
      .execute()) as Pick<CheckRow, 'id' | 'selfieKey' | 'frameKeys'>[];
    for (const row of waiting) {
      await db
        .updateTable('selfieCheck')
        .set({ status: 'withdrawn', decidedAt: now.toISOString(), selfieKey: null, frameKeys: null })
        .where('id', '=', row.id)
        .execute();
      await forgetPictures(app, db, row);
    }
  });
}
