import { LOCALES } from '../../../shared/locales.ts';
import type { FieldDef, ResourceDef } from '../../../shared/resources.ts';
import type { Struct } from 'superstruct';
import { writeStruct, type WriteMode } from '../../../shared/validation/field-struct.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { ProfileDraftSchema } from '../../../shared/schemas/profile.ts';
import { PHRASES_EN } from '../../../shared/phrases.ts';
import { isOptional, structToJsonSchema, type JsonSchema } from './struct-schema.ts';

/**
 * JSON Schemas of the `response` part of replies, written after the reply types in
 * src/shared/schemas. Objects list what a client can rely on and stay open to more keys, so a
 * field added to a reply is not a breaking change.
 */
const int: JsonSchema = { type: 'integer' };
const str: JsonSchema = { type: 'string' };
const bool: JsonSchema = { type: 'boolean' };
const num: JsonSchema = { type: 'number' };
const orNull = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const nint = orNull(int);
const nstr = orNull(str);

/** An object whose listed properties are all present. */
export function shape(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}
export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const pageOf = (items: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema =>
  shape({ items: listOf(items), page: int, pageSize: int, total: int, ...extra });
/** A reply this description does not detail (an export, a provider's answer). */
export const anyObject = (description: string): JsonSchema => ({ type: 'object', description });

/** A text the server wrote, as a key and its values, for a client that words it in the reader's language (docs/decisions/047). */
const phrase: JsonSchema = {
  ...shape({ key: { enum: Object.keys(PHRASES_EN) }, values: { type: 'object', additionalProperties: { type: ['string', 'number'] } } }, ['values']),
  description:
    "The text beside it as a stable key and its values; the English text is the same phrase in English. A client words it in the reader's language or shows the text.",
};
const phraseOrNull: JsonSchema = { ...phrase, type: ['object', 'null'] };

export const deleted = shape({ id: int, deleted: { const: true } });
export const message = (flag: string) => shape({ [flag]: bool, message: str });
export const deletedUser = shape({ deleted: { const: true }, userId: int });

export const health = shape({
  status: { const: 'ok' },
  database: { enum: ['sqlite', 'postgres'] },
  payments: { enum: ['test', 'razorpay'], description: 'The payment provider in use; with test, payments are simulated and no money is charged.' },
  uptimeSeconds: int,
});

const locale: JsonSchema = { type: 'string', enum: [...LOCALES] };
export const me = shape({ userId: int, userName: str, email: str, role: str, otpVerified: bool, locale });
export const languageReply = shape({ locale });

/** Sign-in and verification: the member and, once verified, the access token to send as Bearer. */
const signInFields = {
  userId: int,
  userName: str,
  role: str,
  mobileNumber: str,
  email: str,
  otpVerified: bool,
  accessToken: nstr,
  verificationToken: str,
  success: bool,
  twoStep: { enum: ['verify', 'setup'], description: 'A second step is due: accessToken is null, send challengeToken to /auth/two-step/challenge/*' },
  challengeToken: { ...str, description: 'Carries this sign-in to its second step (10 minutes); not a session' },
};
const signInOptional = ['email', 'verificationToken', 'success', 'mobileNumber', 'twoStep', 'challengeToken'];
export const signedIn = shape(signInFields, signInOptional);

/** Two-step sign-in: setting up, its status, and the recovery codes shown once. */
const recoveryCodes: JsonSchema = { type: 'array', items: str, description: 'Ten single-use recovery codes, shown only now' };
export const signedInWithRecoveryCodes = shape({ ...signInFields, recoveryCodes }, signInOptional);
export const twoStepSetup = shape({
  qrCode: { ...str, description: 'The otpauth:// address as a QR code (an SVG data URL)' },
  secret: { ...str, description: 'The same key as base32 text, to type in' },
  otpauthUrl: str,
});
export const twoStepStatus = shape({ enabled: bool, required: bool, recoveryCodesLeft: int });
export const twoStepOn = shape({ enabled: { const: true }, recoveryCodes });
export const newRecoveryCodes = shape({ recoveryCodes });
const otpSentTo = shape({ email: { ...str, description: 'Masked' }, mobile: { ...str, description: 'Masked' }, smsNotSent: str }, ['smsNotSent']);
export const registered = shape({
  userId: int,
  verificationToken: { ...str, description: 'Send as X-Verification-Token to verify or delete the pending account' },
  otpSentTo,
});
export const codeSent = shape({ sent: { const: true }, retryAfterSeconds: int, otpSentTo });

export const plan = shape({
  id: int,
  name: str,
  price: int,
  currency: { const: 'INR' },
  durationDays: int,
  contactViews: int,
  description: nstr,
  isActive: bool,
});

const subscriptionState = { enum: ['pending', 'active', 'scheduled', 'expired', 'cancelled'] };
export const subscription = shape(
  {
    id: int,
    userId: int,
    planId: int,
    planName: str,
    status: { enum: ['pending', 'active', 'cancelled'] },
    state: subscriptionState,
    amount: num,
    amountLabel: str,
    contactViewsTotal: int,
    contactViewsLeft: int,
    startsAt: nstr,
    endsAt: nstr,
    createdAt: str,
    paidAt: nstr,
    current: bool,
    userName: str,
    userEmail: str,
  },
  ['userName', 'userEmail'],
);
export const testPayment = shape({ subscriptionId: int, proof: shape({ orderId: str, paymentId: str, signature: str }), test: { const: true }, notice: str });
export const webhookEvent: JsonSchema = {
  type: 'object',
  description: "Razorpay's event as it sends it; payment.captured is acted on, any other event is ignored",
  properties: { event: str, payload: { type: 'object' } },
};
export const webhookResult = shape({ recorded: bool, duplicate: bool, ignored: bool }, ['recorded', 'duplicate', 'ignored']);
export const checkout = shape({
  subscription,
  order: shape({
    provider: { enum: ['test', 'razorpay'] },
    orderId: str,
    amount: num,
    currency: { const: 'INR' },
    checkout: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: "What the provider's checkout needs in the browser" },
  }),
});
export const paymentRecorded = shape({ subscriptionId: int, paymentId: str, status: { const: 'captured' }, amount: num });

