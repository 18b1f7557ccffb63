import { english } from '../../compile';
/**
 * The tables an audit log row names as its record ("users #4"), as the server stores them: the
 * reference lists and site settings (src/shared/resources.ts), and the tables of the acts in
 * src/server/lib/audit/admin-acts.ts and of family helpers' acts.
 */
const TABLES = [
  'religion',
  'caste',
  'complexion',
  'maritalStatus',
  'qualification',
  'occupation',
  'employmentType',
  'familyType',
  'dietaryHabit',
  'smokingHabit',
  'drinkingHabit',
  'gotra',
  'mool',
  'gender',
  'title',
  'language',
  'documentType',
  'country',
  'state',
  'location',
  'aboutUs',
  'header',
  'footer',
  'privacyPolicy',
  'menuType',
  'action',
  'menuItem',
  'menuItemTranslation',
  'userRole',
  'users',
  'userDetail',
  'emailType',
  'emailTemplate',
  'emailRecipient',
  'mailSettings',
  'emailLog',
  'loginHistory',
  'sessions',
  'contactMessage',
  'document',
  'rashi',
  'nakshatra',
  'subscriptionPlan',
  'subscription_plan',
  'user_subscription',
  'profile',
  'interest',
  'family_activity',
] as const;
type Table = (typeof TABLES)[number];

/**
 * The audit log's own words beside the dashboard's (`auditLog`): what each row's record is. English
 * names the record by its table, as stored; Hindi and Tamil say what it is.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const auditLogEn = english({
  tables: Object.fromEntries(TABLES.map((table) => [table, table])) as Record<Table, string>,
});

export type AuditLogWords = typeof auditLogEn;
