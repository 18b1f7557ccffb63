import { randomBytes } from 'node:crypto';
import { createSession } from '../../../src/server/modules/auth/index.ts';
import { ROLE_IDS } from '../../../src/shared/constants.ts';
import { resourceByPath, type ResourceDef } from '../../../src/shared/resources.ts';
import { sampleRecord } from '../../factories/resource-samples.ts';
import { createUser } from '../../factories/sessions.ts';
import { createMemberWithProfile } from '../../factories/profiles.ts';
import { linkedHelper } from '../../factories/family.ts';
import { uploadDocument } from '../../factories/documents.ts';
import { paidSubscription, pendingSubscription } from '../../factories/commerce.ts';
import { call, type TestApp } from '../../helpers/test-app.ts';

/**
 * The callers of the access matrix: nobody, the member whose data it is, another member, an
 * editor, an administrator, and a family helper of the member whose data it is (acting for them,
 * allowed shortlist, interests and photo requests but not the profile: docs/product/family.md), and
 * the relationship manager the owner is assigned to (docs/product/assisted-service.md).
 */
export type Caller = 'anonymous' | 'owner' | 'other' | 'editor' | 'admin' | 'family' | 'manager';
export const CALLERS: readonly Caller[] = ['anonymous', 'owner', 'other', 'editor', 'admin', 'family', 'manager'];

export const PASSWORD = 'Secret-Pass-1';

export interface Person {
  id: number;
  email: string;
  password: string;
  roleId: number;
}

const ROLE_OF: Record<Exclude<Caller, 'anonymous' | 'owner' | 'family' | 'manager'>, number> = {
  other: ROLE_IDS.user,
  editor: ROLE_IDS.editor,
  admin: ROLE_IDS.admin,
};

/**
 * Real records for the matrix, created through the API or the factories: a member who owns a
 * profile, a document and subscriptions; another member; an editor; an administrator; a third,
 * discoverable member to view; and one record of every resource of the resource table.
 */
export class AccessWorld {
  owner!: Person;
  other!: Person;
  editor!: Person;
  admin!: Person;
  /** A family helper of the owner. */
  family!: Person;
  /** The relationship manager the owner, who asked for the assisted service, is assigned to. */
  manager!: Person;
  target!: Person;
  ownerDocument!: { id: number; docUrl: string };
  ownerPendingSubscription!: number;
  ownerPaidSubscription!: number;
  private records = new Map<string, number>();
  private isoCodes = new Set<string>();

  constructor(readonly t: TestApp) {}

  static async create(t: TestApp) {
    const w = new AccessWorld(t);
    w.owner = await w.member(true);
    w.other = await w.member(true);
    w.target = await w.member(true);
    w.editor = await w.person(ROLE_IDS.editor);
    w.admin = await w.person(ROLE_IDS.admin);
    w.family = await w.helperOf(w.owner);
    w.manager = await w.relationshipManager();
    await w.askedForService(w.owner, w.manager);
    const ownerToken = await w.tokenOf(w.owner);
    w.ownerDocument = await uploadDocument(t, ownerToken, w.owner.id);
    w.ownerPendingSubscription = (await pendingSubscription(t, ownerToken)).subscriptionId;
    w.ownerPaidSubscription = await paidSubscription(t, ownerToken);
    for (const row of (await t.db.selectFrom('country').select('isoCode').execute()) as Array<{ isoCode: string }>) w.isoCodes.add(row.isoCode);
    return w;
  }

  /** A member (role 2), with a profile row when asked. */
  async member(withProfile: boolean): Promise<Person> {
    if (!withProfile) return this.person(ROLE_IDS.user);
    const m = await createMemberWithProfile(this.t, { isVerified: 1 }, { password: PASSWORD });
    return { id: m.userId, email: m.email, password: PASSWORD, roleId: ROLE_IDS.user };
  }

  async person(roleId: number): Promise<Person> {
    const u = await createUser(this.t, { roleId, password: PASSWORD });
    return { id: u.id, email: u.email, password: PASSWORD, roleId };
  }

  /** A family helper of the member, allowed what the matrix's family caller is allowed. */
  async helperOf(member: Person): Promise<Person> {
    const h = await linkedHelper(this.t, member.id, {}, { password: PASSWORD });
    const roleId = (await this.t.db.selectFrom('users').select('userRoleId').where('id', '=', h.userId).executeTakeFirstOrThrow()).userRoleId;
    return { id: h.userId, email: h.email, password: PASSWORD, roleId };
  }