const matchItem = shape({
  userId: int,
  profileCode: nstr,
  fullName: nstr,
  age: nint,
  height: nint,
  religion: nstr,
  caste: nstr,
  city: nstr,
  state: nstr,
  occupation: nstr,
  qualification: nstr,
  photoUrl: nstr,
  photoPreviewUrl: nstr,
  badges: listOf(str),
  isVerified: bool,
  score: num,
  mutual: bool,
  reasons: listOf(str),
  relaxed: listOf(str),
  note: nstr,
  reasonPhrases: listOf(phrase),
  notePhrase: phraseOrNull,
  interested: bool,
  interest: {
    type: ['object', 'null'],
    properties: { id: int, direction: { enum: ['sent', 'received'] }, status: str },
    required: ['id', 'direction', 'status'],
  },
  shortlisted: bool,
});
export const matchPage = pageOf(matchItem, {
  strictTotal: int,
  relaxedFrom: { enum: ['none', 'caste', 'caste-occupation-education'] },
  criteria: shape({ ageMin: int, ageMax: int, religionId: nint, fromPreference: bool }),
});
export const interest = shape({ userId: int, matchingUserId: int, interested: bool, mutualInterest: bool });
/** Member search (modules/search): the match cards, capped at the results a search shows. */
export const searchPage = pageOf(matchItem, { capped: bool, sort: { enum: ['best', 'newest', 'active'] } });
export const searchHit = matchItem;
export const myCode = shape({ profileCode: str });
export const savedSearch = shape({
  id: int,
  name: str,
  filters: { type: 'object', additionalProperties: true, description: 'The filters of GET /search, as saved' },
  includeInDigest: bool,
  createdAt: str,
});
export const savedSearchList = listOf(savedSearch);
export const savedSearchDeleted = shape({ id: int, deleted: bool });
export const viewerPage = pageOf(shape({ userId: int, fullName: nstr, age: nint, city: nstr, religion: nstr, caste: nstr, viewedAt: str, viewCount: int }));
const contactDetails = shape({ mobile: str, email: str, address: nstr, pinCode: nstr });
export const reveal = shape({ userId: int, contactDetails, contactViewsLeft: int });
const contactAccess: JsonSchema = {
  type: 'object',
  properties: { state: { enum: ['staff', 'needs-plan', 'available', 'revealed'] }, message: str, contactViewsLeft: int, planEndsAt: str },
  required: ['state'],
};

