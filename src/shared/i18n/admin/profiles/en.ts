import { english, icu } from '../../compile';
import { GENDER_IDS } from '../../../constants';
import { DOCUMENT_TEXT, MSG } from '../../../messages';

/**
 * All Profile: every member profile, searched by text, caste and gender; open or verify one.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const allProfilesEn = english({
  title: 'All Profile',
  intro: 'Every member profile. Open one to read it; verify it once you have checked it.',
  search: 'Search by name, city or e-mail',
  caste: 'Caste',
  anyCaste: 'Any caste',
  gender: 'Gender',
  anyGender: 'Any gender',
  genders: { 1: GENDER_IDS[1], 2: GENDER_IDS[2], 3: GENDER_IDS[3] } as Record<number, string>,
  caption: 'Profiles',
  columns: {
    name: 'Name',
    gender: 'Gender',
    age: 'Age',
    religion: 'Religion',
    caste: 'Caste',
    city: 'City',
    complete: 'Complete',
    verified: 'Verified',
  },
  yes: 'Yes',
  no: 'No',
  open: 'Open',
  verify: 'Verify',
  openProfileOf: icu<'name'>('Open the profile of {name}'),
  verifyProfileOf: icu<'name'>('Verify the profile of {name}'),
  noMatch: 'No profiles match.',
  markedVerified: 'Profile marked verified',
});

export type AllProfilesWords = typeof allProfilesEn;

/**
 * A member's profile as an administrator reads it: the page around the member's own sections, its
 * documents panel and its reports and moderation record.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const adminProfileEn = english({
  profileOf: icu<'name'>('Profile of {name}'),
  memberProfile: 'Member profile',
  back: 'Back to All Profile',
  markVerified: 'Mark verified',
  verified: 'Verified',
  notVerified: 'Not verified',
  markedVerified: 'Profile marked verified',
  documents: {
    title: 'Documents',
    intro: 'Verify each identity document against the profile; once verified, purge the file so only the verified mark is kept.',
    loading: 'Loading documents…',
    none: MSG.noDocuments,
    verifiedOn: icu<'date'>('Verified {date}'),
    notVerified: 'Not verified',
    purgedOn: icu<'date'>('File purged {date}'),
    verify: 'Verify',
    verifyType: icu<'type'>('Verify {type}'),
    purge: 'Purge file',
    purgeType: icu<'type'>('Purge file of {type}'),
    verifyTitle: 'Verify document',
    verifyQuestion: icu<'type'>("Mark the {type} as checked against the member's details?"),
    purgeTitle: 'Purge file',
    purgeQuestion: icu<'type'>('Delete the {type} file for good? The record keeps its verified mark; the file cannot be recovered.'),
    verifiedDone: DOCUMENT_TEXT.verified,
    purgedDone: DOCUMENT_TEXT.purged,
  },
  moderation: {
    title: 'Reports and moderation',
    active: 'Active',
    deactivated: 'Deactivated',
    hidden: 'Hidden from discovery',
    visible: 'Visible in discovery',
    none: 'No reports about this member.',
    report: 'Report',
    aMember: 'a member',
    open: 'open',
    /** A closed report's outcome as the server records it. */
    outcome: { dismissed: 'dismissed', warned: 'warned', hidden: 'hidden', deactivated: 'deactivated' } as Record<string, string>,
    /** An entry of the moderation log; the English of those without words of their own is the action's code. */
    action: {
      'auto-hide': 'Hidden automatically',
      dismiss: 'Dismissed',
      warn: 'Warned',
      hide: 'Hidden',
      deactivate: 'Deactivated',
      appeal: 'appeal',
      'photo-approved': 'photo-approved',
      'photo-rejected': 'photo-rejected',
      'photo-undone': 'photo-undone',
    } as Record<string, string>,
    review: 'Review under Reports',
  },
});

export type AdminProfileWords = typeof adminProfileEn;
