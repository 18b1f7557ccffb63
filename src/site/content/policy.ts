/** A section of a policy page: paragraphs, then an optional bullet list (its words are in src/shared/i18n). */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list: string[];
}

/** Anchors of the sections, the same in every language so a link to #your-rights works in each. */
export const PRIVACY_SECTION_IDS = [
  'information-we-collect',
  'how-we-use-it',
  'profile-visibility',
  'data-security',
  'cookies',
  'your-rights',
  'changes',
  'contact',
] as const;
export const TERMS_SECTION_IDS = [
  'acceptance',
  'eligibility',
  'user-responsibilities',
  'content-ownership',
  'termination',
  'liability',
  'changes',
  'governing-law',
  'contact',
] as const;