/** A profile as stored: the sections of the profile struct (every field present, null when empty), progress and verification. */
export const profile = ((): JsonSchema => {
  const input = structToJsonSchema(ProfileDraftSchema);
  const sections = Object.fromEntries(Object.entries(input.properties ?? {}).filter(([key]) => !['userId', 'final', 'income'].includes(key)));
  const properties = { userId: int, ...sections, completeness: num, isVerified: bool, updatedAt: nstr };
  return { type: 'object', properties, required: Object.keys(properties) };
})();
export const profilePage = pageOf(profile);
export const profileSearchPage = pageOf(
  shape({ userId: int, fullName: str, genderId: nint, religion: nstr, caste: nstr, city: nstr, age: nint, completeness: num, isVerified: bool }),
);
export const verified = shape({ userId: int, isVerified: { const: true }, verifiedAt: str });

export const adminSummaryReply = shape({
  totalMembers: int,
  verifiedMembers: int,
  newThisWeek: int,
  completeProfiles: int,
  activeSubscriptions: int,
  revenueInr: num,
  currency: { const: 'INR' },
  unreadContactMessages: int,
  signupsPerDay: listOf(shape({ date: str, count: int })),
});
export const memberSummaryReply = shape({
  userId: int,
  matches: int,
  whoViewedMe: int,
  interestsReceived: int,
  interestsSent: int,
  profileProgress: num,
  profileVerified: bool,
  currentPlan: { type: ['object', 'null'], properties: { planName: str, endsAt: nstr, contactViewsLeft: int } },
  notes: listOf(str),
});

export const referenceChild = (parent: string) => listOf(shape({ id: int, name: str, isActive: int, sortOrder: int, [parent]: int }));

/** A multipart upload: the form fields the struct checks, and the file. */
export function uploadBody(fields: Struct<any, any>): JsonSchema {
  const schema = structToJsonSchema(fields);
  return { ...schema, properties: { ...schema.properties, file: { type: 'string', format: 'binary' } }, required: [...(schema.required ?? []), 'file'] };
}

export const document = shape({
  id: int,
  userId: int,
  documentTypeId: int,
  documentType: str,
  docUrl: { ...nstr, description: 'A signed, expiring link to the file; null once the file is purged' },
  mimeType: str,
  originalName: str,
  sizeBytes: int,
  verifiedAt: nstr,
  purgedAt: nstr,
  createdAt: str,
  thumbUrl: { ...nstr, description: "A photo's card thumbnail (WebP), signed like docUrl; null for other documents" },
  galleryUrl: { ...nstr, description: "A photo's gallery size (WebP), signed like docUrl; null for other documents" },
  approval: { enum: ['pending', 'approved', 'rejected'], description: 'Others see a photo once approved' },
  rejectReason: nstr,
});

function fieldSchema(field: FieldDef): JsonSchema {
  const base: JsonSchema =
    field.kind === 'int' || field.kind === 'ref' || field.kind === 'flag'
      ? { type: 'integer' }
      : field.kind === 'decimal'
        ? { type: 'number' }
        : { type: 'string' };
  if (field.kind === 'flag') base.enum = [0, 1];
  return {
    ...base,
    description: field.label,
    ...(field.readOnly ? { readOnly: true } : {}),
    type: field.required ? base.type : [base.type as string, 'null'],
    ...(base.enum && !field.required ? { enum: [0, 1, null] } : {}),
  };
}

/** A record of a resource-table resource as the generic routes answer it (write-only fields never appear). */
export function resourceRecord(resource: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: int };
  for (const field of resource.fields) if (!field.writeOnly) properties[field.name] = fieldSchema(field);
  return { type: 'object', properties, required: ['id'] };
}

