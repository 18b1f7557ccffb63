import { english, icu } from '../compile';
/**
 * Contact on the member's terms, in English: the Settings sections and the note in a conversation
 * (docs/product/trust.md). Hindi and Tamil fill the same keys (./hi.ts, ./ta.ts). Programs pick a
 * level by its code; these are only the words shown for it.
 */
export const contactTermsEn = english({
  level: {
    title: 'Who may contact me',
    help: 'Interests, messages, calls and photo requests come only from members with the verification you choose. Others are told what to verify; you are not told of them.',
    anyone: 'Any member',
    anyoneHint: 'Every member who can see your profile may contact you.',
    mobile: 'Members with a verified mobile number',
    mobileHint: 'They entered the one-time code sent to their mobile number.',
    photo: 'Members with a verified photo',
    photoHint: 'An administrator compared their photo with their identity document.',
    id: 'Members with a verified identity document',
    idHint: 'An administrator checked their Aadhaar, voter ID or PAN.',
    save: 'Save',
    saved: 'Saved: who may contact you.',
  },
  firstMessage: {
    title: 'I send the first message',
    help: 'After a connection, only you may start the conversation. The other member reads that you will write first.',
    label: 'Only I start a conversation',
    on: 'Only you start your conversations now.',
    off: 'Either of you may start a conversation now.',
    failed: 'Your choice of who writes first could not be loaded.',
  },
  cap: {
    title: 'Interests a day',
    help: 'After this many new senders in a day (from midnight UTC), others read that you are not accepting new interests today.',
    noLimit: 'No limit',
    limit: 'At most',
    perDay: 'interests a day',
    save: 'Save',
    saved: 'Saved: your interests a day.',
  },
  hidden: {
    title: 'Hide me from these contacts',
    help: 'Relatives, colleagues: an account with one of these e-mail addresses or mobile numbers never sees your profile in any list, search or link, and is never told. They are kept only in a coded form.',
    contact: 'E-mail address or mobile number',
    add: 'Hide from this contact',
    added: 'Hidden from this contact.',
    removed: 'Contact removed.',
    remove: 'Remove',
    removeNamed: icu<'hint'>('Remove {hint}'),
    none: 'You hide from no one.',
    list: 'Contacts you hide from',
    email: 'E-mail',
    mobile: 'Mobile',
  },
  failed: 'Your contact settings could not be loaded.',
  thread: {
    writesFirst: icu<'name'>('{name} writes the first message. You can reply once they have written.'),
  },
});
export type ContactTermsWords = typeof contactTermsEn;
