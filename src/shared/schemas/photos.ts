import { array, boolean, enums, integer, nullable, object, optional, refine, size, string, type, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { wholeNumber } from '../validation/whole-number';
import { described } from './reply';
import { BADGES, type Badge } from './badges';

export { BADGES, type Badge };

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

export const PrivacySettingsReply = type({
  photoVisibility: enums(PHOTO_VISIBILITIES),
  paused: boolean(),
  pausedAt: nullable(string()),
  pausedReason: nullable(string()),
});
export type PrivacySettings = Infer<typeof PrivacySettingsReply>;

/** How a viewer sees a member's photos: in full, as a blurred preview with a request, or not at all. */
export const PhotoAccessReply = type({
  state: enums(['visible', 'preview', 'none']),
  previewUrl: nullable(string()),
  /** The viewer's request for these photos, if any. */
  request: nullable(enums(['pending', 'granted'])),
});
export type PhotoAccess = Infer<typeof PhotoAccessReply>;

/** One of a member's photos as another member sees it: the gallery size and the card thumbnail, signed for this viewer. */
export const ProfilePhotoReply = type({
  id: integer(),
  documentType: string(),
  /** The document type's code ('closeUpPhoto' …), which programs match on; documentType is its English name. */
  documentTypeCode: string(),
  docUrl: described(string(), 'The gallery size, signed for this viewer (the original stays with the owner and administrators)'),
  thumbUrl: string(),
  approval: enums(['pending', 'approved', 'rejected']),
});
export type ProfilePhoto = Infer<typeof ProfilePhotoReply>;

export const PHOTO_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;

/** A request for a member's photos, as the owner or the requester lists it. */
export const PhotoRequestItemReply = type({
  id: integer(),
  direction: enums(['received', 'sent']),
  status: enums(PHOTO_REQUEST_STATUSES),
  createdAt: string(),
  member: type({ userId: integer(), fullName: nullable(string()), city: nullable(string()) }),
});
export type PhotoRequestItem = Infer<typeof PhotoRequestItemReply>;
/** A photo request asked for or answered. */
export const PhotoRequestAnswerReply = type({ id: integer(), status: enums(PHOTO_REQUEST_STATUSES) });

/** A photo waiting for an administrator (the Photo Approval queue). */
export const PendingPhotoReply = type({
  id: integer(),
  userId: integer(),
  fullName: nullable(string()),
  documentType: string(),
  /** The document type's code ('closeUpPhoto' …), which programs match on; documentType is its English name. */
  documentTypeCode: string(),
  createdAt: string(),
  galleryUrl: string(),
});
export type PendingPhoto = Infer<typeof PendingPhotoReply>;
/** A photo an administrator decided, for reviewing the decision (and undoing it), newest decision first. */
export const DecidedPhotoReply = type({
  id: integer(),
  userId: integer(),
  fullName: nullable(string()),
  documentType: string(),
  /** The document type's code ('closeUpPhoto' …), which programs match on; documentType is its English name. */
  documentTypeCode: string(),
  approval: enums(['approved', 'rejected']),
  rejectReason: nullable(string()),
  reviewedAt: string(),
  /** Who decided it. */
  reviewerName: nullable(string()),
  galleryUrl: string(),
});
export type DecidedPhoto = Infer<typeof DecidedPhotoReply>;
/** A decision undone: the photo waits for review again. */
export const PhotoUndoneReply = type({ id: integer(), userId: integer(), approval: enums(['pending']) });
/** A photo approved or rejected. */
export const PhotoReviewedReply = type({ id: integer(), approval: enums(['approved', 'rejected']), rejectReason: nullable(string()) });

/** GET /badges/mine. */
export const BadgeListReply = type({ badges: array(enums(BADGES)) });