  /** A relationship manager's staff account (the role found by its code), taking members. */
  async relationshipManager(): Promise<Person> {
    const role = await this.t.db.selectFrom('userRole').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow();
    const m = await this.person(Number(role.id));
    const now = new Date().toISOString();
    await this.t.db
      .insertInto('relationshipManager')
      .values({ userId: m.id, hoursFrom: '10:00', hoursTo: '19:00', languages: 'en,ta', isActive: 1, createdAt: now, updatedAt: now })
      .execute();
    return m;
  }

  /** The member asked for the assisted service and, when a manager is given, was assigned to them. */
  async askedForService(member: Person, manager: Person | null) {
    const now = new Date().toISOString();
    await this.t.db
      .insertInto('assistedMember')
      .values({
        userId: member.id,
        source: 'call',
        status: manager ? 'assigned' : 'waiting',
        managerUserId: manager?.id ?? null,
        requestedAt: now,
        firstCallDueAt: new Date(Date.now() + 86_400_000).toISOString(),
        assignedAt: manager ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }

  /** The standing person for a caller. */
  standing(caller: Exclude<Caller, 'anonymous'>): Person {
    return this[caller];
  }

  /** A fresh person in the caller's role, for cases that consume or change the caller (a helper: of `owner`). */
  fresh(caller: Exclude<Caller, 'anonymous' | 'owner'>, owner: Person = this.owner): Promise<Person> {
    if (caller === 'family') return this.helperOf(owner);
    if (caller === 'manager') return this.relationshipManager();
    return caller === 'other' ? this.member(true) : this.person(ROLE_OF[caller]);
  }

  /** A new session for the person: one per case, so a logout or password change affects no other case. */
  async tokenOf(person: Person): Promise<string> {
    return (await createSession(this.t.db, person.id, 1, { ip: '127.0.0.1', userAgent: 'access-matrix' })).token;
  }

  async adminToken() {
    return this.tokenOf(this.admin);
  }

  /** A valid body for a resource, unique where the schema says so. */
  async sample(resource: ResourceDef): Promise<Record<string, unknown>> {
    const body = await sampleRecord(this.t, resource);
    if (resource.path === 'country-master') body.isoCode = this.freeIsoCode();
    if (resource.path === 'user-detail') body.userId = (await this.person(ROLE_IDS.user)).id;
    if (resource.path === 'menu-items-translation') body.menuItemId = await this.freshRecord(resourceByPath('menu-item'));
    return body;
  }

  private freeIsoCode() {
    for (let a = 65; a < 91; a++)
      for (let b = 65; b < 91; b++) {
        const code = String.fromCharCode(a, b);
        if (!this.isoCodes.has(code)) {
          this.isoCodes.add(code);
          return code;
        }
      }
    throw new Error('no free ISO code');
  }

  /** One standing record of the resource (reads only). */
  async record(resource: ResourceDef): Promise<number> {
    if (resource.path === 'document') return this.ownerDocument.id;
    const known = this.records.get(resource.path);
    if (known !== undefined) return known;
    const id = await this.freshRecord(resource);
    this.records.set(resource.path, id);
    return id;
  }

  /** A new record of the resource, for a case that changes or deletes it. */
  async freshRecord(resource: ResourceDef): Promise<number> {
    const db = this.t.db;
    const now = new Date().toISOString();
    switch (resource.path) {
      case 'document':
        return (await uploadDocument(this.t, await this.tokenOf(this.owner), this.owner.id)).id;
      case 'current-login-detail':
        return (await createSession(this.t.db, this.owner.id, 1, { ip: '127.0.0.1', userAgent: 'access-matrix' })).sessionId;
      case 'login-history': {
        const res = await call(this.t.app, 'POST', '/auth/login', { body: { email: this.owner.email, password: this.owner.password } });
        if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        const row = await db.selectFrom('loginHistory').select('id').where('userId', '=', this.owner.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
        return Number(row.id);
      }
      case 'email-log': {
        // Written by the mail service; inserted here as it writes it, since sending is asynchronous.
        const row = await db
          .insertInto('emailLog')
          .values({
            toAddress: this.owner.email,
            subject: `Access matrix ${randomBytes(3).toString('hex')}`,
            status: 'sent',
            attempts: 1,
            createdAt: now,
            sentAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      }
    }
    const res = await call(this.t.app, 'POST', `/${resource.path}`, { token: await this.adminToken(), body: await this.sample(resource) });
    if (res.status !== 201) throw new Error(`creating a ${resource.path} record answered ${res.status}: ${JSON.stringify(res.body.error)}`);
    return res.body.response.id;
  }
}
