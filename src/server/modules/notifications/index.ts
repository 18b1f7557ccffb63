/** The notifications module's door: everything other code may use of it. */
export { registerNotificationRoutes } from './notifications.routes.ts';
export { describe, markInterestNoticeRead, mine, namesOf, type NotificationTexts } from './notifications.service.ts';
export { mailMemberNotice, MEMBER_NOTICE_TYPES, type MemberNotice } from './member-notice.ts';
