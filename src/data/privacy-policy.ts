import type { PolicySection } from './policy';
import { CONTACT_EMAIL, GRIEVANCE_OFFICER as G, POSTAL_ADDRESS, SITE_NAME } from '../shared/site';

/** The eight sections of the privacy policy (spec §2), written for the DPDP Act 2023. */
export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    paragraphs: [`${SITE_NAME} is a matrimonial service: we collect only what is needed to help you find a life partner.`],
    list: [
      'Account details: name, e-mail address, mobile number and a password that we store only as a one-way hash.',
      'Profile details you choose to give: date of birth, gender, religion, caste or community, height, marital status, education, occupation, annual income, family details, partner preferences, lifestyle and photographs.',
      'Documents you upload for verification, such as Aadhaar, voter ID, PAN or certificates.',
      'Usage records: login times, IP address, profiles you view and subscription payments (we never see or store your card or UPI PIN).',
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use your information',
    paragraphs: ['We use your information only to run the matrimonial service you signed up for:'],
    list: [
      'to verify your mobile number and e-mail by one-time code, and to verify your identity when you ask us to;',
      'to suggest matches and show your profile to members whose preferences fit yours;',
      'to process subscriptions and send you service messages;',
      'to keep the site safe, detect fake profiles and meet our legal obligations.',
    ],
  },
  {
    id: 'profile-visibility',
    heading: 'Profile visibility and sharing',
    paragraphs: [
      'Other registered members can see your personal, education, family and lifestyle details and your photographs. Your mobile number, e-mail and address are shown only to members with an active paid subscription. Identity and certificate documents are never shown to other members; only you and our verification team can see them.',
      'We do not sell your personal data. We share it only with service providers who help us run the site (hosting, SMS and e-mail delivery, payment processing) under written contracts, or when an Indian law or court order requires it.',
    ],
  },
  {
    id: 'data-security',
    heading: 'Data security',
    paragraphs: [
      'Data travels over encrypted connections. Passwords are hashed, identity documents are encrypted at rest, and every access to them is logged. Staff access is limited to people who need it for verification or support. No system is perfectly secure; if a breach affects you, we will inform you and the Data Protection Board of India as the law requires.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    paragraphs: [
      'We use your browser’s storage to keep you signed in and to remember your light or dark theme. We do not use advertising cookies or third-party trackers.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: ['Under the Digital Personal Data Protection Act, 2023 you have the right:'],
    list: [
      'to obtain a summary of the personal data we hold about you and how we process it;',
      'to correct, complete or update your data, which you can do from your dashboard at any time;',
      'to withdraw consent and have your account and data erased, except records we must keep by law;',
      'to nominate a person to exercise these rights on your behalf in case of death or incapacity;',
      `to have your grievances addressed by our Grievance Officer, and then to approach the Data Protection Board of India.`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: ['If we change this policy we will update the date below and, for important changes, tell you by e-mail or on your dashboard before they take effect.'],
  },
  {
    id: 'contact',
    heading: 'Contact and Grievance Officer',
    paragraphs: [
      `For privacy questions write to ${CONTACT_EMAIL}. Our Grievance Officer is ${G.name}, reachable at ${G.email} or ${G.phone} (${G.hours}), or by post at ${POSTAL_ADDRESS}.`,
      `Complaints are acknowledged within ${G.acknowledgeWithinHours} hours and resolved within ${G.resolveWithinDays} days, as the Information Technology Rules, 2021 require.`,
    ],
  },
];
