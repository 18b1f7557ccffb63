/**
 * The one resource table: the ~40 master and content collections of docs/product/api.md.
 * It drives the generic API routes, the generic admin screens, the table-driven tests and
 * the database-facing column list. Browser-safe: no DOM, no node: imports.
 */
import type { Struct } from 'superstruct';
import { ContactMessageSchema } from './schemas/contact.ts';
import { MOBILE_PATTERN } from './constants.ts';
import { CODED } from './coded-messages.ts';
import type { CodedMessage } from './message-code.ts';

export type FieldKind = 'text' | 'longtext' | 'email' | 'int' | 'decimal' | 'flag' | 'date' | 'datetime' | 'ref';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  max?: number;
  min?: number;
  /** Resource path of the referenced collection, for kind 'ref'. */
  ref?: string;
  /** Shown in replies, never accepted from a request. */
  readOnly?: boolean;
  /** Accepted on writes, never shown (for example a password). */
  writeOnly?: boolean;
  /** Required on create only (a password the admin may leave blank on edit). */
  requiredOnCreate?: boolean;
  pattern?: RegExp;
  /** What a value that misses `pattern` is told: a coded message where the catalogue has one. */
  patternMessage?: string | CodedMessage;
  /** An Indian mobile: typed separators and a leading +91, 91 or 0 are read off before the checks (validation/mobile.ts). */
  mobile?: true;
  searchable?: boolean;
  /** Stored when a request leaves an optional field empty (columns that are NOT NULL with a default). */
  default?: string | number;
  /** A whole number of rupees, shown as ₹ with Indian digit grouping. */
  currency?: 'INR';
}

/** Who may call an operation: 'owner' means the record's userId is the session's member, or an admin. */
export type Access = 'anyone' | 'member' | 'owner' | 'admin' | 'none';
export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
export type AccessRules = Record<Operation, Access>;

export interface ResourceDef {
  /** Path segment under the API base, exactly as in docs/product/api.md. */
  path: string;
  /** Table name as written in code (camelCase; snake_case in SQL). */
  table: string;
  label: string;
  kind: 'reference' | 'content' | 'private' | 'owned';
  access: AccessRules;
  fields: FieldDef[];
  /** Default sort; a leading '-' sorts descending. */
  sort: string[];
  maxPageSize: number;
  defaultPageSize: number;
  /** A message for operations that the resource does not allow through this pattern. */
  unsupported?: string;
  /** The admin screen of docs/product/pages.md, when there is one. */
  screen?: { label: string; route: string };
  /** Columns of the admin list, when not every visible short field (the dashboard's generic list). */
  listColumns?: string[];
  /**
   * Paths (under the API base, `{id}` for the record) of a resource its own module serves instead
   * of the standard pattern, so the generic admin screens can still drive it.
   */
  endpoints?: ResourceEndpoints;
  /** A form of the site writes this resource: the API checks a new record with that form's own schema first, so both give one text. */
  createSchema?: Struct<unknown, unknown>;
}

export interface ResourceEndpoints {
  list: string;
  get: string;
  create: string;
  update: string;
  delete: string;
}

const READ_ANYONE_WRITE_ADMIN: AccessRules = { list: 'anyone', get: 'anyone', create: 'admin', update: 'admin', delete: 'admin' };
const ADMIN_ONLY: AccessRules = { list: 'admin', get: 'admin', create: 'admin', update: 'admin', delete: 'admin' };
const ADMIN_READ_ONLY: AccessRules = { list: 'admin', get: 'admin', create: 'none', update: 'none', delete: 'none' };

const name = (max = 200): FieldDef => ({ name: 'name', label: 'Name', kind: 'text', required: true, max, searchable: true });
/**
 * A reference row's name in Hindi and in Tamil, beside the English `name`; left empty, readers of
 * that language see the English one (docs/decisions/073-reference-data-in-languages.md).
 */
const localNames = (max = 200): FieldDef[] => [
  { name: 'nameHi', label: 'Hindi name', kind: 'text', max, searchable: true },
  { name: 'nameTa', label: 'Tamil name', kind: 'text', max, searchable: true },
];
const isActive: FieldDef = { name: 'isActive', label: 'Active', kind: 'flag', default: 1 };
const sortOrder: FieldDef = { name: 'sortOrder', label: 'Sort order', kind: 'int', min: 0, max: 100_000, default: 0 };
const code: FieldDef = { name: 'code', label: 'Code', kind: 'text', max: 100, searchable: true };
const createdAt: FieldDef = { name: 'createdAt', label: 'Created', kind: 'datetime', readOnly: true };
const refTo = (fieldName: string, label: string, ref: string, required = true): FieldDef => ({ name: fieldName, label, kind: 'ref', ref, required });

