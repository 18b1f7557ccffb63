import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { NOTIFICATION_TEXT } from '../../../shared/messages.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import { localeHref } from '../../../shared/i18n/locales.ts';
import type { NotificationType } from '../../../shared/schemas/conversations.ts';
import { dashboardHi } from '../../../shared/i18n/dashboard/hi.ts';
import { dashboardTa } from '../../../shared/i18n/dashboard/ta.ts';
import type { MailService } from '../mail/index.ts';
import type { NotificationTexts } from './notifications.service.ts';

/**
 * Telling a member what an administrator did to their own account (docs/product/trust.md,
 * docs/decisions/058-clean-text-and-telling-members.md): a deactivation, a rejected photo, a
 * cleared two-step sign-in, a changed role. Each is mailed in the member's language, whatever
 * their e-mail settings and even when the account was just deactivated: it is about the account
 * itself, not a member's action. The in-app notification of a rejected photo or a cleared
 * two-step sign-in comes from its event like every other notification; the instant notification
 * mail skips these types so the member gets one mail, this one.
 */
export type MemberNotice =
  | { kind: 'accountDeactivated'; reason: string }
  | { kind: 'roleChanged'; role: string }
  | { kind: 'twoStepReset' }
  | { kind: 'photoRejected'; reason: string }
  // The member's own acts, confirmed: someone else changing the password or deleting the account is noticed.
  | { kind: 'passwordChanged' }
  | { kind: 'accountDeleted' };

/** Notification types mailed here, never as an instant notification mail. */
export const MEMBER_NOTICE_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>(['photo.rejected', 'account.two-step-reset']);

const TEXTS: Record<Locale, NotificationTexts> = {
  en: NOTIFICATION_TEXT,
  hi: dashboardHi.serverTexts.notification,
  ta: dashboardTa.serverTexts.notification,
};

const LINKS: Record<MemberNotice['kind'], string> = {
  accountDeactivated: '',
  roleChanged: '/login',
  twoStepReset: '/login',
  photoRejected: '/dashboard/profile',
  passwordChanged: '/login',
  accountDeleted: '',
};

export function noticeText(notice: MemberNotice, T: NotificationTexts = NOTIFICATION_TEXT): string {
  switch (notice.kind) {
    case 'accountDeactivated':
      return notice.reason ? T.accountDeactivatedBecause({ reason: notice.reason }) : T.accountDeactivated;
    case 'roleChanged':
      return T.roleChanged({ role: notice.role });
    case 'twoStepReset':
      return T.twoStepReset;
    case 'photoRejected':
      return T.photoRejected({ reason: notice.reason });
    case 'passwordChanged':
      return T.passwordChanged;
    case 'accountDeleted':
      return T.accountDeleted;
  }
}

/**
 * Queues the mail in the act's outbox: written through `deps.db`, the act's transaction, and
 * delivered once it commits (MailService.queue); false when the account has no address.
 */
export async function mailMemberNotice(deps: { db: Database; mail: MailService; config: Pick<Config, 'siteUrl'> }, userId: number, notice: MemberNotice) {
  const row = await deps.db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.email', 'u.name', 'u.locale', 'p.fullName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row?.email) return false;
  const locale: Locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const text = noticeText(notice, TEXTS[locale]);
  const summary = text.split(/[:.।]/)[0];
  // The sign-in page in the member's language (/hi/login); the dashboard follows the account by itself.
  const link = LINKS[notice.kind] ? `${deps.config.siteUrl}${localeHref(locale, LINKS[notice.kind])}` : '';
  await deps.mail.queue(deps.db, 'account-notice', row.email, { name: row.fullName ?? row.name, summary, text, link }, { locale });
  return true;
}
