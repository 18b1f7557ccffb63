/**
 * The offered texts of interests, apart from the rest of interests.ts: phrases.ts words them, and
 * the interest replies hold phrases.
 */

/** Polite notes a sender picks instead of writing one. */
export const INTEREST_TEMPLATES = [
  'We liked your profile; our family would like to take this forward.',
  'Your profile matches what we are looking for. We would be glad to hear from you.',
  'I found your profile interesting and would like to know you better.',
] as const;

/** Polite replies a receiver picks when declining. */
export const DECLINE_TEMPLATES = [
  'Thank you for your interest. We do not feel this is the right match, and we wish you the very best.',
  'Thank you for considering us. We have decided to look elsewhere; best wishes in your search.',
  'Thank you for your interest. We are not taking any proposals forward at present.',
] as const;
