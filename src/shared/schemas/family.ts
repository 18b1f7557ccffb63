import { array, boolean, coerce, define, enums, integer, nullable, optional, string, type, type Infer } from 'superstruct';
import { indianMobile } from '../validation/mobile';
import { MOBILE_PATTERN, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { FAMILY_MSG as F } from '../messages';
import { CODED } from '../coded-messages';
import { checked, type Verdict } from '../validation/refusal';
import { LOCALES } from '../locales';
import { pagingFields } from './paging';

/**
 * Family helpers (docs/product/family.md, docs/decisions/070-family-helpers-acting-for.md): the
 * member's invitations and choices, the helper's acceptance, the activity list.
 */

/** At most this many helpers per member, and members per helper (siblings). */
export const MAX_HELPERS_PER_MEMBER = 3;
export const MAX_MEMBERS_PER_HELPER = 2;
/** An invitation link works this many days. */
export const INVITE_VALID_DAYS = 7;

export const RELATIONS = ['mother', 'father', 'sister', 'brother', 'relative'] as const;
export type Relation = (typeof RELATIONS)[number];

/** What a member may allow a helper, besides seeing matches, search and profiles (always). */
export const HELPER_PERMISSIONS = ['shortlist', 'interests', 'photoRequests', 'editProfile'] as const;
export type HelperPermission = (typeof HELPER_PERMISSIONS)[number];
/** What a request made by a helper needs: `view` is always granted. */
export type FamilyCapability = 'view' | HelperPermission;

export type HelperStatus = 'invited' | 'active' | 'paused' | 'removed';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const A = CODED.AUTH_TEXT;
const V = CODED.VALIDATION;
function field(name: string, check: (v: string) => Verdict, clean: (v: string) => string = (v) => v.trim()) {
  return coerce(
    checked<string>(name, (value) => check(typeof value === 'string' ? value : '')),
    string(),
    clean,
  );
}
const email = field(
  'email',
  (v) => (v.length <= 254 && EMAIL_PATTERN.test(v)) || F.emailInvalid,
  (v) => v.trim().toLowerCase(),
);
const mobile = field('mobile', (v) => MOBILE_PATTERN.test(v) || F.mobileInvalid, indianMobile);

export const InviteHelperBody = type({
  name: field('name', (v) => (v.length > 0 && v.length <= 100) || F.nameRequired),
  relation: define<Relation>('relation', (v) => (RELATIONS as readonly unknown[]).includes(v) || F.relationInvalid),
  email: optional(email),
  mobile: optional(mobile),
});
export type InviteHelperInput = Infer<typeof InviteHelperBody>;

export const UpdateHelperBody = type({
  shortlist: optional(boolean()),
  interests: optional(boolean()),
  photoRequests: optional(boolean()),
  editProfile: optional(boolean()),
  /** Paused: the helper cannot sign in for this member until resumed; their sessions end. */
  paused: optional(boolean()),
});
export type UpdateHelperInput = Infer<typeof UpdateHelperBody>;

export const FamilySettingsBody = type({
  /** Others see "Profile managed with family", and who sent or answered an interest. */
  shown: boolean(),
});

export const HelperReply = type({
  id: integer(),
  name: string(),
  relation: enums(RELATIONS),
  /** Masked: the member sees where the link went, not the whole address. */
  contact: string(),
  status: enums(['invited', 'active', 'paused', 'removed'] as const),
  shortlist: boolean(),
  interests: boolean(),
  photoRequests: boolean(),
  editProfile: boolean(),
  createdAt: string(),
});
export type Helper = Infer<typeof HelperReply>;
export const HelperListReply = type({ items: array(HelperReply), shown: boolean(), max: integer() });
export type HelperList = Infer<typeof HelperListReply>;

export const ActivityQuery = type(pagingFields({ defaultPageSize: 20, maxPageSize: 100 }));
export const FAMILY_ACTIONS = [
  'interest.sent',
  'interest.accepted',
  'interest.declined',
  'interest.withdrawn',
  'shortlist.added',
  'shortlist.removed',
  'photo.requested',
  'profile.edited',
  'signed-in.new-device',
] as const;
export type FamilyAction = (typeof FAMILY_ACTIONS)[number];
export const ActivityItemReply = type({
  id: integer(),
  helperId: integer(),
  helperName: string(),
  relation: enums(RELATIONS),
  action: enums(FAMILY_ACTIONS),
  /** The other member it was about, when there is one and they may still be shown. */
  targetUserId: nullable(integer()),
  targetName: nullable(string()),
  /** An interest sent by the helper and still waiting: the member may withdraw it. */
  undoable: boolean(),
  undone: boolean(),
  createdAt: string(),
});
export const ActivityPageReply = type({ items: array(ActivityItemReply), total: integer(), page: integer(), pageSize: integer() });
export type ActivityPage = Infer<typeof ActivityPageReply>;

/** What the invitation link shows before the helper proves the address or number. */
export const InviteInfoReply = type({
  helperName: string(),
  relation: enums(RELATIONS),
  memberFirstName: string(),
  channel: enums(['email', 'mobile'] as const),
  contact: string(),
  /** The address or number already belongs to a helper account: no new password is asked. */
  existingAccount: boolean(),
});
export type InviteInfo = Infer<typeof InviteInfoReply>;
export const InviteTokenParams = type({ token: field('token', (v) => (v.length > 0 && v.length <= 200) || F.inviteInvalid) });
/**
 * The helper's own e-mail (to sign in with) and mobile; the invited one is checked by the code, and
 * the other of the two, which a helper new to the site names, by a code of its own.
 */
export const InviteCodeBody = type({
  email: optional(email),
  mobile: optional(mobile),
  /** The language of the page the helper joins from: a helper new to the site reads it from then on. */
  locale: optional(enums(LOCALES)),
});
/** Where the code went, and for a new helper where the other address's own code went. */
export const InviteCodeReply = type({ sentTo: string(), otherSentTo: optional(string()) });
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const codeField = (name: string) =>
  field(
    name,
    (v) => OTP_PATTERN.test(v) || A.otpFormat,
    (v) => v.replace(/\s+/g, ''),
  );
export const AcceptInviteBody = type({
  code: codeField('code'),
  /** A new helper's code sent to the other address or number they named. */
  otherCode: optional(codeField('otherCode')),
  password: optional(
    field(
      'password',
      (v) => (v.length < PASSWORD_MIN ? V.passwordMin : v.length > PASSWORD_MAX ? A.passwordMax : true),
      (v) => v,
    ),
  ),
});
export type AcceptInviteInput = Infer<typeof AcceptInviteBody>;
export const AcceptInviteReply = type({ accessToken: string(), userId: integer(), userName: string(), role: string() });

/** The members a helper helps, and which one the session acts for. */
export const ActingMemberReply = type({
  memberId: integer(),
  firstName: string(),
  relation: enums(RELATIONS),
  permissions: array(enums(HELPER_PERMISSIONS)),
});
export const ActingReply = type({ actingFor: nullable(integer()), members: array(ActingMemberReply) });
export type Acting = Infer<typeof ActingReply>;
export const ActingBody = type({ memberId: integer() });
