import type { FieldDef, ResourceDef } from '../../../shared/resources.ts';
import type { Struct } from 'superstruct';
import { writeStruct, type WriteMode } from '../../../shared/validation/field-struct.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { ProfileDraftSchema } from '../../../shared/schemas/profile.ts';
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

export const deleted = shape({ id: int, deleted: { const: true } });

export const webhookEvent: JsonSchema = {
  type: 'object',
  description: "Razorpay's event as it sends it; payment.captured is acted on, any other event is ignored",
  properties: { event: str, payload: { type: 'object' } },
};
const contactDetails = shape({ mobile: str, email: str, address: nstr, pinCode: nstr });
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

// ---- photo privacy, requests, approval, badges (src/shared/schemas/photos.ts) ----
