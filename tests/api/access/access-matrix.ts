import { randomBytes } from 'node:crypto';
import { issueResetToken } from '../../../src/server/modules/auth/index.ts';
import { hmacHex } from '../../../src/server/modules/payments/index.ts';
import { ADDED_RESOURCES, RESOURCES, type Operation, type ResourceDef } from '../../../src/shared/resources.ts';
import { registerMember, registration } from '../../factories/accounts.ts';
import { activePlanId, activeSubscription, paidSubscription, paymentProof, pendingSubscription } from '../../factories/commerce.ts';
import { firstDocumentTypeId, multipartBody, smallPng, uploadDocument } from '../../factories/documents.ts';
import { documentTypeIds, PDF, uploadDocument as uploadIdentityDocument } from '../../helpers/documents.ts';
import { fullProfile, referenceIds } from '../../factories/profile-sample.ts';
import { createMemberWithProfile } from '../../factories/profiles.ts';
import { latestCode } from '../../helpers/outbox.ts';
import { inviteTokenFor, linkedHelper } from '../../factories/family.ts';
import { call } from '../../helpers/test-app.ts';
import { freshCode } from '../../helpers/two-step.ts';
import { createUser, enrolTwoStep, keysOf, passwordStep, tokenFor } from '../../factories/sessions.ts';
import { ROLE_IDS } from '../../../src/shared/constants.ts';
import { secretsFor } from '../../../src/server/lib/secrets.ts';
import { commitStored, writeStored } from '../../../src/server/modules/documents/index.ts';
import { signUnsubscribe } from '../../../src/server/modules/notification-mail/index.ts';
import { PASSWORD, type AccessWorld, type Caller, type Person } from './access-world.ts';
import type { LooseJson } from '../../helpers/loose-json.ts';

/**
 * THE access matrix (docs/product/access.md, docs/decisions/008-access-matrix-and-api-fuzzing.md): every API route, who may call it, and what each caller
 * gets. `access-matrix.test.ts` calls every row as every caller with real ids and checks the
 * outcome; a registered route without a row fails that test.
 *
 * Outcomes: 'ok' is any 2xx; 'filtered' is a 2xx list that holds none of the owner's records;
 * 302 a redirect (the API description's old address); 400 refused as malformed (probes only); 401 not signed in; 403 signed in but not allowed; 404 a record the caller may not know about
 * answers as missing (ids reveal nothing); 405 the operation does not exist for anyone.
 */
export type Outcome = 'ok' | 'filtered' | 302 | 400 | 401 | 403 | 404 | 405 | 409;
export type Expectation = Record<Caller, Outcome>;

export interface CaseContext {
  w: AccessWorld;
  caller: Caller;
  /** The member whose data the call is about. */
  owner: Person;
  /** The signed-in caller, or null for anonymous. */
  me: Person | null;
  token?: string;
}

export interface RouteRequest {
  /** Under /api. */
  url: string;
  body?: unknown;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

export interface RouteAccess {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As registered, under /api. */
  path: string;
  expect: Expectation;
  /** A new owner and caller for each case: the call consumes or changes them (logout, delete account …). */
  fresh?: boolean;
  /** For fresh cases, how the owner is made (default: a member with a profile). */
  freshOwner?(w: AccessWorld): Promise<Person>;
  /** The successful reply is a file or a document page, not the JSON envelope. */
  raw?: boolean;
  request(ctx: CaseContext): Promise<RouteRequest> | RouteRequest;
  /** Further checks on the reply (for example, that a list leaks nothing). */
  observe?(reply: { status: number; body: LooseJson }, ctx: CaseContext): void | Promise<void>;
}

// ---- the caller classes -------------------------------------------------------------------
/**
 * A family helper of the owner (docs/product/family.md) reaches a route anyone may call as a
 * visitor does, and is refused (403) everything else unless FAMILY_OUTCOMES below says otherwise.
 */
/**
 * A relationship manager (docs/product/assisted-service.md) is staff: refused what members do
 * among themselves and what is for administrators, as an editor is, unless MANAGER_OUTCOMES
 * below or the row says otherwise.
 */
const expectation = (
  anonymous: Outcome,
  owner: Outcome,
  other: Outcome,
  editor: Outcome,
  admin: Outcome,
  family?: Outcome,
  manager?: Outcome,
): Expectation => ({
  anonymous,
  owner,
  other,
  editor,
  admin,
  family: family ?? (anonymous === 401 ? 403 : anonymous),
  manager: manager ?? editor,
});
/** Anyone, signed in or not. */
export const PUBLIC = expectation('ok', 'ok', 'ok', 'ok', 'ok');
/** Any signed-in person, about themselves. */
export const SIGNED_IN = expectation(401, 'ok', 'ok', 'ok', 'ok');
/** Administrators only. */
export const ADMIN = expectation(401, 403, 403, 403, 'ok');
/** The member named in the request, or an administrator; naming somebody else is refused. */
export const SELF_OR_ADMIN = expectation(401, 'ok', 403, 403, 'ok');
/** A record that belongs to the owner: to anyone else but an administrator it does not exist. */
export const OWN_RECORD = expectation(401, 'ok', 404, 404, 'ok');
/** The operation does not exist for this resource, for anybody. */
export const UNSUPPORTED = expectation(405, 405, 405, 405, 405);
/** Lists of owned records: everyone signed in may list, and sees their own only. */
export const OWN_LIST = expectation(401, 'ok', 'filtered', 'filtered', 'ok');

// ---- docs/product/access.md, written out: which resource belongs to which access class ---------
/** Kept apart from src/shared/resources.ts on purpose, so a wrong access class there is caught here. */
export const ACCESS_CLASSES = {
  reference: [
    'religion-master',
    'caste-master',
    'complexion-master',
    'marital-status-master',
    'qualification-master',
    'occupation-master',
    'employment-type-master',
    'family-type-master',
    'dietary-habit-master',
    'smoking-habit-master',
    'drinking-habit-master',
    'gotra-master',
    'mool-master',
    'gender-master',
    'title-master',
    'language-master',
    'document-type-master',
    'country-master',
    'state-master',
    'location-master',
  ],
  content: ['about-us', 'header', 'footer', 'privacy-policy', 'menu-type-master', 'action-master', 'menu-item', 'menu-items-translation'],
  private: [
    'user-role-master',
    'user-master',
    'user-detail',
    'email-type',
    'email-template',
    'email-recipient',
    'mail-settings',
    'email-log',
    'login-history',
    'current-login-detail',
    'contact-us',
  ],
  own: ['document'],
} as const;
export type AccessClass = keyof typeof ACCESS_CLASSES;

/** Records only the system writes (audit trails): nobody creates, changes or deletes them through the API. */
const SYSTEM_WRITTEN = new Set(['email-log', 'login-history']);

/** Reference lists added beyond the original 40 for the added profile fields (docs/product/data.md, docs/decisions/036-fifty-five-profile-fields.md). */
export const ADDED_REFERENCE_LISTS = ['rashi-master', 'nakshatra-master'] as const;

export function expectedForResource(path: string, op: Operation): Expectation {
  if ((ADDED_REFERENCE_LISTS as readonly string[]).includes(path)) return op === 'list' || op === 'get' ? PUBLIC : ADMIN;
  const cls = (Object.keys(ACCESS_CLASSES) as AccessClass[]).find((c) => (ACCESS_CLASSES[c] as readonly string[]).includes(path));
  if (!cls) throw new Error(`${path} is in no access class of docs/product/access.md: add it to ACCESS_CLASSES`);
  const read = op === 'list' || op === 'get';
  switch (cls) {
    case 'reference':
    case 'content':
      return read ? PUBLIC : ADMIN;
    case 'own':
      return op === 'list' ? OWN_LIST : op === 'get' ? OWN_RECORD : UNSUPPORTED;
    case 'private':
      if (read) return ADMIN;
      if (SYSTEM_WRITTEN.has(path)) return UNSUPPORTED;
      // Sessions are made by signing in; an administrator may end one.
      if (path === 'current-login-detail') return op === 'delete' ? ADMIN : UNSUPPORTED;
      // The public contact form (docs/product/api.md); reading and handling enquiries is for administrators.
      if (path === 'contact-us' && op === 'create') return PUBLIC;
      return ADMIN;
  }
}

/** The five generic routes of every resource of the resource table. */
function resourceRows(resource: ResourceDef): RouteAccess[] {
  const base = `/${resource.path}`;
  const allowed = (ctx: CaseContext, op: Operation) => expectedForResource(resource.path, op)[ctx.caller] === 'ok';
  // A caller who may change a record gets a fresh one; the others aim at the standing record.
  const target = async (ctx: CaseContext, op: Operation) => (allowed(ctx, op) ? ctx.w.freshRecord(resource) : ctx.w.record(resource));
  const ownerRecords = (body: LooseJson, ctx: CaseContext) => (body.response?.items ?? []).filter((row: { userId?: number }) => row.userId === ctx.owner.id);
  return [
    {
      method: 'GET',
      path: base,
      expect: expectedForResource(resource.path, 'list'),
      request: () => ({ url: `${base}?pageSize=100` }),
      observe: (reply, ctx) => {
        if (resource.path !== 'document' || reply.status !== 200) return;
        const mine = ownerRecords(reply.body, ctx);
        if (ctx.caller === 'owner' || ctx.caller === 'admin') {
          if (!mine.length) throw new Error(`${ctx.caller} does not see the owner's document`);
        } else if (mine.length) throw new Error(`${ctx.caller} sees the owner's documents`);
      },
    },
    {
      method: 'GET',
      path: `${base}/:id`,
      expect: expectedForResource(resource.path, 'get'),
      request: async (ctx) => ({ url: `${base}/${await ctx.w.record(resource)}` }),
    },
    {
      method: 'POST',
      path: base,
      expect: expectedForResource(resource.path, 'create'),
      request: async (ctx) => ({ url: base, body: await ctx.w.sample(resource) }),
    },
    {
      method: 'PUT',
      path: `${base}/:id`,
      expect: expectedForResource(resource.path, 'update'),
      request: async (ctx) => ({ url: `${base}/${await target(ctx, 'update')}`, body: await ctx.w.sample(resource) }),
    },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      expect: expectedForResource(resource.path, 'delete'),
      request: async (ctx) => ({ url: `${base}/${await target(ctx, 'delete')}` }),
    },
  ];
}

