import { english, icu } from '../compile';
/**
 * Checking a live selfie against the profile photos, in English: the member's screen, the
 * administrators' queue, the mails and the server's refusals (docs/product/trust.md). Hindi and
 * Tamil fill the same keys (./hi.ts, ./ta.ts). Programs decide by codes; these are only words.
 */
export const selfieEn = english({
  page: {
    title: 'Verify my photos',
    lead: 'Take a short live selfie with your camera. We compare it with your approved profile photos; when they match, your profile shows “Photo verified”.',
    kept: 'Your selfie and the pictures taken during the check are stored encrypted, seen only by you and our administrators, and deleted as soon as the check is decided. The face measurements are never stored.',
    consent: 'I agree that my selfie is compared with my profile photos',
    needPhoto: 'Upload a profile photo and wait for its approval first.',
    start: 'Start the check',
    camera: 'Allow the camera when your browser asks.',
    noCamera: 'We could not open your camera. Allow it in your browser, or try another device.',
    capture: 'Take the picture',
    selfie: 'Now look straight at the camera for your selfie.',
    sending: 'Checking…',
    verified: 'Your photos are verified.',
    pending: 'Our team will look at your selfie and decide within two days.',
    rejected: icu<'reason'>('Your selfie was not accepted: {reason}'),
    tryAgain: 'Try again',
    checksLeft: icu<'n'>('{n} attempts left today.'),
  },
  steps: {
    'turn-left': 'Turn your head to your left',
    'turn-right': 'Turn your head to your right',
    blink: 'Close both eyes for a moment',
    smile: 'Smile',
  },
  findings: {
    matched: 'The selfie matches your photos',
    'no-face': 'No face could be seen',
    'several-faces': 'More than one face was seen',
    'challenge-failed': 'The steps were not followed',
    'not-same-person': 'The pictures did not show one person',
    mismatch: 'The selfie does not match the profile photos',
  },
  queue: {
    title: 'Selfie checks',
    empty: 'No selfie is waiting.',
    selfie: 'Selfie',
    photos: 'Profile photos',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason the member reads',
  },
  mail: {
    verified: 'Your photos are verified',
    verifiedText: 'An administrator compared your selfie with your profile photos; your profile now shows “Photo verified”. Your selfie has been deleted.',
    rejected: 'Your selfie was not accepted',
    rejectedText: icu<'reason'>(
      'An administrator compared your selfie with your profile photos and did not accept it: {reason} Your selfie has been deleted; you may try again.',
    ),
  },
  server: {
    membersOnly: 'Only members verify their photos.',
    noConsent: 'First agree that your selfie is compared with your photos.',
    noPhoto: 'Upload a profile photo and wait for its approval first.',
    alreadyVerified: 'Your photos are already verified.',
    pending: 'Your last selfie is waiting for our team’s decision.',
    tooManyChallenges: 'You have started the check too often today. Try again tomorrow.',
    tooManyChecks: 'You have sent too many selfies today. Try again tomorrow.',
    noChallenge: 'This check has expired or was already used. Start the check again.',
    framesCount: 'Send one picture for each step of the check.',
    notImage: 'Send each picture as a JPEG, PNG or WebP image.',
    notFound: 'There is no such selfie check.',
    decided: 'This selfie check is already decided.',
    reasonShort: 'Tell the member why, in at least 10 characters.',
  },
});

export type SelfieWords = typeof selfieEn;
