import { boolean, enums, object, optional, refine, size, string, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { wholeNumber } from '../validation/whole-number';

/**
 * Photo privacy, photo approval, verification badges and pausing a profile (docs/product/documents-and-photos.md): the
 * payloads the dashboard sends and the API validates, and the replies both read.
 */

export const PHOTO_VISIBILITIES = ['all', 'plan', 'connections'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export const PHOTO_VISIBILITY_LABELS: Record<PhotoVisibility, string> = {
  all: 'All signed-in members',
  plan: 'Members with an active plan',
  connections: 'My connections only',
};

/** The longest reason a member gives for pausing, or an administrator for rejecting a photo. */
export const REASON_MAX = 300;
const reason = (label: string, min: number) =>
  refine(size(string(), 0, 2000), label, (v) => {
    const n = v.trim().length;
    if (n < min) return 'Say why: the member is told this reason.';
    return n <= REASON_MAX || `Keep the reason to ${REASON_MAX} characters or fewer.`;
  });

export const PhotoSettingsBody = object({ photoVisibility: enums(PHOTO_VISIBILITIES) });
export const PauseBody = object({ paused: boolean(), reason: optional(reason('reason', 0)) });
export type PauseInput = Infer<typeof PauseBody>;
export const RejectPhotoBody = object({ reason: reason('reason', 3) });
/** The dashboard's question before deactivating an account: the reason goes into the mail to the member (docs/product/trust.md). */
export const DeactivateBody = object({ reason: reason('reason', 3) });
export const PhotoRequestBody = object({ ownerId: wholeNumber('ownerId', 1, MAX_DB_INTEGER) });

export interface PrivacySettings {
  photoVisibility: PhotoVisibility;
  paused: boolean;
  pausedAt: string | null;
  pausedReason: string | null;
}

/** How a viewer sees a member's photos: in full, as a blurred preview with a request, or not at all. */
export interface PhotoAccess {
  state: 'visible' | 'preview' | 'none';
  previewUrl: string | null;
  /** The viewer's request for these photos, if any. */
  request: 'pending' | 'granted' | null;
}

export type PhotoRequestStatus = 'pending' | 'granted' | 'declined';

/** A request for a member's photos, as the owner or the requester lists it. */
export interface PhotoRequestItem {
  id: number;
  direction: 'received' | 'sent';
  status: PhotoRequestStatus;
  createdAt: string;
  member: { userId: number; fullName: string | null; city: string | null };
}

/** A photo waiting for an administrator (the Photo Approval queue). */
export interface PendingPhoto {
  id: number;
  userId: number;
  fullName: string | null;
  documentType: string;
  createdAt: string;
  galleryUrl: string;
}

export const BADGES = ['mobile', 'email', 'photo', 'id'] as const;
export type Badge = (typeof BADGES)[number];
/** A badge's name, what it means, and how a member earns it. */
export const BADGE_TEXT: Record<Badge, { label: string; means: string; earn: string }> = {
  mobile: {
    label: 'Mobile verified',
    means: 'The member entered the one-time code sent to this mobile number.',
    earn: 'Enter the one-time code sent to your mobile number when you register or sign in.',
  },
  email: {
    label: 'E-mail verified',
    means: 'The member entered the one-time code sent to this e-mail address.',
    earn: 'Enter the one-time code sent to your e-mail address when you register or sign in.',
  },
  photo: {
    label: 'Photo verified',
    means: 'An administrator compared the photo with the member’s identity document.',
    earn: 'Upload a close-up photo and an identity document under My Profile; an administrator compares them.',
  },
  id: {
    label: 'ID verified',
    means: 'An administrator checked an identity document of this member. The copy may since have been deleted.',
    earn: 'Upload an identity document (Aadhaar, voter ID or PAN) under My Profile; an administrator checks it.',
  },
};