function list(path: string, table: string, label: string, extra: Partial<ResourceDef> = {}): ResourceDef {
  return {
    path,
    table,
    label,
    kind: 'reference',
    access: READ_ANYONE_WRITE_ADMIN,
    fields: [name(), ...localNames(), code, isActive, sortOrder],
    sort: ['sortOrder', 'name'],
    maxPageSize: 1000,
    defaultPageSize: 1000,
    ...extra,
  };
}

function content(path: string, table: string, label: string, fields: FieldDef[]): ResourceDef {
  return { path, table, label, kind: 'content', access: READ_ANYONE_WRITE_ADMIN, fields, sort: ['id'], maxPageSize: 200, defaultPageSize: 50 };
}

function privateList(path: string, table: string, label: string, fields: FieldDef[], extra: Partial<ResourceDef> = {}): ResourceDef {
  return { path, table, label, kind: 'private', access: ADMIN_ONLY, fields, sort: ['-id'], maxPageSize: 100, defaultPageSize: 10, ...extra };
}

const screen = (labelText: string, route: string) => ({ screen: { label: labelText, route } });

export const RESOURCES: readonly ResourceDef[] = [
  // Reference lists: anyone reads, admins write.
  list('religion-master', 'religion', 'Religion', screen('Religion', '/dashboard/religion-master')),
  list('caste-master', 'caste', 'Caste', {
    fields: [name(), ...localNames(), refTo('religionId', 'Religion', 'religion-master'), isActive, sortOrder],
    ...screen('Caste', '/dashboard/caste-master'),
  }),
  list('complexion-master', 'complexion', 'Complexion', screen('Complexion', '/dashboard/complexion-master')),
  list('marital-status-master', 'maritalStatus', 'Marital Status', screen('Marital Status', '/dashboard/marital-status-master')),
  list('qualification-master', 'qualification', 'Qualification', screen('Qualification', '/dashboard/qualification-master')),
  list('occupation-master', 'occupation', 'Occupation', screen('Occupation', '/dashboard/occupation-master')),
  list('employment-type-master', 'employmentType', 'Employment Type', screen('Employee Type', '/dashboard/employment-type-master')),
  list('family-type-master', 'familyType', 'Family Type', screen('Family Type', '/dashboard/family-type-master')),
  list('dietary-habit-master', 'dietaryHabit', 'Dietary Habit', screen('Dietery', '/dashboard/dietary-habit-master')),
  list('smoking-habit-master', 'smokingHabit', 'Smoking Habit'),
  list('drinking-habit-master', 'drinkingHabit', 'Drinking Habit'),
  list('gotra-master', 'gotra', 'Gotra'),
  list('mool-master', 'mool', 'Mool'),
  list('gender-master', 'gender', 'Gender'),
  list('title-master', 'title', 'Title'),
  list('language-master', 'language', 'Language'),
  list('document-type-master', 'documentType', 'Document Type'),
  list('country-master', 'country', 'Country', {
    fields: [
      name(),
      ...localNames(),
      {
        name: 'isoCode',
        label: 'ISO code',
        kind: 'text',
        required: true,
        max: 2,
        min: 2,
        pattern: /^[A-Z]{2}$/,
        patternMessage: 'ISO code must be two capital letters',
      },
      {
        name: 'phoneCode',
        label: 'Phone code',
        kind: 'text',
        required: true,
        max: 8,
        pattern: /^\+\d{1,4}(-\d{1,4})?$/,
        patternMessage: 'Phone code must look like +91 or +1-868',
      },
      isActive,
      sortOrder,
    ],
  }),
  list('state-master', 'state', 'State', { fields: [name(), ...localNames(), refTo('countryId', 'Country', 'country-master'), isActive, sortOrder] }),
  list('location-master', 'location', 'City', { fields: [name(), ...localNames(), refTo('stateId', 'State', 'state-master'), isActive, sortOrder] }),

  // Site content: anyone reads, admins write.
  content('about-us', 'aboutUs', 'About Us', [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 200, searchable: true },
    { name: 'content', label: 'Content', kind: 'longtext', required: true, max: 20_000 },
    isActive,
  ]),
  content('header', 'header', 'Header', [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 200 },
    { name: 'tagline', label: 'Tagline', kind: 'text', max: 300 },
  ]),
  content('footer', 'footer', 'Footer', [
    { name: 'address', label: 'Address', kind: 'text', required: true, max: 500 },
    { name: 'email', label: 'E-mail', kind: 'email', max: 200 },
    { name: 'phone', label: 'Phone', kind: 'text', max: 50 },
    { name: 'copyright', label: 'Copyright', kind: 'text', max: 300 },
  ]),
  content('privacy-policy', 'privacyPolicy', 'Privacy Policy', [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 200 },
    { name: 'content', label: 'Content', kind: 'longtext', required: true, max: 50_000 },
    { name: 'lastUpdated', label: 'Last updated', kind: 'date', required: true },
  ]),
  { ...list('menu-type-master', 'menuType', 'Menu Type'), kind: 'content' },
  { ...list('action-master', 'action', 'Action'), kind: 'content' },
  content('menu-item', 'menuItem', 'Menu Item', [
    { name: 'label', label: 'Label', kind: 'text', required: true, max: 200, searchable: true },
    {
      name: 'url',
      label: 'URL',
      kind: 'text',
      required: true,
      max: 500,
      pattern: /^(\/[^\s]*|https:\/\/[^\s]+)$/,
      patternMessage: 'URL must start with / or https://',
    },
    refTo('menuTypeId', 'Menu type', 'menu-type-master'),
    refTo('parentId', 'Parent item', 'menu-item', false),
    sortOrder,
    isActive,
  ]),
  content('menu-items-translation', 'menuItemTranslation', 'Menu Item Translation', [
    refTo('menuItemId', 'Menu item', 'menu-item'),
    refTo('languageId', 'Language', 'language-master'),
    { name: 'label', label: 'Label', kind: 'text', required: true, max: 200, searchable: true },
  ]),

  // Private collections: administrators only.
  privateList('user-role-master', 'userRole', 'Role', [name(50), ...localNames(50), code, isActive, sortOrder], {
    sort: ['id'],
    ...screen('Role', '/dashboard/user-role-master'),
  }),
  privateList(
    'user-master',
    'users',
    'User',
    [
      { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, searchable: true },
      { name: 'email', label: 'E-mail', kind: 'email', required: true, max: 254, searchable: true },
      {
        name: 'mobile',
        label: 'Mobile',
        kind: 'text',
        required: true,
        max: 10,
        mobile: true,
        // The registration rule and message; a stored number from before the rule is kept until changed (field-struct.ts).
        pattern: MOBILE_PATTERN,
        patternMessage: CODED.VALIDATION.mobileInvalid,
        searchable: true,
      },
      { name: 'password', label: 'Password', kind: 'text', writeOnly: true, requiredOnCreate: true, max: 128, min: 6 },
      refTo('userRoleId', 'Role', 'user-role-master'),
      { name: 'isVerified', label: 'Verified', kind: 'flag', default: 0 },
      isActive,
      // Asked for when deactivating and written into the mail that tells the member (docs/product/trust.md).
      { name: 'deactivationReason', label: 'Reason for deactivation', kind: 'longtext', max: 500 },
      { name: 'lastLoginAt', label: 'Last sign-in', kind: 'datetime', readOnly: true },
      createdAt,
    ],
    { ...screen('Users', '/dashboard/user-master'), listColumns: ['name', 'email', 'userRoleId', 'isVerified', 'isActive', 'lastLoginAt'] },
  ),
  privateList('user-detail', 'userDetail', 'User Detail', [
    refTo('userId', 'User', 'user-master'),
    {
      name: 'alternateMobile',
      label: 'Alternate mobile',
      kind: 'text',
      max: 10,
      mobile: true,
      pattern: /^\d{10}$/,
      patternMessage: CODED.VALIDATION.mobileInvalid,
    },
    refTo('preferredLanguageId', 'Preferred language', 'language-master', false),
    { name: 'adminNotes', label: 'Notes', kind: 'longtext', max: 5000 },
  ]),
  privateList('email-type', 'emailType', 'E-mail Type', [name(100), { ...code, required: true }, isActive, sortOrder], { sort: ['id'] }),
  // An administrator's override of a mail's text in one language; with none, or an empty subject or
  // body, the catalogue's text is sent (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
  privateList('email-template', 'emailTemplate', 'E-mail Template', [
    refTo('emailTypeId', 'E-mail type', 'email-type'),
    {
      name: 'locale',
      label: 'Language (en, hi or ta)',
      kind: 'text',
      max: 2,
      default: 'en',
      pattern: /^(en|hi|ta)$/,
      patternMessage: 'Language must be en (English), hi (Hindi) or ta (Tamil)',
      searchable: true,
    },
    name(),
    { name: 'subject', label: 'Subject', kind: 'text', max: 300, default: '' },
    { name: 'body', label: 'Body', kind: 'longtext', max: 20_000, default: '' },
    isActive,
  ]),
  privateList('email-recipient', 'emailRecipient', 'E-mail Recipient', [
    refTo('emailTypeId', 'E-mail type', 'email-type'),
    name(),
    { name: 'email', label: 'E-mail', kind: 'email', required: true, max: 200, searchable: true },
  ]),
  privateList('mail-settings', 'mailSettings', 'Mail Settings', [
    { name: 'fromName', label: 'From name', kind: 'text', required: true, max: 200 },
    { name: 'fromAddress', label: 'From address', kind: 'email', required: true, max: 200 },
    { name: 'replyTo', label: 'Reply-to', kind: 'email', max: 200 },
    isActive,
  ]),
  privateList(
    'email-log',
    'emailLog',
    'E-mail Log',
    [
      refTo('emailTypeId', 'E-mail type', 'email-type', false),
      { name: 'toAddress', label: 'To', kind: 'email', readOnly: true, searchable: true },
      { name: 'subject', label: 'Subject', kind: 'text', readOnly: true, searchable: true },
      { name: 'status', label: 'Status', kind: 'text', readOnly: true },
      { name: 'attempts', label: 'Attempts', kind: 'int', readOnly: true },
      { name: 'error', label: 'Error', kind: 'text', readOnly: true },
      createdAt,
      { name: 'sentAt', label: 'Sent', kind: 'datetime', readOnly: true },
    ],
    { access: ADMIN_READ_ONLY, unsupported: 'The e-mail log is written by the system and cannot be changed.' },
  ),
  privateList(
    'login-history',
    'loginHistory',
    'Login History',
    [
      refTo('userId', 'User', 'user-master', false),
      { name: 'email', label: 'E-mail', kind: 'email', readOnly: true, searchable: true },
      { name: 'ip', label: 'IP address', kind: 'text', readOnly: true, searchable: true },
      { name: 'userAgent', label: 'Browser', kind: 'text', readOnly: true },
      { name: 'success', label: 'Succeeded', kind: 'flag', readOnly: true },
      { name: 'reason', label: 'Reason', kind: 'text', readOnly: true },
      createdAt,
    ],
    { access: ADMIN_READ_ONLY, unsupported: 'Login history is an audit trail written by the system and cannot be changed.' },
  ),
  privateList(
    'current-login-detail',
    'sessions',
    'Session',
    [
      refTo('userId', 'User', 'user-master'),
      { name: 'ip', label: 'IP address', kind: 'text', readOnly: true },
      { name: 'userAgent', label: 'Browser', kind: 'text', readOnly: true },
      createdAt,
      { name: 'expiresAt', label: 'Expires', kind: 'datetime', readOnly: true },
      { name: 'revokedAt', label: 'Revoked', kind: 'datetime', readOnly: true },
    ],
    {
      access: { list: 'admin', get: 'admin', create: 'none', update: 'none', delete: 'admin' },
      unsupported: 'Sessions are created by signing in; delete one to sign that device out.',
    },
  ),
  {
    path: 'contact-us',
    table: 'contactMessage',
    label: 'Contact Message',
    kind: 'private',
    access: { list: 'admin', get: 'admin', create: 'anyone', update: 'admin', delete: 'admin' },
    createSchema: ContactMessageSchema as Struct<unknown, unknown>,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, max: 50, searchable: true },
      { name: 'email', label: 'Email', kind: 'email', required: true, max: 100, searchable: true },
      {
        name: 'contactNo',
        label: 'Contact number',
        kind: 'text',
        required: true,
        max: 16,
        pattern: /^\+?\d{10,15}$/,
        patternMessage: 'Contact number must be 10 to 15 digits, optionally starting with +',
      },
      { name: 'message', label: 'Message', kind: 'longtext', required: true, max: 1000, searchable: true },
      { name: 'isRead', label: 'Read', kind: 'flag', default: 0 },
      createdAt,
    ],
    sort: ['-createdAt', '-id'],
    maxPageSize: 100,
    defaultPageSize: 10,
    screen: { label: 'Contact List', route: '/dashboard/contact-list' },
  },

  // A member's own documents: the owner or an administrator. Files arrive through POST /Document/upload.
  {
    path: 'document',
    table: 'document',
    label: 'Document',
    kind: 'owned',
    access: { list: 'owner', get: 'owner', create: 'none', update: 'none', delete: 'none' },
    unsupported: 'Documents are added with POST /Document/upload.',
    fields: [
      refTo('userId', 'User', 'user-master'),
      refTo('documentTypeId', 'Document type', 'document-type-master'),
      { name: 'originalName', label: 'File name', kind: 'text', readOnly: true },
      { name: 'mimeType', label: 'Type', kind: 'text', readOnly: true },
      { name: 'sizeBytes', label: 'Size', kind: 'int', readOnly: true },
      { name: 'verifiedAt', label: 'Verified', kind: 'datetime', readOnly: true },
      { name: 'purgedAt', label: 'Purged', kind: 'datetime', readOnly: true },
      createdAt,
    ],
    sort: ['-id'],
    maxPageSize: 100,
    defaultPageSize: 20,
  },
];

