import type { Relation } from './interests';
import type { Badge } from './photos';
import type { Phrase } from '../phrases';
/** Replies of the matching routes (GET …/match, …/GetMatchingProfilesAsync, …/ViewUserProfileAsync), read by browser and server. */

export interface MatchItem {
  userId: number;
  /** The member's short public code (search by code finds them). */
  profileCode: string | null;
  fullName: string | null;
  age: number | null;
  /** Centimetres. */
  height: number | null;
  religion: string | null;
  caste: string | null;
  city: string | null;
  state: string | null;
  occupation: string | null;
  qualification: string | null;
  /** A signed link to the member's close-up (or other) photo, or null when they have none. */
  photoUrl: string | null;
  /** A blurred preview, when the member's photo setting keeps the photo from the caller. */
  photoPreviewUrl: string | null;
  /** Verification badges (mobile, e-mail, photo, ID). */
  badges: Badge[];
  isVerified: boolean;
  score: number;
  mutual: boolean;
  reasons: string[];
  relaxed: string[];
  note: string | null;
  /** The reasons and the note as phrases, for a reader in another language (docs/decisions/047). */
  reasonPhrases: Phrase[];
  notePhrase: Phrase | null;
  /** The caller has a live interest in this member, sent or (once connected) either way. */
  interested: boolean;
  /** How the caller and this member stand: "Interest sent", "Interested in you", "Connected" … */
  interest: Relation['interest'];
  shortlisted: boolean;
}

export interface MatchPage {
  items: MatchItem[];
  page: number;
  pageSize: number;
  total: number;
  strictTotal: number;
  relaxedFrom: 'none' | 'caste' | 'caste-occupation-education';
  criteria: { ageMin: number; ageMax: number; religionId: number | null; fromPreference: boolean };
}

export interface InterestResult {
  userId: number;
  matchingUserId: number;
  interested: boolean;
  mutualInterest: boolean;
}

export interface ViewerItem {
  userId: number;
  fullName: string | null;
  age: number | null;
  city: string | null;
  religion: string | null;
  caste: string | null;
  viewedAt: string;
  viewCount: number;
}

export interface ViewerPage {
  items: ViewerItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ContactDetails {
  mobile: string;
  email: string;
  address: string | null;
  pinCode: string | null;
}

/** Whether this viewer may see the member's contact details, and how many views the plan has left. */
export type ContactAccess =
  { state: 'staff' } | { state: 'needs-plan'; message: string } | { state: 'available' | 'revealed'; contactViewsLeft: number; planEndsAt: string };

export interface RevealResult {
  userId: number;
  contactDetails: ContactDetails;
  contactViewsLeft: number;
}
