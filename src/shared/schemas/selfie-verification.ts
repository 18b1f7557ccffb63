import { array, enums, integer, nullable, number, object, string, size, boolean } from 'superstruct';
import { pagingFields } from './paging';
import { pageOf } from './reply';

/**
 * A live selfie checked against the profile photos (docs/product/trust.md,
 * docs/decisions/093-selfie-verification.md): the challenge the server chose, what the browser
 * sends back, and where an attempt stands. Programs decide by these codes.
 */
export const SELFIE_STEPS = ['turn-left', 'turn-right', 'blink', 'smile'] as const;
export type SelfieStep = (typeof SELFIE_STEPS)[number];
export const SELFIE_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type SelfieState = (typeof SELFIE_STATES)[number];
/** What the checks found: `matched` gives the badge, any other sends the attempt to the administrators. */
export const SELFIE_FINDINGS = ['matched', 'no-face', 'several-faces', 'challenge-failed', 'not-same-person', 'mismatch'] as const;
export type SelfieFinding = (typeof SELFIE_FINDINGS)[number];

/** One image, as base64 (a `data:image/...;base64,` prefix is allowed), at most about 1.5 MB decoded. */
export const SELFIE_IMAGE_MAX_CHARS = 2_000_000;
export const SELFIE_CHALLENGES_PER_DAY = 10;
export const SELFIE_CHECKS_PER_DAY = 5;
export const SELFIE_CHALLENGE_MINUTES = 5;
export const SELFIE_REASON_MIN = 10;

export const SelfieStatusReply = object({
  consent: boolean(),
  hasApprovedPhoto: boolean(),
  state: enums(SELFIE_STATES),
  verifiedAt: nullable(string()),
  rejectReason: nullable(string()),
  checksLeftToday: integer(),
});

export const SelfieChallengeReply = object({ id: string(), steps: array(enums(SELFIE_STEPS)), expiresAt: string() });

/** The frames in the challenge's order, one per step, and the selfie. Checked in the service, in the member's words. */
export const SelfieCheckBody = object({
  challengeId: size(string(), 1, 64),
  frames: size(array(size(string(), 1, SELFIE_IMAGE_MAX_CHARS)), 1, 4),
  selfie: size(string(), 1, SELFIE_IMAGE_MAX_CHARS),
});

export const SelfieCheckReply = object({ id: integer(), state: enums(SELFIE_STATES), finding: enums(SELFIE_FINDINGS) });

export const SelfieQueueItem = object({
  id: integer(),
  userId: integer(),
  name: nullable(string()),
  profileCode: nullable(string()),
  finding: enums(SELFIE_FINDINGS),
  similarity: nullable(number()),
  createdAt: string(),
  photoUrls: array(string()),
});
export const SelfieQueueReply = pageOf(SelfieQueueItem);

export const SelfieDecisionReply = object({ id: integer(), userId: integer(), state: enums(SELFIE_STATES) });
export const SelfieRejectBody = object({ reason: size(string(), 1, 500) });

export const SelfieQueueQuery = object({ ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }) });
