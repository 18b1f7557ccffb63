import type { PolicySection } from './policy';
import { CONTACT_EMAIL, GRIEVANCE_OFFICER as G, POSTAL_ADDRESS, SITE_NAME } from '../shared/site';
import { MIN_MARRIAGE_AGE_FEMALE, MIN_MARRIAGE_AGE_MALE, MIN_MEMBER_AGE } from '../shared/constants';

/** The nine sections of the terms of use (spec §2). */
export const TERMS_SECTIONS: PolicySection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of terms',
    paragraphs: [`By registering with or using ${SITE_NAME} you agree to these terms and to our privacy policy. ${SITE_NAME} is a matrimonial service for people who genuinely intend to marry. It is not a dating or social networking site, and it must not be used for any other purpose.`],
  },
  {
    id: 'eligibility',
    heading: 'Eligibility',
    paragraphs: [`You must be at least ${MIN_MEMBER_AGE} years old and legally capable of entering into a marriage under the laws that apply to you. Indian law sets the minimum age of marriage at ${MIN_MARRIAGE_AGE_MALE} for men and ${MIN_MARRIAGE_AGE_FEMALE} for women, and we show matches only above these ages. You must not be currently married unless your personal law permits remarriage and you say so in your profile. A parent, sibling or relative may manage a profile on the member’s behalf with the member’s consent.`],
  },
  {
    id: 'user-responsibilities',
    heading: 'Your responsibilities',
    paragraphs: ['You agree to:'],
    list: [
      'give true, current information about yourself, including marital status, and keep it up to date;',
      'upload only photographs of yourself and documents that belong to you;',
      'treat other members and their families with respect, and never harass, threaten or ask anyone for money;',
      'keep your password secret and tell us at once if you think someone else has used your account;',
      'not copy, scrape or misuse other members’ details, or use the site for commercial purposes.',
    ],
  },
  {
    id: 'content-ownership',
    heading: 'Content ownership',
    paragraphs: [`You keep ownership of the text and photographs you upload. You give ${SITE_NAME} a limited licence to display them to other members as your privacy settings allow, only for as long as your profile is active. The site’s design, software, illustrations and name belong to ${SITE_NAME}.`],
  },
  {
    id: 'termination',
    heading: 'Account termination',
    paragraphs: ['You may delete your account at any time from your dashboard. We may suspend or remove a profile that is fake, misleading, posted by someone already married without disclosure, or that breaks these terms, and we may report unlawful activity to the authorities. Fees for a subscription already used are not refundable, except where the law requires.'],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    paragraphs: [`We verify mobile numbers and e-mail addresses and review documents members submit, but we cannot guarantee every statement a member makes. Please take the usual care, involve your family, and meet in public places. To the extent the law allows, ${SITE_NAME}’s liability for any claim is limited to the fees you paid us in the twelve months before the claim.`],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    paragraphs: ['We may update these terms. We will change the date below and tell you of important changes before they apply; continuing to use the site afterwards means you accept them.'],
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    paragraphs: ['These terms are governed by the laws of India. Courts at Pune, Maharashtra have exclusive jurisdiction over any dispute, after you have first tried to resolve it with our Grievance Officer.'],
  },
  {
    id: 'contact',
    heading: 'Contact and Grievance Officer',
    paragraphs: [
      `Questions about these terms: ${CONTACT_EMAIL}. To report a profile or make a complaint, contact our Grievance Officer ${G.name} at ${G.email} or ${G.phone} (${G.hours}), or write to ${POSTAL_ADDRESS}.`,
      `We acknowledge every complaint within ${G.acknowledgeWithinHours} hours and resolve it within ${G.resolveWithinDays} days, in line with the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021.`,
    ],
  },
];
