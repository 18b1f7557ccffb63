import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { CODED } from '../../../shared/coded-messages.ts';
import { codedReply } from '../../../shared/coded-reply.ts';
import type { LoginResult } from '../../../shared/schemas/auth.ts';
import { isTotpCode, type ChallengeCodeInput, type DisableTwoStepInput, type TwoStepSetup, type TwoStepStatus } from '../../../shared/schemas/two-step.ts';
import { SITE_NAME } from '../../../shared/site.ts';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/http-error.ts';
import { transact } from '../../db/transact.ts';
import { decryptWithAny, encrypt } from '../../lib/encryption.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { mailMemberNotice } from '../notifications/index.ts';
import { findAccountById, recordLogin, type Account, type RequestMeta } from './account.repository.ts';
import type { AuthDeps } from './auth.deps.ts';
import { TWO_STEP_LIMIT, type TwoStepGuard } from './auth.limits.ts';
import { hashPassword, verifyPassword } from './password.service.ts';
import { createSession, revokeUserSessions, type AuthContext } from './session.service.ts';
import {
  claimStep,
  consumeChallenge,
  countChallengeFailure,
  countRecoveryCodesLeft,
  enableSecret,
  findChallenge,
  findSecret,
  insertChallenge,
  removeTwoStep,
  replaceRecoveryCodes,
  savePendingSecret,
  markRecoveryCodeUsed,
  unusedRecoveryCodes,
} from './two-step.repository.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;
const T = CODED.TWO_STEP_TEXT;

/**
 * Two-step sign-in (docs/decisions/019-breached-passwords-and-second-factor.md): TOTP of RFC 6238
 * (SHA-1, 6 digits, 30 s, one step either side for clock drift) through `otpauth`, plus ten
 * single-use recovery codes. Required for administrators, optional for members. The secret is
 * sealed with the document key and never logged or returned after set-up.
 */
export const TWO_STEP = { periodSeconds: 30, window: 1, recoveryCodes: 10, challengeMinutes: 10 } as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters of a 31-letter alphabet without look-alikes: 49.5 bits each. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
/**
 * Recovery codes carry less than ASVS's 112 bits, so they are stored like passwords: argon2id with
 * its own salt (6.5.2). Checking one tries the member's unused codes in turn (ten at most, in the
 * process's argon2 queue); wrong codes are limited per account like wrong app codes.
 */
const normalRecovery = (code: string) => code.replace('-', '').toLowerCase();

async function useRecoveryCode(deps: AuthDeps, userId: number, code: string): Promise<boolean> {
  for (const row of await unusedRecoveryCodes(deps.db, userId)) {
    if (await verifyPassword(row.codeHash, normalRecovery(code))) return markRecoveryCodeUsed(deps.db, row.id);
  }
  return false;
}

const totpFor = (secret: Secret, label: string) => new TOTP({ issuer: SITE_NAME, label, algorithm: 'SHA1', digits: 6, period: TWO_STEP.periodSeconds, secret });

const seal = (deps: AuthDeps, base32: string) => encrypt(deps.sealKeys[0], Buffer.from(base32, 'utf8')).toString('base64');
const unseal = (deps: AuthDeps, sealed: string) => Secret.fromBase32(decryptWithAny(deps.sealKeys, Buffer.from(sealed, 'base64')).toString('utf8'));

/** Staff who see members' private data sign in with two steps: administrators and relationship managers. */
const twoStepRequired = (role: string) => role === 'admin' || role === 'manager';

/** Which second step a right password leads to: the code, its set-up (staff without one), or none. */
export async function twoStepDue(deps: AuthDeps, account: Account): Promise<'verify' | 'setup' | null> {
  const secret = await findSecret(deps.db, account.id);
  if (secret?.enabledAt) return 'verify';
  return twoStepRequired(account.role) ? 'setup' : null;
}

export async function startChallenge(deps: AuthDeps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(deps.db, userId, sha256(token), new Date(Date.now() + TWO_STEP.challengeMinutes * 60_000).toISOString());
  return token;
}

async function challengeAccount(deps: AuthDeps, token: string) {
  const challenge = await findChallenge(deps.db, sha256(token));
  const account = challenge?.userId ? await findAccountById(deps.db, challenge.userId) : null;
  if (!challenge || !account || !account.isActive || challenge.attempts >= TWO_STEP_LIMIT.perChallenge) throw unauthorized(T.challengeInvalid);
  return { challenge, account };
}

