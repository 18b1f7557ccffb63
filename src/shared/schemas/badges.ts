/**
 * The verification badges, and each one's name, meaning and how it is earned: plain data without
 * the schemas of ./photos.ts (which re-exports the list), so the dashboard's first screen carries
 * the words alone.
 */
export const BADGES = ['mobile', 'email', 'photo', 'id', 'family'] as const;
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
    means: 'A live selfie of the member matched the profile photos, or an administrator compared the photo with the member’s identity document.',
    earn: 'Take the live selfie check under Settings, Verify my photos; or upload a close-up photo and an identity document under My Profile for an administrator to compare.',
  },
  id: {
    label: 'ID verified',
    means: 'An administrator checked an identity document of this member. The copy may since have been deleted.',
    earn: 'Upload an identity document (Aadhaar, voter ID or PAN) under My Profile; an administrator checks it.',
  },
  // Not a verification: shown when the member lets others see that family helps (docs/product/family.md).
  family: {
    label: 'Profile managed with family',
    means: 'A parent or sibling helps this member with the search, with their own sign-in and the member’s consent.',
    earn: 'Invite a family helper under Settings and let others see that your family helps.',
  },
};
