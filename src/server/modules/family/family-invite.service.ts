import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { localePath } from '../../../shared/i18n/locales.ts';
import { dashboardEn } from '../../../shared/i18n/dashboard/en.ts';
import { dashboardHi } from '../../../shared/i18n/dashboard/hi.ts';
import { dashboardTa } from '../../../shared/i18n/dashboard/ta.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type { GenderCode } from '../../../shared/i18n/gender.ts';
import { mailWords } from '../../../shared/i18n/mail/index.ts';
import { FAMILY_MSG as F } from '../../../shared/messages.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { OTP_VALID_MINUTES } from '../../../shared/constants.ts';
import {
  INVITE_VALID_DAYS,
  MAX_HELPERS_PER_MEMBER,
  MAX_MEMBERS_PER_HELPER,
  type AcceptInviteInput,
  type InviteHelperInput,
  type InviteInfo,
} from '../../../shared/schemas/family.ts';
import { badRequest, conflict, HttpError, notFound, type Said } from '../../lib/http-error.ts';
import { checkCode, createSession, hashPassword, issueCode, refuseGuessablePassword, useCodes, type CodeResult } from '../auth/index.ts';
import { transact } from '../../db/transact.ts';
import { maskEmail, maskMobile, renderText } from '../mail/index.ts';
import { helperByToken, helpersOf, linkCountOf, updateHelper, type HelperRow } from './family.repository.ts';
import { FAMILY_ROLE } from './family-gate.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;

/**
 * Inviting a family helper and the helper's acceptance (docs/product/family.md): a link by mail
 * or SMS; the helper proves the address or number with the usual one-time code, chooses their own
 * password (unless they already help another member) and is signed in.
 */
const WORDS = { en: dashboardEn, hi: dashboardHi, ta: dashboardTa } as const;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

async function accountByContact(app: FastifyInstance, email?: string | null, mobile?: string | null) {
  if (!email && !mobile) return null;
  return (
    (await app.db
      .selectFrom('users')
      .innerJoin('userRole', 'userRole.id', 'users.userRoleId')
      .select(['users.id', 'users.name', 'users.email', 'users.mobile', 'users.isVerified', 'users.locale', 'userRole.code as role'])
      .where((eb) => eb.or([...(email ? [eb('users.email', '=', email)] : []), ...(mobile ? [eb('users.mobile', '=', mobile)] : [])]))
      .executeTakeFirst()) ?? null
  );
}

const isFamily = (role: string | null) => role === FAMILY_ROLE;

