import { array, boolean, enums, integer, literal, nullable, number, string, type, type Infer } from 'superstruct';
import { PhraseReply } from '../phrases';
import { RelationReply } from './interests';
import { GunaMilanReply } from './horoscope';
import { BADGES, PhotoAccessReply, ProfilePhotoReply } from './photos';
import { ProfileViewReply, PublicContactReply } from './profile';
import { anyOf, described, pageOf } from './reply';

/** Replies of the matching routes (GET …/match, …/GetMatchingProfilesAsync, …/ViewUserProfileAsync), read by browser and server. */

export const MatchItemReply = type({
  userId: integer(),
  /** The member's short public code (search by code finds them). */
  profileCode: nullable(string()),
  fullName: nullable(string()),
  age: nullable(integer()),
  /** Centimetres. */
  height: nullable(integer()),
  religion: nullable(string()),
  caste: nullable(string()),
  city: nullable(string()),
  state: nullable(string()),
  occupation: nullable(string()),
  qualification: nullable(string()),
  /** A signed link to the member's close-up (or other) photo, or null when they have none. */
  photoUrl: nullable(string()),
  /** A blurred preview, when the member's photo setting keeps the photo from the caller. */
  photoPreviewUrl: nullable(string()),
  /** Verification badges (mobile, e-mail, photo, ID). */
  badges: array(enums(BADGES)),
  isVerified: boolean(),
  score: number(),
  mutual: boolean(),
  reasons: array(string()),
  relaxed: array(string()),
  note: nullable(string()),
  /** The reasons and the note as phrases, for a reader in another language (docs/decisions/047). */
  reasonPhrases: array(PhraseReply),
  notePhrase: nullable(PhraseReply),
  /** The caller has a live interest in this member, sent or (once connected) either way. */
  interested: boolean(),
  /** How the caller and this member stand: "Interest sent", "Interested in you", "Connected" … */
  interest: RelationReply.schema.interest,
  shortlisted: boolean(),
});
export type MatchItem = Infer<typeof MatchItemReply>;

export const MatchPageReply = pageOf(MatchItemReply, {
  strictTotal: integer(),
  relaxedFrom: enums(['none', 'caste', 'caste-occupation-education']),
  criteria: type({ ageMin: integer(), ageMax: integer(), religionId: nullable(integer()), fromPreference: boolean() }),
});
export type MatchPage = Infer<typeof MatchPageReply>;

export const InterestResultReply = type({ userId: integer(), matchingUserId: integer(), interested: boolean(), mutualInterest: boolean() });

export const ViewerItemReply = type({
  userId: integer(),
  fullName: nullable(string()),
  age: nullable(integer()),
  city: nullable(string()),
  religion: nullable(string()),
  caste: nullable(string()),
  viewedAt: string(),
  viewCount: integer(),
});
export const ViewerPageReply = pageOf(ViewerItemReply);
export type ViewerPage = Infer<typeof ViewerPageReply>;

export const ContactDetailsReply = type({ mobile: string(), email: string(), address: nullable(string()), pinCode: nullable(string()) });
export type ContactDetails = Infer<typeof ContactDetailsReply>;

/** Whether this viewer may see the member's contact details, and how many views the plan has left. */
export const ContactAccessReply = anyOf([
  type({ state: literal('staff') }),
  type({ state: literal('needs-plan'), message: string() }),
  type({ state: enums(['available', 'revealed']), contactViewsLeft: integer(), planEndsAt: nullable(string()) }),
]);
export type ContactAccess = Infer<typeof ContactAccessReply>;

/** Another member's profile as this viewer may see it: the public sections, photos, and contact details once revealed. */
export const ViewedProfileReply = type({
  userId: integer(),
  profileCode: nullable(string()),
  personal: ProfileViewReply.schema.personal,
  contact: described(PublicContactReply, 'The contact section without address and pin code (those come with contactDetails)'),
  educational: ProfileViewReply.schema.educational,
  family: ProfileViewReply.schema.family,
  partnerPreferences: ProfileViewReply.schema.partnerPreferences,
  lifestyle: ProfileViewReply.schema.lifestyle,
  completeness: number(),
  isVerified: boolean(),
  photos: array(ProfilePhotoReply),
  photoAccess: PhotoAccessReply,
  badges: array(enums(BADGES)),
  contactDetails: nullable(ContactDetailsReply),
  contactAccess: ContactAccessReply,
  gunaMilan: described(
    nullable(GunaMilanReply),
    'Horoscope compatibility (36 points), when the viewer opted in and both members gave rashi and nakshatra; never used in ranking',
  ),
});
export type ViewedProfile = Infer<typeof ViewedProfileReply>;

export const RevealResultReply = type({ userId: integer(), contactDetails: ContactDetailsReply, contactViewsLeft: integer() });
export type RevealResult = Infer<typeof RevealResultReply>;