/** What a field accepts on writes, read from its definition (the struct that checks it is opaque). */
function fieldInput(field: FieldDef, required: boolean): JsonSchema {
  const text = field.kind === 'text' || field.kind === 'longtext' || field.kind === 'email';
  const schema: JsonSchema = fieldSchema({ ...field, required });
  delete schema.readOnly;
  if (text && field.max !== undefined) schema.maxLength = field.max;
  if (text && field.min !== undefined) schema.minLength = field.min;
  if (field.pattern) schema.pattern = field.pattern.source;
  if (field.kind === 'email') schema.format = 'email';
  if (field.kind === 'date') schema.format = 'date';
  if (field.kind === 'datetime') schema.format = 'date-time';
  if (field.kind === 'ref') Object.assign(schema, { minimum: 1, maximum: MAX_DB_INTEGER });
  if (field.kind === 'int' || field.kind === 'decimal') {
    if (field.min !== undefined) schema.minimum = field.min;
    schema.maximum = Math.min(field.max ?? MAX_DB_INTEGER, MAX_DB_INTEGER);
  }
  if (field.writeOnly) schema.writeOnly = true;
  return schema;
}

/** The body of a generic create or update: the write struct's keys and required list, each field described from the table. */
export function resourceBody(resource: ResourceDef, mode: WriteMode): JsonSchema {
  const shapeOf = writeStruct(resource, mode).schema as unknown as Record<string, Struct<any, any>>;
  const required = Object.keys(shapeOf).filter((key) => !isOptional(shapeOf[key]!));
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    Object.keys(shapeOf).map((key) => [key, { description: 'Read-only: accepted and ignored' }]),
  );
  for (const field of resource.fields) if (!field.readOnly) properties[field.name] = fieldInput(field, required.includes(field.name));
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** Another member's profile as this viewer may see it: the public sections, photos, and contact details once revealed. */
export const viewedProfile = ((): JsonSchema => {
  const sections = profile.properties as Record<string, JsonSchema>;
  const keep = ['personal', 'contact', 'educational', 'family', 'partnerPreferences', 'lifestyle'].filter((key) => key in sections);
  const properties: Record<string, JsonSchema> = {
    userId: int,
    profileCode: nstr,
    ...Object.fromEntries(keep.map((key) => [key, { type: 'object' }])),
    completeness: num,
    isVerified: bool,
    photos: listOf({ type: 'object' }),
    photoAccess: shape({ state: { enum: ['visible', 'preview', 'none'] }, previewUrl: nstr, request: { enum: ['pending', 'granted', null] } }),
    badges: listOf(str),
    contactDetails: { anyOf: [contactDetails, { type: 'null' }] },
    contactAccess,
    gunaMilan: {
      anyOf: [shape({ total: num, max: { const: 36 }, kootas: listOf(shape({ key: str, label: str, points: num, max: int })) }), { type: 'null' }],
      description: 'Horoscope compatibility (36 points), when the viewer opted in and both members gave rashi and nakshatra; never used in ranking',
    },
  };
  return { type: 'object', properties, required: Object.keys(properties) };
})();