/**
 * Resources served by their own modules (not by the generic routes, so not in RESOURCES and its
 * table-driven tests) that use the generic admin screens through `endpoints`.
 */
export const MODULE_RESOURCES: readonly ResourceDef[] = [
  {
    path: 'SubscriptionPlan',
    table: 'subscriptionPlan',
    label: 'Subscription Plan',
    kind: 'reference',
    access: READ_ANYONE_WRITE_ADMIN,
    // The same limits as PlanSchema (src/shared/schemas/subscription.ts), which the plan routes validate with.
    fields: [
      { name: 'name', label: 'Plan name', kind: 'text', required: true, max: 100, searchable: true },
      { name: 'nameHi', label: 'Hindi plan name', kind: 'text', max: 100, searchable: true },
      { name: 'nameTa', label: 'Tamil plan name', kind: 'text', max: 100, searchable: true },
      { name: 'price', label: 'Price in ₹ (GST included)', kind: 'int', required: true, min: 1, max: 10_00_000, currency: 'INR' },
      { name: 'durationDays', label: 'Duration (days)', kind: 'int', required: true, min: 1, max: 3650 },
      { name: 'contactViews', label: 'Contact views', kind: 'int', required: true, min: 0, max: 100_000 },
      { name: 'description', label: 'Description', kind: 'longtext', max: 1000, searchable: true },
      { name: 'descriptionHi', label: 'Hindi description', kind: 'longtext', max: 1000 },
      { name: 'descriptionTa', label: 'Tamil description', kind: 'longtext', max: 1000 },
      isActive,
    ],
    sort: ['sortOrder', 'price'],
    maxPageSize: 100,
    defaultPageSize: 100,
    screen: { label: 'Subscription Plan', route: '/dashboard/subscription-plans' },
    listColumns: ['name', 'price', 'durationDays', 'contactViews', 'isActive'],
    endpoints: {
      list: 'SubscriptionPlan/GetAllSubscriptionPlan',
      get: 'SubscriptionPlan/GetSubscriptionPlanById/{id}',
      create: 'SubscriptionPlan/AddSubscriptionPlan',
      update: 'SubscriptionPlan/UpdateSubscriptionPlan/{id}',
      delete: 'SubscriptionPlan/DeleteSubscriptionPlan/{id}',
    },
  },
];