/** A fresh key and its QR code; replaces an unconfirmed one, never a confirmed one. */
async function beginSetup(deps: AuthDeps, account: Pick<Account, 'id' | 'email'>): Promise<TwoStepSetup> {
  const secret = new Secret({ size: 20 });
  if (!(await savePendingSecret(deps.db, account.id, seal(deps, secret.base32)))) throw conflict(T.alreadyOn);
  const otpauthUrl = totpFor(secret, account.email).toString();
  const svg = await (
    await import('qrcode')
  ).default.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return { qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret: secret.base32, otpauthUrl };
}

type CodeCheck = 'ok' | 'wrong' | 'replayed';

/** An authenticator code of the secret, each 30-second step accepted once. */
async function checkTotp(deps: AuthDeps, row: { id: number; secretSealed: string }, code: string): Promise<CodeCheck> {
  const now = Date.now();
  const delta = totpFor(unseal(deps, row.secretSealed), 'check').validate({ token: code, timestamp: now, window: TWO_STEP.window });
  if (delta === null) return 'wrong';
  const step = Math.floor(now / 1000 / TWO_STEP.periodSeconds) + delta;
  return (await claimStep(deps.db, row.id, step)) ? 'ok' : 'replayed';
}

/**
 * The second factor of an account that has it on: a code from the app or an unused recovery code.
 * Throws 429 after too many wrong codes, 400 with a message on the code field otherwise.
 */
async function requireSecondFactor(deps: AuthDeps, guard: TwoStepGuard, userId: number, code: string): Promise<'two-step' | 'recovery-code'> {
  await guard.before(userId);
  const row = await findSecret(deps.db, userId);
  if (!row?.enabledAt) throw conflict(T.notOn);
  const result: CodeCheck = isTotpCode(code) ? await checkTotp(deps, row, code) : (await useRecoveryCode(deps, userId, code)) ? 'ok' : 'wrong';
  if (result === 'ok') return isTotpCode(code) ? 'two-step' : 'recovery-code';
  await guard.failed(userId);
  const message = result === 'replayed' ? T.codeReplayed : T.codeWrong;
  throw badRequest(message, { code: message });
}

async function finish(deps: AuthDeps, account: Account, challengeId: number, meta: RequestMeta, reason: string): Promise<LoginResult> {
  if (!(await consumeChallenge(deps.db, challengeId))) throw unauthorized(T.challengeInvalid);
  const session = await createSession(deps.db, account.id, deps.config.sessionTtlHours, meta);
  await recordLogin(deps.db, { userId: account.id, email: account.email, success: true, reason }, meta);
  return {
    accessToken: session.token,
    role: account.role,
    userName: account.name,
    otpVerified: true,
    userId: account.id,
    mobileNumber: account.mobile,
    email: account.email,
  };
}

/** A wrong code counts against the challenge too: after a few it is void and the password is asked again. */
async function withChallengeFailures<R>(deps: AuthDeps, challengeId: number, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) await countChallengeFailure(deps.db, challengeId);
    throw error;
  }
}

/** Sign-in, second step: the code (or a recovery code) turns the challenge into a session. */
export async function verifyChallenge(deps: AuthDeps, guard: TwoStepGuard, input: ChallengeCodeInput, meta: RequestMeta): Promise<LoginResult> {
  const { challenge, account } = await challengeAccount(deps, input.challengeToken);
  let reason: string;
  try {
    reason = await withChallengeFailures(deps, challenge.id, () => requireSecondFactor(deps, guard, account.id, input.code));
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      await recordLogin(deps.db, { userId: account.id, email: account.email, success: false, reason: 'two-step-wrong' }, meta);
    throw error;
  }
  return finish(deps, account, challenge.id, meta, reason);
}

/** Sign-in of an administrator without a second factor: the QR code to set one up. */
export async function challengeSetup(deps: AuthDeps, challengeToken: string): Promise<TwoStepSetup> {
  const { account } = await challengeAccount(deps, challengeToken);
  return beginSetup(deps, account);
}