// ---- helpers for the rows below --------------------------------------------------------------
/** A member acting for themselves: another member does the same on their own account; staff may not. */
const MEMBER_ACTS = expectation(401, 'ok', 'ok', 403, 403);
/** Acting on one of the owner's own interests or marks: to another member it does not exist; staff may not. */
const MEMBER_OWN = expectation(401, 'ok', 404, 403, 403);
const newMember = async (ctx: CaseContext) => (await ctx.w.member(true)).id;
/** An interest between the owner and a new member, pending, `owner` as sender or receiver. */
async function pendingInterest(ctx: CaseContext, ownerIs: 'sender' | 'receiver'): Promise<number> {
  const other = await newMember(ctx);
  const now = new Date().toISOString();
  const [userId, targetUserId] = ownerIs === 'sender' ? [ctx.owner.id, other] : [other, ctx.owner.id];
  const row = await ctx.w.t.db
    .insertInto('interest')
    .values({ userId, targetUserId, status: 'pending', createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
function MEMBER_LOOP_ROWS(): RouteAccess[] {
  const rows: RouteAccess[] = [
    { method: 'GET', path: '/interests', expect: SIGNED_IN, request: () => ({ url: '/interests?tab=received' }) },
    {
      method: 'POST',
      path: '/interests',
      expect: MEMBER_ACTS,
      fresh: true,
      request: async (ctx) => ({ url: '/interests', body: { targetUserId: await newMember(ctx), template: 0 } }),
    },
    { method: 'GET', path: '/interests/relation/:userId', expect: SIGNED_IN, request: (ctx) => ({ url: `/interests/relation/${ctx.w.target.id}` }) },
  ];
  for (const [action, ownerIs] of [
    ['accept', 'receiver'],
    ['decline', 'receiver'],
    ['withdraw', 'sender'],
  ] as const)
    rows.push({
      method: 'POST',
      path: `/interests/:id/${action}`,
      expect: MEMBER_OWN,
      fresh: true,
      request: async (ctx) => ({ url: `/interests/${await pendingInterest(ctx, ownerIs)}/${action}`, body: {} }),
    });
  for (const path of ['/shortlist', '/not-interested', '/blocks']) {
    rows.push(
      { method: 'GET', path, expect: SIGNED_IN, request: () => ({ url: path }) },
      { method: 'PUT', path: `${path}/:userId`, expect: MEMBER_ACTS, fresh: true, request: async (ctx) => ({ url: `${path}/${await newMember(ctx)}` }) },
      {
        method: 'DELETE',
        path: `${path}/:userId`,
        expect: MEMBER_OWN,
        fresh: true,
        request: async (ctx) => {
          const other = await newMember(ctx);
          const marked = await call(ctx.w.t.app, 'PUT', `${path}/${other}`, { token: await tokenOfOwner(ctx) });
          if (marked.status !== 200) throw new Error(`marking for ${path} answered ${marked.status}`);
          return { url: `${path}/${other}` };
        },
      },
    );
  }
  return rows;
}
const tokenOfOwner = (ctx: CaseContext) => ctx.w.tokenOf(ctx.owner);

/** One working share link of the owner's biodata per world, for the rows that only open it. */
const sharedLinks = new WeakMap<AccessWorld, Promise<{ id: number; token: string }>>();
const openedBiodataLink = (ctx: CaseContext) => {
  if (!sharedLinks.has(ctx.w)) sharedLinks.set(ctx.w, ownerBiodataLink(ctx));
  return sharedLinks.get(ctx.w)!;
};

/** A fresh share link of the owner's biodata: its id and the secret its address carries. */
async function ownerBiodataLink(ctx: CaseContext): Promise<{ id: number; token: string }> {
  const made = await call(ctx.w.t.app, 'POST', '/biodata/links', { token: await tokenOfOwner(ctx), body: {} });
  if (made.status !== 201) throw new Error(`POST /biodata/links answered ${made.status}`);
  const url = String(made.body.response.url);
  return { id: Number(made.body.response.link.id), token: url.slice(url.indexOf('#') + 1) };
}

/**
 * Contact on the member's terms (docs/product/trust.md): each caller's own settings; a hidden
 * contact is the owner's record, which anyone else (an administrator too) is told does not exist.
 */
function CONTACT_TERMS_ROWS(): RouteAccess[] {
  const hiddenOfOwner = async (ctx: CaseContext) => {
    const row = await ctx.w.t.db
      .insertInto('hiddenContact')
      .values({ userId: ctx.owner.id, kind: 'email', digest: randomBytes(32).toString('hex'), hint: 'au•••@example.in', createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  return [
    { method: 'GET', path: '/settings/contact-terms', expect: SIGNED_IN, request: () => ({ url: '/settings/contact-terms' }) },
    {
      method: 'PUT',
      path: '/settings/contact-terms',
      expect: SIGNED_IN,
      request: () => ({ url: '/settings/contact-terms', body: { verifiedLevel: 'mobile', firstMessage: false, interestDailyCap: 10 } }),
    },
    {
      method: 'POST',
      path: '/settings/hidden-contacts',
      expect: SIGNED_IN,
      request: () => ({ url: '/settings/hidden-contacts', body: { contact: `relative-${randomBytes(4).toString('hex')}@example.in` } }),
    },
    {
      method: 'DELETE',
      path: '/settings/hidden-contacts/:id',
      expect: expectation(401, 'ok', 404, 404, 404),
      fresh: true,
      request: async (ctx) => ({ url: `/settings/hidden-contacts/${await hiddenOfOwner(ctx)}` }),
    },
  ];
}

/** Photo privacy, requests, approval, badges, pausing (docs/product/documents-and-photos.md): settings are each caller's own; requests are members'. */
function PHOTO_ROWS(): RouteAccess[] {
  /** A request for the owner's photos from a new member, waiting for the owner's answer. */
  const requestToOwner = async (ctx: CaseContext) => {
    const row = await ctx.w.t.db
      .insertInto('photoRequest')
      .values({ ownerId: ctx.owner.id, requesterId: await newMember(ctx), status: 'pending', createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  /** A new member's photo, waiting for approval. */
  const pendingPhoto = async (ctx: CaseContext) => {
    const member = await ctx.w.member(true);
    return (await uploadDocument(ctx.w.t, await ctx.w.tokenOf(member), member.id)).id;
  };
  return [
    { method: 'GET', path: '/settings/privacy', expect: SIGNED_IN, request: () => ({ url: '/settings/privacy' }) },
    {
      method: 'PUT',
      path: '/settings/photo-visibility',
      expect: SIGNED_IN,
      request: () => ({ url: '/settings/photo-visibility', body: { photoVisibility: 'all' } }),
    },
    { method: 'PUT', path: '/settings/pause', expect: SIGNED_IN, request: () => ({ url: '/settings/pause', body: { paused: false } }) },
    // The opt-in to guna milan on viewed profiles (docs/decisions/037-guna-milan.md): each caller's own.
    { method: 'GET', path: '/settings/horoscope-matching', expect: SIGNED_IN, request: () => ({ url: '/settings/horoscope-matching' }) },
    {
      method: 'PUT',
      path: '/settings/horoscope-matching',
      expect: SIGNED_IN,
      request: () => ({ url: '/settings/horoscope-matching', body: { horoscopeMatching: true } }),
    },
    // The birth chart from the caller's own birth details, and the gazetteer of places of birth (docs/product/horoscope.md).
    { method: 'GET', path: '/places', expect: SIGNED_IN, request: () => ({ url: '/places?q=Varanasi' }) },
    { method: 'GET', path: '/horoscope/chart', expect: MEMBER_ONLY, request: () => ({ url: '/horoscope/chart' }) },
    // Another member's chart: only for a viewer who turned horoscope matching on, which no caller here has.
    {
      method: 'GET',
      path: '/horoscope/chart/:userId',
      expect: expectation(401, 403, 403, 403, 403, 403),
      // A caller who never turned horoscope matching on: the row above turns it on for the shared callers.
      fresh: true,
      request: (ctx) => ({ url: `/horoscope/chart/${ctx.w.target.id}` }),
    },
    {
      method: 'PUT',
      path: '/horoscope/birth-details',
      expect: MEMBER_ONLY,
      request: () => ({ url: '/horoscope/birth-details', body: { placeId: null, utcOffsetMinutes: null } }),
    },
    { method: 'GET', path: '/badges/mine', expect: SIGNED_IN, request: () => ({ url: '/badges/mine' }) },
    // Biodata share links (docs/product/biodata.md): each member's own; a link opens for anyone,
    // signed in or not, and its photo only under the 'all' photo setting (the owner's is not).
    { method: 'GET', path: '/biodata/links', expect: MEMBER_ONLY, request: () => ({ url: '/biodata/links' }) },
    { method: 'POST', path: '/biodata/links', expect: MEMBER_ONLY, request: () => ({ url: '/biodata/links', body: { days: 1 } }) },
    {
      method: 'DELETE',
      path: '/biodata/links/:id',
      expect: expectation(401, 'ok', 404, 403, 403),
      request: async (ctx) => ({ url: `/biodata/links/${(await ownerBiodataLink(ctx)).id}` }),
    },
    {
      method: 'GET',
      path: '/biodata/shared/:token',
      expect: PUBLIC,
      request: async (ctx) => ({ url: `/biodata/shared/${(await openedBiodataLink(ctx)).token}` }),
    },
    {
      method: 'GET',
      path: '/biodata/shared/:token/pdf',
      expect: PUBLIC,
      raw: true,
      request: async (ctx) => ({ url: `/biodata/shared/${(await openedBiodataLink(ctx)).token}/pdf` }),
    },
    {
      method: 'GET',
      path: '/biodata/shared/:token/photo',
      expect: expectation(404, 404, 404, 404, 404),
      raw: true,
      request: async (ctx) => ({ url: `/biodata/shared/${(await openedBiodataLink(ctx)).token}/photo` }),
    },
    {
      method: 'POST',
      path: '/photo-requests',
      expect: MEMBER_ACTS,
      fresh: true,
      request: async (ctx) => {
        const owner = await newMember(ctx);
        await ctx.w.t.db.updateTable('users').set({ photoVisibility: 'connections' }).where('id', '=', owner).execute();
        return { url: '/photo-requests', body: { ownerId: owner } };
      },
    },
    { method: 'GET', path: '/photo-requests', expect: SIGNED_IN, request: () => ({ url: '/photo-requests' }) },
    ...(['grant', 'decline'] as const).map((answer): RouteAccess => ({
      method: 'POST',
      path: `/photo-requests/:id/${answer}`,
      expect: MEMBER_OWN,
      fresh: true,
      request: async (ctx) => ({ url: `/photo-requests/${await requestToOwner(ctx)}/${answer}` }),
    })),
    { method: 'GET', path: '/photo-approval', expect: ADMIN, request: () => ({ url: '/photo-approval' }) },
    {
      method: 'POST',
      path: '/photo-approval/:id/approve',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({ url: `/photo-approval/${await pendingPhoto(ctx)}/approve` }),
    },
    {
      method: 'POST',
      path: '/photo-approval/:id/reject',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({ url: `/photo-approval/${await pendingPhoto(ctx)}/reject`, body: { reason: 'Not a clear photo of the member.' } }),
    },
    { method: 'GET', path: '/photo-approval/decided', expect: ADMIN, request: () => ({ url: '/photo-approval/decided' }) },
    {
      method: 'POST',
      path: '/photo-approval/:id/undo',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => {
        const id = await pendingPhoto(ctx);
        const approved = await call(ctx.w.t.app, 'POST', `/photo-approval/${id}/approve`, { token: await ctx.w.adminToken() });
        if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
        return { url: `/photo-approval/${id}/undo` };
      },
    },
  ];
}
/** Family helpers (docs/product/family.md): the member manages them; the link is the invitation; the helper chooses whom they act for. */
const MEMBER_ONLY = expectation(401, 'ok', 'ok', 403, 403, 403);
const MEMBERS_HELPER = expectation(401, 'ok', 404, 403, 403, 403);
async function helperOfOwner(ctx: CaseContext): Promise<number> {
  return (await linkedHelper(ctx.w.t, ctx.owner.id)).helperId;
}
/** A new invitation of the owner's, by e-mail, and its link token. */
async function invitation(ctx: CaseContext): Promise<string> {
  const email = `helper-${randomBytes(4).toString('hex')}@test.example.in`;
  const res = await call(ctx.w.t.app, 'POST', '/family/helpers', { token: await tokenOfOwner(ctx), body: { name: 'Asha Devi', relation: 'mother', email } });
  if (res.status !== 201) throw new Error(`inviting answered ${res.status}: ${JSON.stringify(res.body.error)}`);
  return inviteTokenFor(ctx.w.t, email);
}
/** A complaint filed as a visitor would, about a new member's profile where the kind names one; its id and ticket. */
async function newGrievance(ctx: CaseContext, kind = 'impersonation'): Promise<{ id: number; ticket: string; email: string }> {
  const subjectUserId = (await ctx.w.member(true)).id;
  const email = `complaint-${randomBytes(4).toString('hex')}@test.example.in`;
  const now = new Date();
  const at = now.toISOString();
  const due = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  const ticket = `GR-${now.getUTCFullYear()}-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const row = await ctx.w.t.db
    .insertInto('grievance')
    .values({
      ticket,
      kind,
      name: 'Meena Rao',
      email,
      locale: 'en',
      subjectUserId,
      description: 'This profile uses my photographs without my consent.',
      status: 'received',
      acknowledgeDueAt: due(24),
      decideDueAt: due(360),
      takeDownDueAt: due(24),
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), ticket, email };
}
/** Grievances (docs/product/trust.md): anyone files and follows a complaint; administrators act on it. */
function GRIEVANCE_ROWS(): RouteAccess[] {
  return [
    {
      method: 'POST',
      path: '/grievances',
      expect: PUBLIC,
      request: () => ({
        url: '/grievances',
        body: { kind: 'fraud', name: 'Meena Rao', email: 'meena@test.example.in', description: 'Someone asked me for money for a customs fee.' },
      }),
    },
    {
      method: 'POST',
      path: '/grievances/status',
      expect: PUBLIC,
      request: async (ctx) => {
        const { ticket, email } = await newGrievance(ctx);
        return { url: '/grievances/status', body: { ticket, email } };
      },
    },
    { method: 'GET', path: '/grievances', expect: ADMIN, request: () => ({ url: '/grievances' }) },
    { method: 'GET', path: '/grievances/report', expect: ADMIN, request: () => ({ url: '/grievances/report?month=2026-11' }) },
    ...['acknowledge', 'take-down'].map((act): RouteAccess => ({
      method: 'POST',
      path: `/grievances/:id/${act}`,
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({ url: `/grievances/${(await newGrievance(ctx)).id}/${act}` }),
    })),
    {
      method: 'POST',
      path: '/grievances/:id/decide',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({
        url: `/grievances/${(await newGrievance(ctx)).id}/decide`,
        body: { outcome: 'not_upheld', reason: 'We found nothing against the rules.' },
      }),
    },
  ];
}
/** Makes `person` a member who may take the selfie check: her consent and an approved close-up photo. */
async function readyForSelfie(ctx: CaseContext, person: Person | null) {
  if (!person || person.roleId !== ROLE_IDS.user) return;
  const { t } = ctx.w;
  const at = new Date().toISOString();
  const type = await t.db.selectFrom('documentType').select('id').where('code', '=', 'closeUpPhoto').executeTakeFirstOrThrow();
  await t.db
    .insertInto('document')
    .values({
      userId: person.id,
      documentTypeId: type.id,
      mimeType: 'image/jpeg',
      originalName: 'me.jpg',
      sizeBytes: 1,
      storageKey: randomBytes(16).toString('hex'),
      approval: 'approved',
      createdAt: at,
    } as never)
    .execute();
  await t.db
    .insertInto('consentLog')
    .values({ userId: person.id, purpose: 'selfie-verification', granted: 1, source: 'settings', ip: null, createdAt: at })
    .execute();
}
/** A selfie check of the owner waiting in the queue, its selfie stored encrypted; its id. */
async function waitingSelfie(ctx: CaseContext): Promise<number> {
  const { t } = ctx.w;
  const stored = await writeStored(t.config, await smallPng(), secretsFor(t.config).documentKey);
  await commitStored(t.config, stored.storageKey);
  const row = await t.db
    .insertInto('selfieCheck')
    .values({
      userId: ctx.owner.id,
      challengeId: randomBytes(8).toString('hex'),
      status: 'pending',
      finding: 'no-face',
      selfieKey: stored.storageKey,
      frameKeys: '[]',
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
/** The selfie check (docs/product/trust.md): members check their own photos; the selfie is theirs and the administrators'. */
function SELFIE_ROWS(): RouteAccess[] {
  return [
    { method: 'GET', path: '/selfie-verification', expect: MEMBER_ONLY, request: () => ({ url: '/selfie-verification' }) },
    {
      method: 'POST',
      path: '/selfie-verification/challenges',
      expect: MEMBER_ONLY,
      fresh: true,
      request: async (ctx) => {
        await readyForSelfie(ctx, ctx.me);
        return { url: '/selfie-verification/challenges' };
      },
    },
    {
      method: 'POST',
      path: '/selfie-verification/checks',
      expect: MEMBER_ONLY,
      fresh: true,
      request: async (ctx) => {
        await readyForSelfie(ctx, ctx.me);
        const challengeId = randomBytes(12).toString('hex');
        if (ctx.me) {
          const at = new Date();
          await ctx.w.t.db
            .insertInto('selfieChallenge')
            .values({
              id: challengeId,
              userId: ctx.me.id,
              steps: '["smile","blink"]',
              createdAt: at.toISOString(),
              expiresAt: new Date(at.getTime() + 60_000).toISOString(),
              usedAt: null,
            })
            .execute();
        }
        const picture = (await smallPng()).toString('base64');
        return { url: '/selfie-verification/checks', body: { challengeId, frames: [picture, picture], selfie: picture } };
      },
    },
    {
      method: 'GET',
      path: '/selfie-verification/checks/:id/selfie',
      expect: OWN_RECORD,
      raw: true,
      request: async (ctx) => ({ url: `/selfie-verification/checks/${await waitingSelfie(ctx)}/selfie` }),
    },
    { method: 'GET', path: '/selfie-verification/queue', expect: ADMIN, request: () => ({ url: '/selfie-verification/queue' }) },
    {
      method: 'POST',
      path: '/selfie-verification/checks/:id/approve',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({ url: `/selfie-verification/checks/${await waitingSelfie(ctx)}/approve` }),
    },
    {
      method: 'POST',
      path: '/selfie-verification/checks/:id/reject',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({ url: `/selfie-verification/checks/${await waitingSelfie(ctx)}/reject`, body: { reason: 'The selfie shows no face at all.' } }),
    },
  ];
}
/** A nominee's request filed as a visitor would, about a new member; its id. */
async function newNomineeRequest(ctx: CaseContext): Promise<number> {
  const member = await ctx.w.member(true);
  const at = new Date().toISOString();
  const row = await ctx.w.t.db
    .insertInto('nomineeRequest')
    .values({
      reference: `NR-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      profileCode: 'SM4K7Q2P',
      memberUserId: member.id,
      namedNominee: 0,
      name: 'Ravi Kumar',
      email: `nominee-${randomBytes(4).toString('hex')}@test.example.in`,
      locale: 'en',
      circumstance: 'incapacity',
      proof: 'A medical certificate from the civil hospital, no. 4512.',
      status: 'received',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
/** Consents by purpose, the nominee, nominees' requests and where profiles were made from (docs/product/trust.md). */
function DATA_RIGHTS_ROWS(): RouteAccess[] {
  const nominee = { name: 'Kamala Iyer', relation: 'parent', email: 'kamala@test.example.in' };
  return [
    { method: 'GET', path: '/settings/consents', expect: MEMBER_ONLY, request: () => ({ url: '/settings/consents' }) },
    {
      method: 'PUT',
      path: '/settings/consents/:purpose',
      expect: MEMBER_ONLY,
      fresh: true,
      request: () => ({ url: '/settings/consents/sms', body: { granted: false } }),
    },
    { method: 'GET', path: '/settings/nominee', expect: MEMBER_ONLY, request: () => ({ url: '/settings/nominee' }) },
    { method: 'PUT', path: '/settings/nominee', expect: MEMBER_ONLY, fresh: true, request: () => ({ url: '/settings/nominee', body: nominee }) },
    { method: 'DELETE', path: '/settings/nominee', expect: MEMBER_ONLY, fresh: true, request: () => ({ url: '/settings/nominee' }) },
    {
      method: 'POST',
      path: '/nominee-requests',
      expect: PUBLIC,
      request: () => ({
        url: '/nominee-requests',
        body: {
          profileCode: 'SM4K7Q2P',
          name: 'Ravi Kumar',
          email: 'ravi@test.example.in',
          circumstance: 'death',
          proof: 'Death certificate no. 2026/004512.',
        },
      }),
    },
    { method: 'GET', path: '/nominee-requests', expect: ADMIN, request: () => ({ url: '/nominee-requests?status=open' }) },
    {
      method: 'POST',
      path: '/nominee-requests/:id/decide',
      expect: ADMIN,
      fresh: true,
      request: async (ctx) => ({
        url: `/nominee-requests/${await newNomineeRequest(ctx)}/decide`,
        body: { outcome: 'rejected', reason: 'The certificate could not be confirmed.' },
      }),
    },
    { method: 'GET', path: '/account-origins', expect: ADMIN, request: () => ({ url: '/account-origins?q=example' }) },
  ];
}
function FAMILY_ROWS(): RouteAccess[] {
  return [
    { method: 'GET', path: '/family/helpers', expect: MEMBER_ONLY, request: () => ({ url: '/family/helpers' }) },
    {
      method: 'POST',
      path: '/family/helpers',
      expect: MEMBER_ONLY,
      fresh: true,
      request: () => ({
        url: '/family/helpers',
        body: { name: 'Asha Devi', relation: 'mother', mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` },
      }),
    },
    {
      method: 'PUT',
      path: '/family/helpers/:id',
      expect: MEMBERS_HELPER,
      fresh: true,
      request: async (ctx) => ({ url: `/family/helpers/${await helperOfOwner(ctx)}`, body: { editProfile: true } }),
    },
    {
      method: 'DELETE',
      path: '/family/helpers/:id',
      expect: MEMBERS_HELPER,
      fresh: true,
      request: async (ctx) => ({ url: `/family/helpers/${await helperOfOwner(ctx)}` }),
    },
    { method: 'PUT', path: '/family/settings', expect: MEMBER_ONLY, fresh: true, request: () => ({ url: '/family/settings', body: { shown: true } }) },
    { method: 'GET', path: '/family/activity', expect: MEMBER_ONLY, request: () => ({ url: '/family/activity' }) },
    {
      // Undoing an interest a helper sent: the owner's own; nobody else knows of it.
      method: 'POST',
      path: '/family/activity/:id/undo',
      expect: MEMBERS_HELPER,
      fresh: true,
      request: async (ctx) => {
        const helper = await ctx.w.helperOf(ctx.owner);
        const sent = await call(ctx.w.t.app, 'POST', '/interests', {
          token: await ctx.w.tokenOf(helper),
          body: { targetUserId: await newMember(ctx), template: 0 },
        });
        if (sent.status !== 201) throw new Error(`a helper's interest answered ${sent.status}: ${JSON.stringify(sent.body.error)}`);
        const act = await ctx.w.t.db
          .selectFrom('familyActivity')
          .select('id')
          .where('memberUserId', '=', ctx.owner.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return { url: `/family/activity/${act.id}/undo` };
      },
    },
    {
      method: 'GET',
      path: '/family/invites/:token',
      expect: PUBLIC,
      fresh: true,
      request: async (ctx) => ({ url: `/family/invites/${await invitation(ctx)}` }),
    },
    {
      method: 'POST',
      path: '/family/invites/:token/code',
      expect: PUBLIC,
      fresh: true,
      request: async (ctx) => ({
        url: `/family/invites/${await invitation(ctx)}/code`,
        body: { mobile: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` },
      }),
    },
    {
      method: 'POST',
      path: '/family/invites/:token/accept',
      expect: PUBLIC,
      fresh: true,
      request: async (ctx) => {
        const token = await invitation(ctx);
        const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
        const sent = await call(ctx.w.t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile } });
        if (sent.status !== 200) throw new Error(`the code answered ${sent.status}: ${JSON.stringify(sent.body.error)}`);
        const info = await ctx.w.t.db
          .selectFrom('familyHelper')
          .select('contactEmail')
          .where('memberUserId', '=', ctx.owner.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return {
          url: `/family/invites/${token}/accept`,
          body: {
            code: latestCode(ctx.w.t.config.dataDir, info.contactEmail ?? ''),
            otherCode: latestCode(ctx.w.t.config.dataDir, mobile),
            password: 'Kesari-Mango-Monsoon-42',
          },
        };
      },
    },
    // Whom the session acts for: a helper's own question; members and staff have none.
    { method: 'GET', path: '/family/acting', expect: expectation(401, 403, 403, 403, 403, 'ok'), request: () => ({ url: '/family/acting' }) },
    {
      method: 'PUT',
      path: '/family/acting',
      expect: expectation(401, 403, 403, 403, 403, 'ok'),
      request: (ctx) => ({ url: '/family/acting', body: { memberId: ctx.owner.id } }),
    },
  ];
}

/** Acting in a conversation of the owner's: another member is not connected (403); staff have none. */
const CONNECTED_MEMBER = expectation(401, 'ok', 403, 403, 403);
/** A new member connected with the owner (an accepted interest). */
async function connectedPeer(ctx: CaseContext): Promise<number> {
  const other = await newMember(ctx);
  const now = new Date().toISOString();
  await ctx.w.t.db.insertInto('interest').values({ userId: ctx.owner.id, targetUserId: other, status: 'accepted', createdAt: now, updatedAt: now }).execute();
  return other;
}
/** A call ringing for the owner, from a new member connected with them; its id. */
async function ringingCall(ctx: CaseContext): Promise<number> {
  const caller = await ctx.w.member(true);
  const now = new Date().toISOString();
  await ctx.w.t.db
    .insertInto('interest')
    .values({ userId: caller.id, targetUserId: ctx.owner.id, status: 'accepted', createdAt: now, updatedAt: now })
    .execute();
  const r = await call(ctx.w.t.app, 'POST', '/calls', { token: await ctx.w.tokenOf(caller), body: { userId: ctx.owner.id, kind: 'voice' } });
  return Number(r.body.response.call.id);
}
/** A call the owner answered; its id. */
async function answeredCall(ctx: CaseContext): Promise<number> {
  const id = await ringingCall(ctx);
  await call(ctx.w.t.app, 'POST', `/calls/${id}/answer`, { token: await tokenOfOwner(ctx) });
  return id;
}
/** Calls (docs/product/calls-and-push.md): only between connected members; a call's own routes only for its two members; staff have none. */
function CALL_ROWS(): RouteAccess[] {
  const party = expectation(401, 'ok', 404, 403, 403);
  return [
    {
      method: 'POST',
      path: '/calls',
      expect: CONNECTED_MEMBER,
      fresh: true,
      request: async (ctx) => ({ url: '/calls', body: { userId: await connectedPeer(ctx), kind: 'video' } }),
    },
    { method: 'POST', path: '/calls/:callId/answer', expect: party, fresh: true, request: async (ctx) => ({ url: `/calls/${await ringingCall(ctx)}/answer` }) },
    {
      method: 'GET',
      path: '/calls/:callId/ice-servers',
      expect: party,
      fresh: true,
      request: async (ctx) => ({ url: `/calls/${await answeredCall(ctx)}/ice-servers` }),
    },
    {
      method: 'POST',
      path: '/calls/:callId/end',
      expect: party,
      fresh: true,
      request: async (ctx) => ({ url: `/calls/${await ringingCall(ctx)}/end`, body: {} }),
    },
    {
      method: 'POST',
      path: '/calls/:callId/signal',
      expect: party,
      fresh: true,
      request: async (ctx) => ({ url: `/calls/${await ringingCall(ctx)}/signal`, body: { kind: 'candidate', data: '{"candidate":""}' } }),
    },
    {
      method: 'GET',
      path: '/calls/with/:userId',
      expect: CONNECTED_MEMBER,
      fresh: true,
      request: async (ctx) => ({ url: `/calls/with/${await connectedPeer(ctx)}` }),
    },
    { method: 'GET', path: '/settings/calls', expect: MEMBER_ACTS, request: () => ({ url: '/settings/calls' }) },
    { method: 'PUT', path: '/settings/calls', expect: MEMBER_ACTS, fresh: true, request: () => ({ url: '/settings/calls', body: { callsEnabled: true } }) },
  ];
}
/** Push notifications (docs/product/calls-and-push.md): each member their own devices and quiet hours; staff have none. */
function PUSH_ROWS(): RouteAccess[] {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/access-matrix-device';
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  const kinds = { interests: true, acceptances: true, messages: true, calls: true };
  return [
    { method: 'GET', path: '/push/key', expect: MEMBER_ACTS, request: () => ({ url: '/push/key' }) },
    {
      method: 'PUT',
      path: '/push/subscription',
      expect: MEMBER_ACTS,
      fresh: true,
      request: () => ({ url: '/push/subscription', body: { endpoint, keys, kinds } }),
    },
    { method: 'POST', path: '/push/subscription/status', expect: MEMBER_ACTS, request: () => ({ url: '/push/subscription/status', body: { endpoint } }) },
    {
      method: 'POST',
      path: '/push/subscription/remove',
      expect: MEMBER_ACTS,
      fresh: true,
      request: () => ({ url: '/push/subscription/remove', body: { endpoint } }),
    },
    { method: 'GET', path: '/settings/push-quiet-hours', expect: MEMBER_ACTS, request: () => ({ url: '/settings/push-quiet-hours' }) },
    {
      method: 'PUT',
      path: '/settings/push-quiet-hours',
      expect: MEMBER_ACTS,
      fresh: true,
      request: () => ({ url: '/settings/push-quiet-hours', body: { from: '22:00', until: '07:00' } }),
    },
  ];
}
/** Member search, profile codes and saved searches (docs/product/matching.md): members search for themselves; staff have no search. */
function SEARCH_ROWS(): RouteAccess[] {
  const savedOfOwner = async (ctx: CaseContext) => {
    const now = new Date().toISOString();
    const row = await ctx.w.t.db
      .insertInto('savedSearch')
      .values({ userId: ctx.owner.id, name: `Saved ${randomBytes(3).toString('hex')}`, filters: '{}', includeInDigest: 0, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const codeOf = async (ctx: CaseContext) =>
    (await ctx.w.t.db.selectFrom('users').select('profileCode').where('id', '=', ctx.w.target.id).executeTakeFirstOrThrow()).profileCode;
  return [
    { method: 'GET', path: '/search', expect: MEMBER_ACTS, request: () => ({ url: '/search?sort=newest&ageMin=18' }) },
    { method: 'GET', path: '/search/code/:code', expect: MEMBER_ACTS, request: async (ctx) => ({ url: `/search/code/${await codeOf(ctx)}` }) },
    { method: 'GET', path: '/search/saved', expect: MEMBER_ACTS, request: () => ({ url: '/search/saved' }) },
    { method: 'GET', path: '/search/my-code', expect: MEMBER_ACTS, request: () => ({ url: '/search/my-code' }) },
    {
      method: 'POST',
      path: '/search/saved',
      expect: MEMBER_ACTS,
      fresh: true,
      request: () => ({ url: '/search/saved', body: { name: 'Pune, verified', filters: { city: 'Pune', verifiedOnly: true } } }),
    },
    {
      method: 'PUT',
      path: '/search/saved/:id',
      expect: MEMBER_OWN,
      fresh: true,
      request: async (ctx) => ({ url: `/search/saved/${await savedOfOwner(ctx)}`, body: { includeInDigest: true } }),
    },
    {
      method: 'DELETE',
      path: '/search/saved/:id',
      expect: MEMBER_OWN,
      fresh: true,
      request: async (ctx) => ({ url: `/search/saved/${await savedOfOwner(ctx)}` }),
    },
    {
      method: 'GET',
      path: '/search/saved/:id/results',
      expect: MEMBER_OWN,
      request: async (ctx) => ({ url: `/search/saved/${await savedOfOwner(ctx)}/results` }),
    },
  ];
}

function CONVERSATION_ROWS(): RouteAccess[] {
  return [
    { method: 'GET', path: '/notifications', expect: SIGNED_IN, request: () => ({ url: '/notifications' }) },
    // The stream itself is held open; its fallback poll answers the same callers (tests/api/live-events.test.ts opens the stream).
    { method: 'GET', path: '/events', expect: SIGNED_IN, request: () => ({ url: '/events?mode=poll' }) },
    { method: 'POST', path: '/events/ticket', expect: SIGNED_IN, request: () => ({ url: '/events/ticket' }) },
    { method: 'GET', path: '/notifications/unread', expect: SIGNED_IN, request: () => ({ url: '/notifications/unread' }) },
    { method: 'POST', path: '/notifications/read-all', expect: SIGNED_IN, fresh: true, request: () => ({ url: '/notifications/read-all' }) },
    {
      // Another person's notification does not exist for the caller, staff included.
      method: 'POST',
      path: '/notifications/:id/read',
      expect: expectation(401, 'ok', 404, 404, 404),
      fresh: true,
      request: async (ctx) => {
        const now = new Date().toISOString();
        const row = await ctx.w.t.db
          .insertInto('notification')
          .values({ userId: ctx.owner.id, type: 'interest.received', actorId: null, eventId: 0, data: '{}', count: 1, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { url: `/notifications/${row.id}/read` };
      },
    },
    // E-mail notifications (docs/decisions/030-notification-mail-and-unsubscribe.md): each person their own settings.
    { method: 'GET', path: '/settings/notification-mail', expect: SIGNED_IN, request: () => ({ url: '/settings/notification-mail' }) },
    {
      method: 'PUT',
      path: '/settings/notification-mail',
      expect: SIGNED_IN,
      request: () => ({ url: '/settings/notification-mail', body: { 'profile-viewed': 'daily' } }),
    },
    // The unsubscribe link needs no sign-in: its signed token names the member and the topic.
    {
      method: 'GET',
      path: '/notifications/unsubscribe',
      expect: PUBLIC,
      request: (ctx) => ({ url: `/notifications/unsubscribe?token=${signUnsubscribe(secretsFor(ctx.w.t.config).signingKey, ctx.owner.id, 'profile-viewed')}` }),
    },
    {
      method: 'POST',
      path: '/notifications/unsubscribe',
      expect: PUBLIC,
      request: (ctx) => ({ url: `/notifications/unsubscribe?token=${signUnsubscribe(secretsFor(ctx.w.t.config).signingKey, ctx.owner.id, 'profile-viewed')}` }),
    },
    { method: 'GET', path: '/conversations', expect: SIGNED_IN, request: () => ({ url: '/conversations' }) },
    { method: 'GET', path: '/conversations/unread', expect: SIGNED_IN, request: () => ({ url: '/conversations/unread' }) },
    {
      method: 'GET',
      path: '/conversations/:userId/messages',
      expect: CONNECTED_MEMBER,
      fresh: true,
      request: async (ctx) => ({ url: `/conversations/${await connectedPeer(ctx)}/messages` }),
    },
    {
      method: 'POST',
      path: '/conversations/:userId/messages',
      expect: CONNECTED_MEMBER,
      fresh: true,
      request: async (ctx) => ({ url: `/conversations/${await connectedPeer(ctx)}/messages`, body: { body: 'Hello from the access matrix.' } }),
    },
    {
      method: 'POST',
      path: '/conversations/:userId/read',
      expect: CONNECTED_MEMBER,
      fresh: true,
      request: async (ctx) => ({ url: `/conversations/${await connectedPeer(ctx)}/read` }),
    },
  ];
}
const profileBody = async (ctx: CaseContext) => fullProfile(ctx.owner.id, await referenceIds(ctx.w.t));
const planBody = () => ({ name: `Access plan ${randomBytes(3).toString('hex')}`, price: 499, durationDays: 30, contactViews: 10 });
async function adminPlan(ctx: CaseContext): Promise<number> {
  const res = await call(ctx.w.t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: await ctx.w.adminToken(), body: planBody() });
  if (res.status !== 201) throw new Error(`AddSubscriptionPlan answered ${res.status}`);
  return res.body.response.id;
}
export const WEBHOOK_SECRET = 'access-matrix-webhook-secret';
function signedWebhook(): RouteRequest {
  const payload = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: `pay_${randomBytes(6).toString('hex')}`, order_id: 'order_unknown', amount: 100 } } },
  });
  return {
    url: '/Payment/razorpay-webhook',
    payload,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, payload) },
  };
}
async function pendingRegistration(ctx: CaseContext) {
  return registerMember(ctx.w.t);
}

// ---- every other route, by hand --------------------------------------------------------------
const SPECIAL_ROWS: RouteAccess[] = [
  // Every mail's catalogue text and its override (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
  { method: 'GET', path: '/mail-texts', expect: ADMIN, request: () => ({ url: '/mail-texts' }) },
  // Operations and the API description
  { method: 'GET', path: '/health', expect: PUBLIC, request: () => ({ url: '/health' }) },
  { method: 'GET', path: '/health/live', expect: PUBLIC, request: () => ({ url: '/health/live' }) },
  { method: 'GET', path: '/health/ready', expect: PUBLIC, request: () => ({ url: '/health/ready' }) },
  { method: 'GET', path: '/docs', expect: PUBLIC, raw: true, request: () => ({ url: '/docs' }) },
  { method: 'GET', path: '/docs/json', expect: PUBLIC, raw: true, request: () => ({ url: '/docs/json' }) },
  { method: 'GET', path: '/docs/yaml', expect: PUBLIC, raw: true, request: () => ({ url: '/docs/yaml' }) },
  {
    method: 'GET',
    path: '/docs/static/index.html',
    expect: expectation(302, 302, 302, 302, 302),
    raw: true,
    request: () => ({ url: '/docs/static/index.html' }),
  },
  { method: 'GET', path: '/docs/static/swagger-initializer.js', expect: PUBLIC, raw: true, request: () => ({ url: '/docs/static/swagger-initializer.js' }) },
  { method: 'GET', path: '/docs/static/*', expect: PUBLIC, raw: true, request: () => ({ url: '/docs/static/swagger-ui.css' }) },

  // Accounts (docs/product/api.md, docs/product/accounts.md)
  { method: 'POST', path: '/auth/register', expect: PUBLIC, request: () => ({ url: '/auth/register', body: registration() }) },
  {
    method: 'POST',
    path: '/auth/verify-otp',
    expect: PUBLIC,
    request: async (ctx) => {
      const m = await pendingRegistration(ctx);
      const code = latestCode(ctx.w.t.dataDir, m.body.email);
      return {
        url: '/auth/verify-otp',
        body: { userId: m.userId, verificationToken: m.verificationToken, email: m.body.email, mobile: m.body.mobile, emailOtpCode: code, mobileOtpCode: code },
      };
    },
  },
  {
    method: 'POST',
    path: '/auth/resend-otp',
    expect: PUBLIC,
    request: async (ctx) => {
      const m = await pendingRegistration(ctx);
      // Past the 60-second cooldown.
      await ctx.w.t.db
        .updateTable('oneTimeCodes')
        .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
        .where('userId', '=', m.userId)
        .execute();
      return { url: '/auth/resend-otp', body: { userId: m.userId, verificationToken: m.verificationToken } };
    },
  },
  {
    method: 'DELETE',
    path: '/auth/unverified/:userId',
    expect: PUBLIC,
    request: async (ctx) => {
      const m = await pendingRegistration(ctx);
      return { url: `/auth/unverified/${m.userId}`, headers: { 'x-verification-token': m.verificationToken } };
    },
  },
  {
    method: 'POST',
    path: '/auth/login',
    expect: PUBLIC,
    request: (ctx) => ({ url: '/auth/login', body: { email: ctx.owner.email, password: ctx.owner.password } }),
  },
  { method: 'GET', path: '/auth/logout', expect: SIGNED_IN, request: () => ({ url: '/auth/logout' }) },
  { method: 'GET', path: '/auth/me', expect: SIGNED_IN, request: () => ({ url: '/auth/me' }) },
  {
    method: 'POST',
    path: '/auth/update-password',
    expect: SIGNED_IN,
    fresh: true,
    request: (ctx) => ({
      url: '/auth/update-password',
      body: { currentPassword: ctx.me?.password ?? 'Secret-Pass-1', newPassword: 'Another-Pass-29', confirmPassword: 'Another-Pass-29' },
    }),
  },
  { method: 'POST', path: '/auth/reset-password', expect: PUBLIC, request: (ctx) => ({ url: '/auth/reset-password', body: { email: ctx.owner.email } }) },
  {
    method: 'POST',
    path: '/auth/complete-reset',
    expect: PUBLIC,
    fresh: true,
    request: async (ctx) => ({
      url: '/auth/complete-reset',
      body: { token: await issueResetToken(ctx.w.t.db, ctx.owner.id), newPassword: 'Another-Pass-29', confirmPassword: 'Another-Pass-29' },
    }),
  },
  // Two-step sign-in: the challenge steps are public (a challenge token, not a session, is the proof).
  {
    method: 'POST',
    path: '/auth/two-step/challenge/verify',
    expect: PUBLIC,
    request: async (ctx) => {
      const m = await createUser(ctx.w.t, { password: PASSWORD });
      await enrolTwoStep(ctx.w.t, await tokenFor(ctx.w.t, m.email), m.email);
      const challengeToken = await passwordStep(ctx.w.t, m.email, PASSWORD);
      return { url: '/auth/two-step/challenge/verify', body: { challengeToken, code: await freshCode(keysOf(ctx.w.t), m.email) } };
    },
  },
  {
    method: 'POST',
    path: '/auth/two-step/challenge/setup',
    expect: PUBLIC,
    request: async (ctx) => {
      const a = await createUser(ctx.w.t, { password: PASSWORD, roleId: ROLE_IDS.admin });
      return { url: '/auth/two-step/challenge/setup', body: { challengeToken: await passwordStep(ctx.w.t, a.email, PASSWORD) } };
    },
  },
  {
    method: 'POST',
    path: '/auth/two-step/challenge/confirm',
    expect: PUBLIC,
    request: async (ctx) => {
      const a = await createUser(ctx.w.t, { password: PASSWORD, roleId: ROLE_IDS.admin });
      const challengeToken = await passwordStep(ctx.w.t, a.email, PASSWORD);
      const setup = await call(ctx.w.t.app, 'POST', '/auth/two-step/challenge/setup', { body: { challengeToken } });
      keysOf(ctx.w.t).set(a.email, { secret: setup.body.response.secret, lastStep: 0 });
      return { url: '/auth/two-step/challenge/confirm', body: { challengeToken, code: await freshCode(keysOf(ctx.w.t), a.email) } };
    },
  },
  { method: 'GET', path: '/auth/two-step', expect: SIGNED_IN, request: () => ({ url: '/auth/two-step' }) },
  { method: 'POST', path: '/auth/two-step/setup', expect: SIGNED_IN, fresh: true, request: () => ({ url: '/auth/two-step/setup', body: {} }) },
  {
    method: 'POST',
    path: '/auth/two-step/confirm',
    expect: SIGNED_IN,
    fresh: true,
    request: async (ctx) => {
      if (!ctx.me || !ctx.token) return { url: '/auth/two-step/confirm', body: { code: '123456' } };
      const setup = await call(ctx.w.t.app, 'POST', '/auth/two-step/setup', { token: ctx.token, body: {} });
      keysOf(ctx.w.t).set(ctx.me.email, { secret: setup.body.response.secret, lastStep: 0 });
      return { url: '/auth/two-step/confirm', body: { code: await freshCode(keysOf(ctx.w.t), ctx.me.email) } };
    },
  },
  {
    method: 'POST',
    path: '/auth/two-step/recovery-codes',
    expect: SIGNED_IN,
    fresh: true,
    request: async (ctx) => {
      if (!ctx.me || !ctx.token) return { url: '/auth/two-step/recovery-codes', body: { code: '123456' } };
      const [recoveryCode] = await enrolTwoStep(ctx.w.t, ctx.token, ctx.me.email);
      return { url: '/auth/two-step/recovery-codes', body: { code: recoveryCode } };
    },
  },
  {
    method: 'POST',
    path: '/auth/two-step/disable',
    expect: SIGNED_IN,
    fresh: true,
    request: async (ctx) => {
      if (!ctx.me || !ctx.token) return { url: '/auth/two-step/disable', body: { password: PASSWORD, code: '123456' } };
      const [recoveryCode] = await enrolTwoStep(ctx.w.t, ctx.token, ctx.me.email);
      return { url: '/auth/two-step/disable', body: { password: ctx.me.password, code: recoveryCode } };
    },
  },
  { method: 'DELETE', path: '/auth/two-step/:userId', expect: ADMIN, fresh: true, request: (ctx) => ({ url: `/auth/two-step/${ctx.owner.id}` }) },
  { method: 'GET', path: '/account/export', expect: SIGNED_IN, request: () => ({ url: '/account/export' }) },
  // The caller's own language (docs/decisions/042-member-language.md); sets it to English, which changes nothing shared.
  { method: 'PUT', path: '/account/language', expect: SIGNED_IN, request: () => ({ url: '/account/language', body: { locale: 'en' } }) },
  {
    method: 'DELETE',
    path: '/account',
    expect: SIGNED_IN,
    fresh: true,
    request: (ctx) => ({ url: '/account', body: { password: ctx.me?.password ?? 'Secret-Pass-1' } }),
  },

  // Reference lookups
  {
    method: 'GET',
    path: '/caste-master/get-caste-master-by-religion-id/:religionId',
    expect: PUBLIC,
    request: () => ({ url: '/caste-master/get-caste-master-by-religion-id/1' }),
  },
  {
    method: 'GET',
    path: '/state-master/get-state-master-by-country/:id',
    expect: PUBLIC,
    request: () => ({ url: '/state-master/get-state-master-by-country/1' }),
  },

  // Profiles (docs/product/access.md: own data)
  {
    method: 'PUT',
    path: '/user-matrimonial-detail/UpdateUserMatrimonial',
    expect: SELF_OR_ADMIN,
    request: async (ctx) => ({ url: '/user-matrimonial-detail/UpdateUserMatrimonial', body: await profileBody(ctx) }),
  },
  {
    method: 'PUT',
    path: '/user-matrimonial-detail/UpdateUserMatrimonial/:id',
    expect: SELF_OR_ADMIN,
    request: async (ctx) => ({ url: `/user-matrimonial-detail/UpdateUserMatrimonial/${ctx.owner.id}`, body: await profileBody(ctx) }),
  },
  {
    method: 'PUT',
    path: '/user-matrimonial-detail/:id',
    expect: SELF_OR_ADMIN,
    request: async (ctx) => ({ url: `/user-matrimonial-detail/${ctx.owner.id}`, body: await profileBody(ctx) }),
  },
  {
    method: 'POST',
    path: '/user-matrimonial-detail',
    expect: SELF_OR_ADMIN,
    // A member without a profile yet: the create route answers 409 when there is one.
    fresh: true,
    freshOwner: (w) => w.member(false),
    request: async (ctx) => ({ url: '/user-matrimonial-detail', body: await profileBody(ctx) }),
  },
  { method: 'GET', path: '/user-matrimonial-detail', expect: ADMIN, request: () => ({ url: '/user-matrimonial-detail' }) },
  { method: 'GET', path: '/user-matrimonial-detail/:id', expect: SELF_OR_ADMIN, request: (ctx) => ({ url: `/user-matrimonial-detail/${ctx.owner.id}` }) },
  {
    method: 'DELETE',
    path: '/user-matrimonial-detail/:id',
    expect: SELF_OR_ADMIN,
    fresh: true,
    request: (ctx) => ({ url: `/user-matrimonial-detail/${ctx.owner.id}` }),
  },
  {
    method: 'GET',
    path: '/user-detail/GetUserProfileAsync/:userId',
    expect: SELF_OR_ADMIN,
    request: (ctx) => ({ url: `/user-detail/GetUserProfileAsync/${ctx.owner.id}` }),
  },
  { method: 'GET', path: '/user-matrimonial-detail/search', expect: ADMIN, request: () => ({ url: '/user-matrimonial-detail/search' }) },
  { method: 'PUT', path: '/user-matrimonial-detail/:id/verify', expect: ADMIN, request: (ctx) => ({ url: `/user-matrimonial-detail/${ctx.owner.id}/verify` }) },

  // Documents (docs/product/documents-and-photos.md)
  {
    method: 'POST',
    path: '/Document/upload',
    expect: SELF_OR_ADMIN,
    // A new upload replaces the member's document of the same type.
    fresh: true,
    request: async (ctx) => {
      const { payload, contentType } = await multipartBody(
        { userId: ctx.owner.id, documentTypeId: await firstDocumentTypeId(ctx.w.t) },
        { name: 'photo.png', bytes: await smallPng() },
      );
      return { url: '/Document/upload', payload, headers: { 'content-type': contentType } };
    },
  },
  {
    method: 'DELETE',
    path: '/Document/:id',
    expect: OWN_RECORD,
    // Each case deletes a new upload of the owner's.
    fresh: true,
    request: async (ctx) => ({ url: `/Document/${(await uploadDocument(ctx.w.t, await ctx.w.tokenOf(ctx.owner), ctx.owner.id)).id}` }),
  },
  { method: 'PUT', path: '/Document/:id/verify', expect: ADMIN, request: (ctx) => ({ url: `/Document/${ctx.w.ownerDocument.id}/verify` }) },
  {
    method: 'DELETE',
    path: '/Document/:id/file',
    expect: ADMIN,
    // Each case purges a new verified identity document of the owner's (a purge cannot be undone).
    fresh: true,
    request: async (ctx) => {
      const types = await documentTypeIds(ctx.w.t);
      const upload = await uploadIdentityDocument(
        ctx.w.t,
        await ctx.w.tokenOf(ctx.owner),
        { userId: ctx.owner.id, documentTypeId: types.aadharCard },
        { name: 'aadhaar.pdf', bytes: PDF },
      );
      const { id } = upload.body.response as { id: number };
      const verified = await call(ctx.w.t.app, 'PUT', `/Document/${id}/verify`, { token: await ctx.w.adminToken() });
      if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
      return { url: `/Document/${id}/file` };
    },
  },
  { method: 'GET', path: '/documents/user/:userId', expect: SELF_OR_ADMIN, request: (ctx) => ({ url: `/documents/user/${ctx.owner.id}` }) },
  // The signed link is the permission (an <img> sends no header); a link without a valid signature is refused, see the probes.
  { method: 'GET', path: '/files/:id', expect: PUBLIC, raw: true, request: (ctx) => ({ url: ctx.w.ownerDocument.docUrl.replace(/^\/api/, '') }) },

  // Matching and views (docs/product/matching.md): the viewer is always the session's member
  {
    method: 'GET',
    path: '/user-matrimonial-detail/match',
    expect: SELF_OR_ADMIN,
    request: (ctx) => ({ url: `/user-matrimonial-detail/match?userId=${ctx.owner.id}` }),
  },
  {
    method: 'GET',
    path: '/user-matrimonial-detail/GetMatchingProfilesAsync',
    expect: SELF_OR_ADMIN,
    request: (ctx) => ({ url: `/user-matrimonial-detail/GetMatchingProfilesAsync?userId=${ctx.owner.id}` }),
  },
  {
    method: 'POST',
    path: '/user-matrimonial-detail/UpdateMatchingProfile',
    expect: SELF_OR_ADMIN,
    request: (ctx) => ({ url: '/user-matrimonial-detail/UpdateMatchingProfile', body: { userId: ctx.owner.id, matchingUserId: ctx.w.target.id } }),
  },
  {
    method: 'GET',
    path: '/user-matrimonial-detail/ViewUserProfileAsync/:id/:viewerId',
    // The owner here is the viewer: nobody, not even an administrator, records a view in another's name.
    expect: expectation(401, 'ok', 403, 403, 403),
    request: (ctx) => ({ url: `/user-matrimonial-detail/ViewUserProfileAsync/${ctx.w.target.id}/${ctx.owner.id}` }),
  },
  {
    method: 'POST',
    path: '/user-matrimonial-detail/RevealContact/:id',
    // Spends a contact view of the caller's own plan; each signed-in caller has one.
    expect: SIGNED_IN,
    fresh: true,
    request: async (ctx) => {
      // A helper has no plan of their own and may not buy one (docs/product/family.md).
      if (ctx.token && ctx.caller !== 'family') await activeSubscription(ctx.w.t, ctx.token);
      return { url: `/user-matrimonial-detail/RevealContact/${ctx.w.target.id}` };
    },
  },

  // Plans, subscriptions, payments (docs/product/plans-and-payments.md)
  { method: 'GET', path: '/SubscriptionPlan/GetAllSubscriptionPlan', expect: PUBLIC, request: () => ({ url: '/SubscriptionPlan/GetAllSubscriptionPlan' }) },
  {
    method: 'GET',
    path: '/SubscriptionPlan/GetSubscriptionPlanById/:id',
    expect: PUBLIC,
    request: async (ctx) => ({ url: `/SubscriptionPlan/GetSubscriptionPlanById/${await activePlanId(ctx.w.t)}` }),
  },
  {
    method: 'POST',
    path: '/SubscriptionPlan/AddSubscriptionPlan',
    expect: ADMIN,
    request: () => ({ url: '/SubscriptionPlan/AddSubscriptionPlan', body: planBody() }),
  },
  {
    method: 'PUT',
    path: '/SubscriptionPlan/UpdateSubscriptionPlan/:id',
    expect: ADMIN,
    request: async (ctx) => ({ url: `/SubscriptionPlan/UpdateSubscriptionPlan/${await adminPlan(ctx)}`, body: planBody() }),
  },
  {
    method: 'DELETE',
    path: '/SubscriptionPlan/DeleteSubscriptionPlan/:id',
    expect: ADMIN,
    request: async (ctx) => ({ url: `/SubscriptionPlan/DeleteSubscriptionPlan/${await adminPlan(ctx)}` }),
  },
  {
    method: 'POST',
    path: '/Subscription/create',
    expect: SELF_OR_ADMIN,
    request: async (ctx) => ({ url: '/Subscription/create', body: { planId: await activePlanId(ctx.w.t), userId: ctx.owner.id } }),
  },
  {
    method: 'PUT',
    path: '/Subscription/:id/activate',
    expect: OWN_RECORD,
    request: async (ctx) => ({ url: `/Subscription/${await paidSubscription(ctx.w.t, await tokenOfOwner(ctx))}/activate` }),
  },
  { method: 'GET', path: '/Subscription/active/:userId', expect: SELF_OR_ADMIN, request: (ctx) => ({ url: `/Subscription/active/${ctx.owner.id}` }) },
  {
    method: 'GET',
    path: '/Subscription/GetAllUserSubscriptionByUserId/:userId',
    expect: SELF_OR_ADMIN,
    request: (ctx) => ({ url: `/Subscription/GetAllUserSubscriptionByUserId/${ctx.owner.id}` }),
  },
  { method: 'GET', path: '/Subscription/GetAllUserSubscription', expect: ADMIN, request: () => ({ url: '/Subscription/GetAllUserSubscription' }) },
  { method: 'GET', path: '/Subscription/:id', expect: OWN_RECORD, request: (ctx) => ({ url: `/Subscription/${ctx.w.ownerPendingSubscription}` }) },
  {
    method: 'GET',
    path: '/Subscription/:id/receipt',
    expect: OWN_RECORD,
    raw: true,
    request: (ctx) => ({ url: `/Subscription/${ctx.w.ownerPaidSubscription}/receipt` }),
  },
  {
    method: 'GET',
    path: '/Subscription/:id/invoice',
    expect: OWN_RECORD,
    raw: true,
    request: (ctx) => ({ url: `/Subscription/${ctx.w.ownerPaidSubscription}/invoice` }),
  },
  {
    method: 'PUT',
    path: '/Subscription/GetAllUserSubscription/:id',
    expect: ADMIN,
    request: async (ctx) => ({
      url: `/Subscription/GetAllUserSubscription/${(await pendingSubscription(ctx.w.t, await tokenOfOwner(ctx))).subscriptionId}`,
      body: { status: 'cancelled' },
    }),
  },
  {
    method: 'DELETE',
    path: '/Subscription/:id',
    expect: OWN_RECORD,
    request: async (ctx) => ({ url: `/Subscription/${(await pendingSubscription(ctx.w.t, await tokenOfOwner(ctx))).subscriptionId}` }),
  },
  {
    method: 'DELETE',
    path: '/Subscription/DeleteUserSubscription/:id',
    expect: OWN_RECORD,
    request: async (ctx) => ({ url: `/Subscription/DeleteUserSubscription/${(await pendingSubscription(ctx.w.t, await tokenOfOwner(ctx))).subscriptionId}` }),
  },
  {
    method: 'POST',
    path: '/Payment/AddPayment/',
    expect: OWN_RECORD,
    request: async (ctx) => ({ url: '/Payment/AddPayment/', body: { ...(await paymentProof(ctx.w.t, await tokenOfOwner(ctx))), provider: 'test' } }),
  },
  {
    method: 'POST',
    path: '/Payment/test-checkout',
    expect: OWN_RECORD,
    request: (ctx) => ({ url: '/Payment/test-checkout', body: { subscriptionId: ctx.w.ownerPendingSubscription } }),
  },
  // Authenticated by Razorpay's signature, not by a session.
  { method: 'POST', path: '/Payment/razorpay-webhook', expect: PUBLIC, request: () => signedWebhook() },

  // Dashboard summaries
  { method: 'GET', path: '/Dashboard/GetUserSummary', expect: ADMIN, request: () => ({ url: '/Dashboard/GetUserSummary' }) },
  // The audit log of administrator acts (docs/product/trust.md): read and exported by administrators; no route changes it
  { method: 'GET', path: '/audit-log', expect: ADMIN, request: (ctx) => ({ url: `/audit-log?memberId=${ctx.owner.id}&page=1&pageSize=10` }) },
  { method: 'GET', path: '/audit-log.csv', expect: ADMIN, raw: true, request: () => ({ url: '/audit-log.csv?kind=master.create' }) },
  {
    method: 'GET',
    path: '/Dashboard/GetUserMatchingSummaryAsync',
    expect: SELF_OR_ADMIN,
    request: (ctx) => ({ url: `/Dashboard/GetUserMatchingSummaryAsync?userId=${ctx.owner.id}` }),
  },

  // Interests, shortlist, not interested, blocks (docs/product/member-loop.md): each caller acts on their own; staff have none
  ...MEMBER_LOOP_ROWS(),
  // Conversations between connected members and notifications (docs/product/member-loop.md)
  ...CONVERSATION_ROWS(),
  ...CALL_ROWS(),
  ...PUSH_ROWS(),
  // Member search, profile codes and saved searches (docs/product/matching.md)
  ...SEARCH_ROWS(),
  // Reports and moderation (docs/product/member-loop.md)
  {
    method: 'POST',
    path: '/reports',
    expect: MEMBER_ACTS,
    fresh: true,
    request: async (ctx) => ({
      url: '/reports',
      body: { reportedUserId: await newMember(ctx), reason: 'other', details: 'Checking who may report a profile.' },
    }),
  },
  { method: 'GET', path: '/reports/mine', expect: SIGNED_IN, request: () => ({ url: '/reports/mine' }) },
  { method: 'GET', path: '/moderation/warnings', expect: SIGNED_IN, request: () => ({ url: '/moderation/warnings' }) },
  { method: 'GET', path: '/moderation/appeal', expect: MEMBER_ACTS, request: () => ({ url: '/moderation/appeal' }) },
  {
    // Nobody here is hidden automatically, so a member's appeal is refused as nothing to appeal (409).
    method: 'POST',
    path: '/moderation/appeal',
    expect: expectation(401, 409, 409, 403, 403),
    request: () => ({ url: '/moderation/appeal', body: { text: 'Checking who may appeal a hide.' } }),
  },
  { method: 'GET', path: '/moderation/reports', expect: ADMIN, request: () => ({ url: '/moderation/reports' }) },
  { method: 'GET', path: '/moderation/members/:userId', expect: ADMIN, request: (ctx) => ({ url: `/moderation/members/${ctx.owner.id}` }) },
  {
    method: 'POST',
    path: '/moderation/members/:userId/actions',
    expect: ADMIN,
    fresh: true,
    request: async (ctx) => ({ url: `/moderation/members/${await newMember(ctx)}/actions`, body: { action: 'dismiss' } }),
  },
  ...PHOTO_ROWS(),
  // Family helpers (docs/product/family.md)
  ...FAMILY_ROWS(),
  // Grievances (docs/product/trust.md)
  ...GRIEVANCE_ROWS(),
  ...SELFIE_ROWS(),
  ...DATA_RIGHTS_ROWS(),
  // Contact on the member's terms (docs/product/trust.md)
  ...CONTACT_TERMS_ROWS(),
];

/** The assisted service (docs/product/assisted-service.md): the member's side, administrators', the manager's workbench. */
const ASSISTED_MEMBER = expectation(401, 'ok', 'ok', 403, 403, 'ok', 403);
const ASSISTED_ADMIN = expectation(401, 403, 403, 403, 'ok', 403, 403);
/** The workbench: the owner's own manager only. */
const WORKBENCH = expectation(401, 403, 403, 403, 403, 403, 'ok');
/** A pick of a new shortlist of the owner's, of a member the owner may see. */
async function ownersPick(ctx: CaseContext): Promise<number> {
  const profile = await createMemberWithProfile(ctx.w.t, { genderId: 1 });
  const db = ctx.w.t.db;
  const list = await db
    .insertInto('assistedShortlist')
    .values({ memberUserId: ctx.owner.id, managerUserId: ctx.w.manager.id, weekOf: '2026-11-30', sentAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pick = await db
    .insertInto('assistedPick')
    .values({ shortlistId: list.id, memberUserId: ctx.owner.id, profileUserId: profile.userId, note: 'Checking who may mark a pick.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(pick.id);
}
/** Yesterday, so that fixtures do not count against the manager's introductions of the day. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();
/**
 * An introduction of the owner's: made for them by their manager to a new member (`for`), or
 * addressed to them from a new member (`to`), in the status given, with a meeting when asked.
 */
async function ownersIntroduction(ctx: CaseContext, way: 'for' | 'to', status: string, meeting?: 'proposed' | 'held') {
  const db = ctx.w.t.db;
  const stranger = (await createMemberWithProfile(ctx.w.t, { genderId: 1 })).userId;
  const row = await db
    .insertInto('assistedIntroduction')
    .values({
      managerUserId: way === 'for' ? ctx.w.manager.id : null,
      memberUserId: way === 'for' ? ctx.owner.id : stranger,
      otherUserId: way === 'for' ? stranger : ctx.owner.id,
      message: 'Checking who may act on an introduction.',
      status,
      createdAt: yesterday(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!meeting) return { introductionId: Number(row.id), meetingId: 0 };
  const at = new Date().toISOString();
  const made = await db
    .insertInto('assistedMeeting')
    .values({
      introductionId: row.id,
      proposedByUserId: ctx.w.manager.id,
      startsAt: new Date(Date.now() + (meeting === 'held' ? -1 : 1) * 86_400_000).toISOString(),
      durationMinutes: 60,
      mode: 'video',
      status: meeting,
      heldAt: meeting === 'held' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { introductionId: Number(row.id), meetingId: Number(made.id) };
}
/** The owner's, as a member: another member is told it does not exist; staff are refused. */
const INTRODUCED_MEMBER = expectation(401, 'ok', 404, 403, 403, 403, 403);
let managerSeq = 0;
function ASSISTED_ROWS(): RouteAccess[] {
  const bench = (ctx: CaseContext) => `/assisted/workbench/${ctx.owner.id}`;
  return [
    { method: 'GET', path: '/assisted', expect: ASSISTED_MEMBER, request: () => ({ url: '/assisted' }) },
    {
      method: 'POST',
      path: '/assisted/request',
      expect: expectation(401, 'ok', 'ok', 403, 403, 403, 403),
      fresh: true,
      request: () => ({ url: '/assisted/request', body: { kind: 'call' } }),
    },
    {
      method: 'PUT',
      path: '/assisted/picks/:id',
      expect: expectation(401, 'ok', 404, 403, 403, 'ok', 403),
      request: async (ctx) => ({ url: `/assisted/picks/${await ownersPick(ctx)}`, body: { verdict: 'maybe' } }),
    },
    {
      // Another member has not asked for the service, so there is nobody to write to (409).
      method: 'POST',
      path: '/assisted/messages',
      expect: expectation(401, 'ok', 409, 403, 403, 403, 403),
      request: () => ({ url: '/assisted/messages', body: { text: 'Checking who may write to a manager.' } }),
    },
    { method: 'GET', path: '/assisted/managers', expect: ASSISTED_ADMIN, request: () => ({ url: '/assisted/managers' }) },
    {
      method: 'POST',
      path: '/assisted/managers',
      expect: ASSISTED_ADMIN,
      request: () => {
        managerSeq += 1;
        const tag = `${Date.now() % 100_000_000}`.padStart(8, '0');
        return {
          url: '/assisted/managers',
          body: {
            name: 'Access Matrix Manager',
            email: `rm-${randomBytes(4).toString('hex')}@test.example.in`,
            mobile: `7${String(managerSeq % 10)}${tag}`,
            password: 'Manager-Pass-42',
            hoursFrom: '10:00',
            hoursTo: '19:00',
            languages: ['en'],
          },
        };
      },
    },
    {
      method: 'PUT',
      path: '/assisted/managers/:id',
      expect: ASSISTED_ADMIN,
      request: (ctx) => ({
        url: `/assisted/managers/${ctx.w.manager.id}`,
        body: { hoursFrom: '10:00', hoursTo: '19:00', languages: ['en', 'ta'], isActive: true },
      }),
    },
    { method: 'GET', path: '/assisted/queue', expect: ASSISTED_ADMIN, request: () => ({ url: '/assisted/queue' }) },
    // The "faster" measure: administrators only; members, helpers and managers are refused.
    { method: 'GET', path: '/assisted/speed', expect: ASSISTED_ADMIN, request: () => ({ url: '/assisted/speed' }) },
    {
      method: 'PUT',
      path: '/assisted/members/:userId/manager',
      expect: ASSISTED_ADMIN,
      fresh: true,
      request: async (ctx) => {
        await ctx.w.askedForService(ctx.owner, null);
        return { url: `/assisted/members/${ctx.owner.id}/manager`, body: { managerId: (await ctx.w.relationshipManager()).id } };
      },
    },
    { method: 'GET', path: '/assisted/workbench', expect: WORKBENCH, request: () => ({ url: '/assisted/workbench' }) },
    { method: 'GET', path: '/assisted/workbench/:userId', expect: WORKBENCH, request: (ctx) => ({ url: bench(ctx) }) },
    { method: 'GET', path: '/assisted/workbench/:userId/search', expect: WORKBENCH, request: (ctx) => ({ url: `${bench(ctx)}/search` }) },
    {
      method: 'PUT',
      path: '/assisted/workbench/:userId/brief',
      expect: WORKBENCH,
      request: (ctx) => ({ url: `${bench(ctx)}/brief`, body: { expectations: 'Chennai.', nonNegotiables: 'Vegetarian.' } }),
    },
    {
      method: 'POST',
      path: '/assisted/workbench/:userId/calls',
      expect: WORKBENCH,
      request: (ctx) => ({ url: `${bench(ctx)}/calls`, body: { outcome: 'no_answer', note: 'Checking who may record a call.' } }),
    },
    {
      method: 'POST',
      path: '/assisted/workbench/:userId/shortlists',
      expect: WORKBENCH,
      request: async (ctx) => {
        const profile = await createMemberWithProfile(ctx.w.t, { genderId: 1 });
        const code = (await ctx.w.t.db.selectFrom('users').select('profileCode').where('id', '=', profile.userId).executeTakeFirstOrThrow()).profileCode;
        return { url: `${bench(ctx)}/shortlists`, body: { picks: [{ profileCode: code, note: 'Checking who may send a shortlist.' }] } };
      },
    },
    {
      method: 'POST',
      path: '/assisted/workbench/:userId/messages',
      expect: WORKBENCH,
      request: (ctx) => ({ url: `${bench(ctx)}/messages`, body: { text: 'Checking who may write to a member.' } }),
    },
    // Introductions and meetings (docs/product/assisted-service.md).
    {
      method: 'POST',
      path: '/assisted/workbench/:userId/introductions',
      expect: WORKBENCH,
      request: async (ctx) => {
        const pickId = await ownersPick(ctx);
        await ctx.w.t.db.updateTable('assistedPick').set({ verdict: 'interested' }).where('id', '=', pickId).execute();
        return { url: `${bench(ctx)}/introductions`, body: { pickId, message: 'Checking who may introduce a member.' } };
      },
    },
    {
      // The owner answers an introduction addressed to them; so does their own manager, for them.
      method: 'PUT',
      path: '/assisted/introductions/:id',
      expect: expectation(401, 'ok', 404, 403, 403, 403, 'ok'),
      request: async (ctx) => ({
        url: `/assisted/introductions/${(await ownersIntroduction(ctx, 'to', 'pending')).introductionId}`,
        body: { answer: 'declined' },
      }),
    },
    {
      method: 'POST',
      path: '/assisted/introductions/:id/withdraw',
      expect: WORKBENCH,
      request: async (ctx) => ({ url: `/assisted/introductions/${(await ownersIntroduction(ctx, 'for', 'pending')).introductionId}/withdraw` }),
    },
    {
      method: 'POST',
      path: '/assisted/introductions/:id/meetings',
      expect: WORKBENCH,
      request: async (ctx) => {
        const starts = new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
        return {
          url: `/assisted/introductions/${(await ownersIntroduction(ctx, 'for', 'accepted')).introductionId}/meetings`,
          body: { startsAt: `${starts}T18:30`, durationMinutes: 60, mode: 'video' },
        };
      },
    },
    {
      method: 'PUT',
      path: '/assisted/meetings/:id',
      expect: WORKBENCH,
      request: async (ctx) => ({
        url: `/assisted/meetings/${(await ownersIntroduction(ctx, 'for', 'accepted', 'proposed')).meetingId}`,
        body: { status: 'cancelled' },
      }),
    },
    {
      method: 'POST',
      path: '/assisted/meetings/:id/confirm',
      expect: INTRODUCED_MEMBER,
      request: async (ctx) => ({ url: `/assisted/meetings/${(await ownersIntroduction(ctx, 'for', 'accepted', 'proposed')).meetingId}/confirm` }),
    },
    {
      method: 'POST',
      path: '/assisted/meetings/:id/feedback',
      expect: INTRODUCED_MEMBER,
      request: async (ctx) => ({
        url: `/assisted/meetings/${(await ownersIntroduction(ctx, 'to', 'accepted', 'held')).meetingId}/feedback`,
        body: { text: 'Checking who may say how a meeting went.' },
      }),
    },
    {
      // Both members and their managers download the invitation; to anyone else it does not exist.
      method: 'GET',
      path: '/assisted/meetings/:id/invite.ics',
      expect: expectation(401, 'ok', 404, 403, 403, 403, 'ok'),
      raw: true,
      request: async (ctx) => ({ url: `/assisted/meetings/${(await ownersIntroduction(ctx, 'for', 'accepted', 'proposed')).meetingId}/invite.ics` }),
    },
  ];
}

/**
 * What a family helper reaches besides what anyone may (docs/product/family.md), written out
 * here apart from the server's table so that a route opened there by mistake fails here. The
 * helper acts for the owner, allowed shortlist, interests and photo requests, not the profile.
 */
export const FAMILY_OUTCOMES: Readonly<Record<string, Outcome>> = {
  // Their own account: signing out, password, two-step sign-in, their notifications, whom they act for.
  'GET /auth/logout': 'ok',
  'GET /auth/me': 'ok',
  'PUT /account/language': 'ok',
  'POST /auth/update-password': 'ok',
  'GET /auth/two-step': 'ok',
  'POST /auth/two-step/setup': 'ok',
  'POST /auth/two-step/confirm': 'ok',
  'POST /auth/two-step/recovery-codes': 'ok',
  'POST /auth/two-step/disable': 'ok',
  'GET /notifications': 'ok',
  'GET /notifications/unread': 'ok',
  'POST /notifications/read-all': 'ok',
  // The owner's notification is not the helper's.
  'POST /notifications/:id/read': 404,
  'GET /events': 'ok',
  'POST /events/ticket': 'ok',
  // In the owner's name: matches, search, profiles (always).
  'GET /user-matrimonial-detail/match': 'ok',
  'GET /user-matrimonial-detail/GetMatchingProfilesAsync': 'ok',
  'GET /user-matrimonial-detail/ViewUserProfileAsync/:id/:viewerId': 'ok',
  'GET /user-matrimonial-detail/:id': 'ok',
  'GET /user-detail/GetUserProfileAsync/:userId': 'ok',
  'GET /Dashboard/GetUserMatchingSummaryAsync': 'ok',
  'GET /search': 'ok',
  'GET /search/code/:code': 'ok',
  'GET /search/my-code': 'ok',
  'GET /search/saved': 'ok',
  'GET /search/saved/:id/results': 'ok',
  'GET /interests': 'ok',
  'GET /interests/relation/:userId': 'ok',
  'GET /shortlist': 'ok',
  'GET /photo-requests': 'ok',
  'GET /settings/horoscope-matching': 'ok',
  'GET /assisted': 'ok',
  // In the owner's name, as the owner allowed.
  'PUT /shortlist/:userId': 'ok',
  'DELETE /shortlist/:userId': 'ok',
  'POST /interests': 'ok',
  'POST /interests/:id/accept': 'ok',
  'POST /interests/:id/decline': 'ok',
  'POST /interests/:id/withdraw': 'ok',
  'POST /photo-requests': 'ok',
  'PUT /assisted/picks/:id': 'ok',
};

const withFamily = (row: RouteAccess): RouteAccess => {
  const family = FAMILY_OUTCOMES[`${row.method} ${row.path}`];
  return family === undefined ? row : { ...row, expect: { ...row.expect, family } };
};

/**
 * Where a relationship manager is answered otherwise than an editor on a route that is not the
 * assisted service's own (those rows say it themselves), written out apart from the server.
 */
export const MANAGER_OUTCOMES: Readonly<Record<string, Outcome>> = {};

const withManager = (row: RouteAccess): RouteAccess => {
  const manager = MANAGER_OUTCOMES[`${row.method} ${row.path}`];
  return manager === undefined ? row : { ...row, expect: { ...row.expect, manager } };
};

export const ACCESS_MATRIX: readonly RouteAccess[] = [
  ...SPECIAL_ROWS,
  ...RESOURCES.flatMap(resourceRows),
  ...ADDED_RESOURCES.flatMap(resourceRows),
  ...ASSISTED_ROWS(),
]
  .map(withFamily)
  .map(withManager);

/**
 * Probes: the same routes called the wrong way. They do not count as coverage; each states a
 * denial the matrix rows above cannot show.
 */
export const ACCESS_PROBES: ReadonlyArray<{ name: string; route: RouteAccess }> = [
  {
    name: 'a document link without its signature',
    route: { method: 'GET', path: '/files/:id', expect: expectation(403, 403, 403, 403, 403), request: (ctx) => ({ url: `/files/${ctx.w.ownerDocument.id}` }) },
  },
  {
    name: 'a document link whose signature was issued for another document',
    route: {
      method: 'GET',
      path: '/files/:id',
      expect: expectation(403, 403, 403, 403, 403),
      request: (ctx) => ({ url: ctx.w.ownerDocument.docUrl.replace(/^\/api\/files\/\d+/, `/files/${ctx.w.ownerDocument.id + 1}`) }),
    },
  },
  {
    name: 'deleting a pending account without its verification token',
    route: {
      method: 'DELETE',
      path: '/auth/unverified/:userId',
      expect: expectation(403, 403, 403, 403, 403),
      request: async (ctx) => ({ url: `/auth/unverified/${(await pendingRegistration(ctx)).userId}` }),
    },
  },
  {
    name: 'viewing a profile as oneself (the viewer id is the caller)',
    route: {
      method: 'GET',
      path: '/user-matrimonial-detail/ViewUserProfileAsync/:id/:viewerId',
      expect: SIGNED_IN,
      request: (ctx) => ({ url: `/user-matrimonial-detail/ViewUserProfileAsync/${ctx.w.target.id}/${ctx.me?.id ?? ctx.owner.id}` }),
    },
  },
  {
    name: 'an unsubscribe link whose token was signed for another member',
    route: {
      method: 'POST',
      path: '/notifications/unsubscribe',
      expect: expectation(400, 400, 400, 400, 400),
      request: (ctx) => ({
        url: `/notifications/unsubscribe?token=${signUnsubscribe(secretsFor(ctx.w.t.config).signingKey, ctx.w.target.id, 'message').replace(`${ctx.w.target.id}.`, `${ctx.owner.id}.`)}`,
      }),
    },
  },
  {
    name: 'a webhook with a forged signature',
    route: {
      method: 'POST',
      path: '/Payment/razorpay-webhook',
      expect: expectation(400, 400, 400, 400, 400),
      request: () => ({ ...signedWebhook(), headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) } }),
    },
  },
  {
    name: 'buying a plan for a third member',
    route: {
      method: 'POST',
      path: '/Subscription/create',
      expect: expectation(401, 403, 403, 403, 'ok'),
      request: async (ctx) => ({ url: '/Subscription/create', body: { planId: await activePlanId(ctx.w.t), userId: ctx.w.target.id } }),
    },
  },
];
