/**
 * Consent by purpose, the nominee and erasure after inactivity, in English: the registration's
 * notice, Settings, the mails and the administrators' screen (docs/product/trust.md). Hindi and
 * Tamil fill the same keys (./hi.ts, ./ta.ts). Programs pick a purpose by its code; these are only its words.
 */
export const consentsEn = {
  notice: {
    heading: 'How we use your data',
    needed:
      'Needed to run the service: your account, profile and photos to find matches, your messages and interests, codes by e-mail and SMS, and records the law asks us to keep. You can withdraw any choice below in Settings at any time.',
    optional: 'Optional, only if you tick them:',
    declaration: 'By registering you declare that this account is for marriage, yours or a family member’s, and that the details you give are true.',
  },
  purposes: {
    'promotional-mail': 'Match suggestions and offers by e-mail',
    sms: 'Reminders and offers by SMS (codes are always sent)',
    'horoscope-matching': 'Horoscope matching (guna milan) with your birth details',
    'family-helpers': 'Family helpers acting in your name',
    'selfie-verification': 'Checking a selfie against your photos',
  },
  settings: {
    heading: 'Your consents',
    lead: 'Each purpose is yours to give or withdraw. Withdrawing stops it at once.',
    given: 'Given',
    withdrawn: 'Not given',
    give: 'Give',
    withdraw: 'Withdraw',
    saved: 'Your choice is saved.',
    log: 'Consent log',
    declared: (date: string) => `Declared at registration on ${date}: the account is for marriage and the details are true.`,
    entry: (purpose: string, granted: boolean, date: string) => `${date}: ${purpose} ${granted ? 'given' : 'withdrawn'}`,
    service: 'Running the service',
    declaration: 'Declaration at registration',
    sources: { registration: 'at registration', settings: 'in Settings', feature: 'in its own setting', 'before-notice': 'before the consent notice' },
  },
  nominee: {
    heading: 'Your nominee',
    lead: 'Name one person who may ask us to erase your account after your death or if you cannot act yourself. They need proof, and an administrator checks it.',
    none: 'You have not named a nominee.',
    name: "Nominee's name",
    relation: 'Relation',
    relations: { parent: 'Parent', sibling: 'Brother or sister', child: 'Son or daughter', spouse: 'Spouse', relative: 'Other relative', friend: 'Friend' },
    email: "Nominee's e-mail",
    mobile: "Nominee's mobile (optional)",
    save: 'Save nominee',
    remove: 'Remove nominee',
    saved: 'Your nominee is saved.',
    removed: 'Your nominee is removed.',
    check: {
      name: "Enter the nominee's name (up to 100 characters).",
      relation: 'Choose how the nominee is related to you.',
      email: "Enter the nominee's e-mail address.",
      mobile: 'A mobile number has ten digits and starts with 6, 7, 8 or 9.',
    },
  },
  mail: {
    inactivity: 'Your account will be erased in 48 hours',
    inactivityText: (days: number) =>
      `You have not signed in for ${days} days. As the data protection law asks, we erase accounts left unused that long: your account, profile and photos will be erased in 48 hours. To keep your account, just sign in before then.`,
    nomineeReceived: (reference: string) => `Your request ${reference} is received`,
    nomineeReceivedText: (reference: string) =>
      `We have received your request ${reference} to act for a member. An administrator checks the proof you gave and writes to you with the decision.`,
    nomineeApproved: (reference: string) => `Your request ${reference} is approved`,
    nomineeApprovedText: (reference: string, reason: string) => `Your request ${reference} is approved and the member's account has been erased. ${reason}`,
    nomineeRejected: (reference: string) => `Your request ${reference} is declined`,
    nomineeRejectedText: (reference: string, reason: string) => `Your request ${reference} is declined: ${reason}`,
  },
  admin: {
    heading: 'Nominee requests',
    lead: 'Requests to erase an account, filed by someone saying they are its nominee. Check the proof before approving: approving erases the account.',
    empty: 'No requests waiting.',
    named: 'Named by the member',
    notNamed: 'Not the nominee the member named',
    circumstances: { death: 'The member has died', incapacity: 'The member cannot act' },
    proof: 'Proof',
    reason: 'Reason (mailed to the nominee)',
    approve: 'Approve and erase',
    reject: 'Decline',
    decided: 'Decided.',
  },
};
export type ConsentWords = typeof consentsEn;