// ---- interests, shortlist, not interested, block, reports (src/shared/schemas/interests.ts) ----
const interestStatus: JsonSchema = { enum: ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] };
export const memberCard = shape({
  userId: int,
  fullName: nstr,
  age: nint,
  city: nstr,
  religion: nstr,
  caste: nstr,
  photoUrl: nstr,
  photoPreviewUrl: nstr,
  badges: listOf(str),
});
export const interestPage = pageOf(
  shape({
    id: int,
    direction: { enum: ['sent', 'received'] },
    status: interestStatus,
    note: nstr,
    reply: nstr,
    notePhrase: phraseOrNull,
    replyPhrase: phraseOrNull,
    sentAt: str,
    changedAt: str,
    member: memberCard,
  }),
  { tab: { enum: ['received', 'sent', 'connected', 'closed'] } },
);
export const interestSent = shape({ id: int, status: { enum: ['pending', 'accepted'] }, message: str, mutual: bool });
export const interestMoved = shape({ id: int, status: interestStatus });
export const relation = shape({
  userId: int,
  interest: { type: ['object', 'null'], properties: { id: int, direction: { enum: ['sent', 'received'] }, status: interestStatus } },
  shortlisted: bool,
  notInterested: bool,
  blocked: bool,
  reported: bool,
});
export const markedPage = pageOf(shape({ member: memberCard, markedAt: str }));
export const markResult = {
  type: 'object',
  properties: { userId: int, shortlisted: bool, notInterested: bool, blocked: bool },
  required: ['userId'],
} as JsonSchema;
export const reportFiled = shape({ id: int, message: str, blocked: bool });
const reportRecord = shape({
  id: int,
  reporterId: int,
  reporterName: nstr,
  reason: str,
  details: str,
  status: { enum: ['open', 'closed'] },
  outcome: nstr,
  weight: int,
  goodStanding: bool,
  knewMember: bool,
  createdAt: str,
});
const logEntry = shape({ action: str, adminName: nstr, note: nstr, createdAt: str });
export const reportedProfile = shape({
  member: shape({
    userId: int,
    fullName: nstr,
    age: nint,
    city: nstr,
    religion: nstr,
    caste: nstr,
    photoUrl: nstr,
    photoPreviewUrl: nstr,
    badges: listOf(str),
    email: str,
    isActive: bool,
    hidden: bool,
  }),
  openReports: listOf(reportRecord),
  earlierReports: listOf(reportRecord),
  appeal: orNull(shape({ text: str, createdAt: str })),
  actions: listOf(logEntry),
});
export const reportQueue = pageOf(reportedProfile);
export const myReports = listOf(shape({ id: int, reportedUserId: int, reason: str, status: { enum: ['open', 'closed'] }, outcome: str, createdAt: str }));
export const moderated = shape({ userId: int, action: str, closedReports: int, hidden: bool, isActive: bool });
export const myWarnings = listOf(shape({ reason: str, createdAt: str }));
export const appealState = shape({ hiddenAutomatically: bool, canAppeal: bool, appealedAt: nstr });

// ---- photo privacy, requests, approval, badges (src/shared/schemas/photos.ts) ----
export const horoscopeSettingReply = shape({ horoscopeMatching: bool });
export const privacySettings = shape({ photoVisibility: { enum: ['all', 'plan', 'connections'] }, paused: bool, pausedAt: nstr, pausedReason: nstr });
export const badgeList = shape({ badges: listOf({ enum: ['mobile', 'email', 'photo', 'id'] }) });
export const photoRequestAnswer = shape({ id: int, status: { enum: ['pending', 'granted', 'declined'] } });
export const photoRequestList = listOf(
  shape({
    id: int,
    direction: { enum: ['received', 'sent'] },
    status: { enum: ['pending', 'granted', 'declined'] },
    createdAt: str,
    member: shape({ userId: int, fullName: nstr, city: nstr }),
  }),
);
export const pendingPhotoList = listOf(shape({ id: int, userId: int, fullName: nstr, documentType: str, createdAt: str, galleryUrl: str }));
export const photoReviewed = shape({ id: int, approval: { enum: ['approved', 'rejected'] }, rejectReason: nstr });
// Conversations and notifications (docs/product/member-loop.md)
export const messageItem = shape({ id: int, senderId: int, body: str, createdAt: str, mine: bool, read: bool });
export const conversationPage = pageOf(shape({ member: memberCard, lastMessage: { oneOf: [messageItem, { type: 'null' }] }, unread: int, updatedAt: str }));
export const thread = shape({ member: memberCard, items: listOf(messageItem), hasOlder: bool });
export const conversationRead = shape({ userId: int, readId: int });
const notificationItem = shape({ id: int, type: str, text: str, phrase, link: str, actorId: nint, count: int, createdAt: str, read: bool });
export const notificationPage = pageOf(notificationItem, { unread: int });
export const unreadCount = shape({ unread: int });