/**
 * Reference lists beyond the original 40 (docs/product/data.md, docs/decisions/036-fifty-five-profile-fields.md),
 * served and administered by the same generic routes and screens as the lists above.
 */
export const ADDED_RESOURCES: readonly ResourceDef[] = [
  list('rashi-master', 'rashi', 'Rashi', screen('Rashi', '/dashboard/rashi-master')),
  list('nakshatra-master', 'nakshatra', 'Nakshatra', screen('Nakshatra', '/dashboard/nakshatra-master')),
];

/** Every resource the generic routes serve. */
export const GENERIC_RESOURCES: readonly ResourceDef[] = [...RESOURCES, ...ADDED_RESOURCES];

const BY_PATH = new Map(GENERIC_RESOURCES.map((r) => [r.path, r]));

export function resourceByPath(path: string): ResourceDef {
  const found = BY_PATH.get(path);
  if (!found) throw new Error(`Unknown resource ${path}`);
  return found;
}

/** Whether a resource's rows carry names per language (and so a `localName` in replies). */
export const hasLocalNames = (resource: ResourceDef) => resource.fields.some((f) => f.name === 'nameHi');

/** Fields the API shows. */
export const visibleFields = (resource: ResourceDef) => resource.fields.filter((f) => !f.writeOnly);