async function confirm(deps: AuthDeps, guard: TwoStepGuard, userId: number, code: string): Promise<string[]> {
  await guard.before(userId);
  const row = await findSecret(deps.db, userId);
  if (!row) throw conflict(T.notStarted);
  if (row.enabledAt) throw conflict(T.alreadyOn);
  if (!isTotpCode(code) || (await checkTotp(deps, row, code)) !== 'ok') {
    await guard.failed(userId);
    throw badRequest(T.codeWrong, { code: T.codeWrong });
  }
  const codes = newRecoveryCodes();
  await enableSecret(deps.db, row.id, await hashRecoveryCodes(codes));
  return codes;
}

const newRecoveryCodes = () => Array.from({ length: TWO_STEP.recoveryCodes }, newRecoveryCode);
const hashRecoveryCodes = (codes: string[]) => Promise.all(codes.map((c) => hashPassword(normalRecovery(c))));

/** Settings: a fresh set of recovery codes (the old ones stop working), for a code from the app or a recovery code. */
export async function renewRecoveryCodes(deps: AuthDeps, guard: TwoStepGuard, auth: AuthContext, code: string) {
  await requireSecondFactor(deps, guard, auth.userId, code);
  const codes = newRecoveryCodes();
  const hashes = await hashRecoveryCodes(codes);
  await deps.db.transaction().execute((trx) => replaceRecoveryCodes(trx, auth.userId, hashes));
  return { recoveryCodes: codes };
}

/** Set-up confirmed with a code during sign-in: on, the recovery codes shown once, and the session. */
export async function confirmChallengeSetup(deps: AuthDeps, guard: TwoStepGuard, input: ChallengeCodeInput, meta: RequestMeta): Promise<LoginResult> {
  const { challenge, account } = await challengeAccount(deps, input.challengeToken);
  const recoveryCodes = await withChallengeFailures(deps, challenge.id, () => confirm(deps, guard, account.id, input.code));
  return { ...(await finish(deps, account, challenge.id, meta, 'two-step-set-up')), recoveryCodes };
}

export async function twoStepStatus(deps: AuthDeps, auth: AuthContext): Promise<TwoStepStatus> {
  const row = await findSecret(deps.db, auth.userId);
  const enabled = Boolean(row?.enabledAt);
  return { enabled, required: twoStepRequired(auth.role), recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(deps.db, auth.userId) : 0 };
}

/** Settings: a signed-in member starts setting it up. */
export const memberSetup = (deps: AuthDeps, auth: AuthContext) => beginSetup(deps, { id: auth.userId, email: auth.email });

export async function memberConfirm(deps: AuthDeps, guard: TwoStepGuard, auth: AuthContext, code: string) {
  return { enabled: true as const, recoveryCodes: await confirm(deps, guard, auth.userId, code) };
}

/** Turning it off needs the password and a code: a session alone (a borrowed phone, an open laptop) is not enough. */
export async function disableTwoStep(deps: AuthDeps, guard: TwoStepGuard, auth: AuthContext, input: DisableTwoStepInput) {
  const account = await findAccountById(deps.db, auth.userId);
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    throw badRequest(AUTH_TEXT.currentPasswordWrong, { password: AUTH_TEXT.currentPasswordWrong });
  }
  await requireSecondFactor(deps, guard, auth.userId, input.code);
  await deps.db.transaction().execute((trx) => removeTwoStep(trx, auth.userId));
  return { enabled: false as const };
}

/**
 * An administrator clears a member's second factor (a lost phone and no recovery codes); their
 * sessions end, and they are told by a notification and a mail (docs/product/trust.md), both
 * sent once the transaction (the caller's, with its audit row) commits.
 */
export async function resetMemberTwoStep(deps: AuthDeps, userId: number, options: { events?: EventBus; adminId?: number } = {}) {
  const { events, adminId } = options;
  return transact(deps.db, async (db) => {
    const account = await findAccountById(db, userId);
    if (!account) throw new HttpError(404, 'not_found', 'This member does not exist.');
    await removeTwoStep(db, userId);
    await revokeUserSessions(db, userId);
    if (events) await events.publish(db, { type: 'account.two-step-reset', actorId: adminId ?? null, recipientId: userId, data: {} });
    await mailMemberNotice({ ...deps, db }, userId, { kind: 'twoStepReset' });
    return { reset: true as const, ...codedReply(T.resetDone) };
  });
}