async function memberName(app: FastifyInstance, memberId: number) {
  const row = await app.db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.name', 'p.fullName'])
    .where('u.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.fullName ?? row.name;
}

/** The member's gender by its code ('female'), which the invitation's words agree with; null when the profile does not say. */
async function memberGender(app: FastifyInstance, memberId: number): Promise<GenderCode | null> {
  const row = await app.db
    .selectFrom('profile as p')
    .innerJoin('gender as g', 'g.id', 'p.genderId')
    .select('g.code')
    .where('p.userId', '=', memberId)
    .executeTakeFirst();
  const code = row?.code;
  return code === 'male' || code === 'female' || code === 'other' ? code : null;
}

export async function inviteHelper(app: FastifyInstance, memberId: number, input: InviteHelperInput) {
  if (!input.email && !input.mobile) throw badRequest(F.contactRequired, { email: F.contactRequired });
  const mine = await helpersOf(app.db, memberId);
  if (mine.length >= MAX_HELPERS_PER_MEMBER) throw conflict(F.tooManyHelpers({ max: MAX_HELPERS_PER_MEMBER }));
  const existing = await accountByContact(app, input.email, input.mobile);
  if (existing && existing.isVerified === 1) {
    if (!isFamily(existing.role)) throw conflict(F.contactIsMember);
    if (mine.some((h) => h.helperUserId === existing.id)) throw conflict(F.alreadyHelper);
    if ((await linkCountOf(app.db, existing.id)) >= MAX_MEMBERS_PER_HELPER) throw conflict(F.contactHelpsEnough({ max: MAX_MEMBERS_PER_HELPER }));
  }
  if (mine.some((h) => h.status === 'invited' && ((input.email && h.contactEmail === input.email) || (input.mobile && h.contactMobile === input.mobile))))
    throw conflict(F.alreadyHelper);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const row = await app.db
    .insertInto('familyHelper')
    .values({
      memberUserId: memberId,
      helperUserId: null,
      name: input.name,
      relation: input.relation,
      // One channel: the e-mail when both are given.
      contactEmail: input.email ?? null,
      contactMobile: input.email ? null : (input.mobile ?? null),
      status: 'invited',
      inviteTokenHash: sha256(token),
      inviteExpiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000).toISOString(),
      acceptedAt: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [member, gender] = await Promise.all([memberName(app, memberId), memberGender(app, memberId)]);
  const memberRow = await app.db.selectFrom('users').select('locale').where('id', '=', memberId).executeTakeFirstOrThrow();
  // The invitation goes in the inviting member's language (docs/product/family.md).
  const locale: Locale = isLocale(memberRow.locale) ? memberRow.locale : DEFAULT_LOCALE;
  const link = `${app.config.siteUrl}${localePath(locale, '/family-join')}?token=${encodeURIComponent(token)}`;
  // The words agree with the inviting member's gender (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
  const genderCode = gender ?? 'other';
  if (input.email) {
    const words = mailWords(locale).familyInvite;
    const relation = WORDS[locale].family.relations[input.relation] ?? input.relation;
    const account = existing && existing.isVerified === 1 ? 'yes' : 'no';
    // Its own mail, not an account notice: the helper may have no account yet.
    await app.mail.sendTemplate(
      'family-invite',
      input.email,
      {
        name: input.name,
        gender: genderCode,
        summary: renderText(locale, words.summary, { member: firstName(member), gender: genderCode }),
        text: renderText(locale, words.text, { member, relation, days: INVITE_VALID_DAYS, gender: genderCode, account }),
        link,
      },
      { secretVars: ['link'], locale },
    );
  } else if (input.mobile) {
    await app.sms.sendTemplate('family-invite', input.mobile, { member: firstName(member), gender: genderCode, link }, locale);
  }
  return { id: Number(row.id), message: F.inviteSent({ name: input.name }) };
}

async function liveInvite(app: FastifyInstance, token: string): Promise<HelperRow> {
  const row = await helperByToken(app.db, sha256(token), new Date().toISOString());
  if (!row) throw notFound(F.inviteInvalid);
  return row;
}

export async function inviteInfo(app: FastifyInstance, token: string): Promise<InviteInfo> {
  const row = await liveInvite(app, token);
  const existing = await accountByContact(app, row.contactEmail, row.contactMobile);
  return {
    helperName: row.name,
    relation: row.relation,
    memberFirstName: firstName(await memberName(app, row.memberUserId)),
    channel: row.contactEmail ? 'email' : 'mobile',
    contact: row.contactEmail ? maskEmail(row.contactEmail) : maskMobile(row.contactMobile ?? ''),
    existingAccount: Boolean(existing && existing.isVerified === 1 && isFamily(existing.role)),
  };
}

async function familyRoleId(app: FastifyInstance): Promise<number> {
  const row = await app.db.selectFrom('userRole').select('id').where('code', '=', FAMILY_ROLE).executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Sends the one-time code to the invited address or number. A helper new to the site names the
 * other of the two (every account has both): it gets a code of its own, since the invitation
 * proves only where it was sent. Until both codes come back the account waits, unverified, and
 * reserves nothing: a registration or another invitation naming the same address replaces it.
 */
export async function sendInviteCode(app: FastifyInstance, token: string, input: { email?: string; mobile?: string; locale?: Locale }) {
  const row = await liveInvite(app, token);
  const email = row.contactEmail ?? input.email;
  const mobile = row.contactMobile ?? input.mobile;
  let account = await accountByContact(app, row.contactEmail, row.contactMobile);
  if (account && account.isVerified === 1 && !isFamily(account.role)) throw conflict(F.contactIsMember);
  const isNew = !account || account.isVerified !== 1;
  if (isNew) {
    if (!email) throw badRequest(F.emailInvalid, { email: F.emailInvalid });
    if (!mobile) throw badRequest(F.mobileInvalid, { mobile: F.mobileInvalid });
    // Pending accounts reserve nothing: this one replaces them.
    await app.db
      .deleteFrom('users')
      .where('isVerified', '=', 0)
      .where((eb) => eb.or([eb('email', '=', email), eb('mobile', '=', mobile)]))
      .execute();
    const taken = await accountByContact(app, email, mobile);
    if (taken)
      throw conflict(
        taken.email === email ? F.inviteEmailTaken : F.inviteMobileTaken,
        taken.email === email ? { email: F.inviteEmailTaken } : { mobile: F.inviteMobileTaken },
      );
    const now = new Date().toISOString();
    const created = await app.db
      .insertInto('users')
      .values({
        name: row.name,
        email,
        mobile,
        // No password until the helper chooses one with the codes.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        userRoleId: await familyRoleId(app),
        // The language of the invitation page the helper joins from (English when not said).
        locale: input.locale ?? DEFAULT_LOCALE,
        isVerified: 0,
        isActive: 1,
        consentAt: now,
        lastLoginAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    account = { id: created.id, name: row.name, email, mobile, isVerified: 0, locale: 'en', role: FAMILY_ROLE };
  }
  const helper = account!;
  // Per account, and per invitation: a pending account made afresh does not start the count again.
  const wait = (await app.accounts.codeSends(String(helper.id))) ?? (await app.accounts.codeSends(`family-invite:${row.id}`));
  if (wait !== null) throw new HttpError(429, 'too_many_requests', AUTH_TEXT.tooManyRequests({ seconds: wait }), undefined, { 'retry-after': String(wait) });
  const vars = async (purpose: 'otp' | 'contact') => ({
    name: row.name,
    code: await issueCode(app.db, app.accounts.codeKey, helper.id, purpose),
    minutes: OTP_VALID_MINUTES,
  });
  const byMail = (to: string, purpose: 'otp' | 'contact') =>
    vars(purpose).then((v) => app.mail.sendTemplate('otp', to, v, { secretVars: ['code'] }).then(() => maskEmail(to)));
  const bySms = (to: string, purpose: 'otp' | 'contact') => vars(purpose).then((v) => app.sms.sendTemplate('otp', to, v).then(() => maskMobile(to)));
  const sentTo = row.contactEmail ? await byMail(row.contactEmail, 'otp') : await bySms(row.contactMobile ?? '', 'otp');
  if (!isNew) return { sentTo };
  const otherSentTo = row.contactEmail ? await bySms(helper.mobile, 'contact') : await byMail(helper.email, 'contact');
  return { sentTo, otherSentTo };
}

/** What a refused code says, under the field it was typed in. */
function codeRefusal(result: CodeResult): Said {
  if (result.check === 'wrong') return AUTH_TEXT.otpWrong({ left: result.attemptsLeft });
  return result.check === 'spent' ? AUTH_TEXT.codeSpent : F.inviteCodeExpired;
}

/**
 * The code proves the invited address or number, and a new helper's second code the other one;
 * only then is the account verified, linked to the member and signed in.
 */
export async function acceptInvite(app: FastifyInstance, token: string, input: AcceptInviteInput, meta: { ip: string; userAgent?: string }) {
  const row = await liveInvite(app, token);
  const account = await accountByContact(app, row.contactEmail, row.contactMobile);
  if (!account || !isFamily(account.role)) throw badRequest(F.inviteCodeFirst, { code: F.inviteCodeFirst });
  const isNew = account.isVerified !== 1;
  if (isNew && !input.otherCode) {
    const message = row.contactEmail ? F.inviteMobileCodeRequired : F.inviteEmailCodeRequired;
    throw badRequest(message, { otherCode: message });
  }
  if (isNew && !input.password) throw badRequest(F.invitePasswordRequired, { password: F.invitePasswordRequired });
  if (!isNew && (await linkCountOf(app.db, account.id)) >= MAX_MEMBERS_PER_HELPER) throw conflict(F.contactHelpsEnough({ max: MAX_MEMBERS_PER_HELPER }));
  if (isNew && input.password) await refuseGuessablePassword(input.password, 'password', [account.name, account.email, account.mobile]);
  const { codeKey } = app.accounts;
  const invited = await checkCode(app.db, codeKey, account.id, input.code, 'otp');
  const other = isNew && input.otherCode ? await checkCode(app.db, codeKey, account.id, input.otherCode, 'contact') : null;
  const refused = {
    ...(invited.check === 'ok' ? {} : { code: codeRefusal(invited) }),
    ...(!other || other.check === 'ok' ? {} : { otherCode: codeRefusal(other) }),
  };
  if (Object.keys(refused).length) throw badRequest(Object.values(refused).join(' '), refused);
  const now = new Date().toISOString();
  const passwordHash = isNew && input.password ? await hashPassword(input.password) : null;
  await transact(app.db, async (trx) => {
    // Both codes are used together or not at all (a request racing this one used one first).
    if (
      !(await useCodes(
        trx,
        [invited.id, other?.id ?? null].filter((id): id is number => id !== null),
      ))
    )
      throw badRequest(F.inviteCodeExpired, { code: F.inviteCodeExpired });
    if (passwordHash) await trx.updateTable('users').set({ passwordHash, isVerified: 1, updatedAt: now }).where('id', '=', account.id).execute();
  });
  await updateHelper(app.db, row.id, { helperUserId: account.id, status: 'active', inviteTokenHash: null, acceptedAt: now });
  const session = await createSession(app.db, account.id, app.config.sessionTtlHours, meta);
  // The device that accepted is the helper's first: signing in from it later is not news.
  await app.db
    .insertInto('loginHistory')
    .values({
      userId: account.id,
      email: account.email,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      success: 1,
      reason: 'family-invite',
      createdAt: now,
    })
    .execute();
  await app.db.updateTable('sessions').set({ actingForUserId: row.memberUserId }).where('id', '=', session.sessionId).execute();
  return { accessToken: session.token, userId: account.id, userName: account.name, role: FAMILY_ROLE };
}
