/**
 * Site content rows: about-us, header, footer, privacy-policy, menu-item and
 * menu-items-translation. Content is plain text with light markdown (## headings, - lists).
 */
import { SITE_NAME, SITE_TAGLINE } from '../../../../shared/site.ts';

export type AboutUsSeed = {
  title: string;
  content: string;
};

export type HeaderSeed = {
  title: string;
  tagline: string;
};

export type FooterSeed = {
  address: string;
  email: string;
  phone: string;
  copyright: string;
};

export type PrivacyPolicySeed = {
  title: string;
  /** ISO date, shown as "Last updated 26 July 2025". */
  lastUpdated: string;
  content: string;
};

export type MenuTypeName = 'Header' | 'Footer' | 'Sidebar';

export type MenuItemSeed = {
  label: string;
  url: string;
  /** A name from MENU_TYPES (./lists.ts). */
  menuType: MenuTypeName;
  /** Position within its menu, starting at 1. */
  sortOrder: number;
};

export type MenuItemTranslationSeed = {
  /** The url of the MENU_ITEMS row this translates. */
  url: string;
  /** A name from LANGUAGES (./lists.ts). */
  language: string;
  label: string;
};

export const ABOUT_US: AboutUsSeed = {
  title: 'About Us',
  content: `## Our mission

At Matrimonial, our mission is simple: to help every Indian find a life partner with trust, dignity and joy. We bring together individuals and families across communities, languages and cities, in India and abroad, and give them a safe, respectful place to begin a lifelong relationship.

## Our story

Matrimonial was founded in 2021 in Pune by a small team who had watched their own families search for suitable matches through relatives, newspaper advertisements and crowded websites full of unverified profiles. We believed there was a better way: a service that respects Indian traditions and family values, while using technology to make the search faster, safer and more personal.

What began with a few hundred profiles from Maharashtra has grown into a community of members from every state of India and the Indian diaspora. Along the way we introduced mobile and e-mail verification for every member, detailed partner preferences, and an assisted service in which a dedicated relationship manager shortlists matches on your behalf.

## Our values

- **Trust and safety**: every profile is verified by mobile OTP and e-mail, and our team reviews profiles and documents. Your contact details are shared only as you choose.
- **Respect for families and traditions**: we understand that marriage in India brings two families together. Religion, community, gotra, horoscope and family values matter, and our profiles and matching reflect that.
- **Privacy first**: your personal information is yours. Identity documents are never shown to other members, and we never sell your data.

## Join us

Thousands of families have already begun their journey with us. Your story could be next. Register free today and let us help you find your perfect match.`,
};

export const HEADER: HeaderSeed = {
  title: SITE_NAME,
  tagline: SITE_TAGLINE,
};

export const FOOTER: FooterSeed = {
  address: '4th Floor, Laxmi Towers, 12 MG Road, Camp, Pune, Maharashtra 411001, India',
  email: 'support@matrimonial.example.in',
  phone: '+91 20 4000 1234',
  copyright: '© 2025 Matrimonial. All rights reserved.',
};

export const PRIVACY_POLICY: PrivacyPolicySeed = {
  title: 'Privacy Policy',
  lastUpdated: '2025-07-26',
  content: `This Privacy Policy explains how Matrimonial ("we", "us", "our") collects, uses, shares and protects your personal information when you use our website and services. By registering or using the service you agree to the practices described here. We process personal data in accordance with applicable Indian law, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.

## 1. Information we collect

- **Account information**: your name, e-mail address, mobile number and password (stored only in a securely hashed form).
- **Profile information**: details you choose to provide, such as date of birth, gender, religion, caste or community, height, complexion, marital status, family details, gotra, education, occupation, annual income, city, lifestyle habits, hobbies, partner preferences and photographs.
- **Documents**: identity and supporting documents you upload for verification, such as Aadhaar card, voter ID, PAN card, caste, income and education certificates, and horoscope.
- **Usage information**: sign-in history, profiles you view and interests you express, device and browser details, IP address and pages visited.
- **Payment information**: details of subscription plans you buy. Card and bank details are handled by our payment partners; we do not store your full card number.

## 2. How we use your information

- To create and manage your account and verify your mobile number and e-mail address with one-time codes.
- To show your profile to suitable members and to suggest matches based on your preferences.
- To provide our assisted service, in which a relationship manager helps shortlist matches.
- To process subscriptions and payments and send receipts.
- To send service messages such as verification codes, password resets and replies to your enquiries.
- To keep the service safe: preventing fraud, fake profiles and misuse, and complying with the law.
- To improve our website and services using aggregated information.

## 3. Profile visibility and sharing

- Your profile details (personal, education, family and lifestyle information) and photographs are visible to registered members looking for a match.
- Your contact details (mobile number, e-mail and address) are shown only to members with an active paid subscription.
- Identity and certificate documents are never shown to other members. They are seen only by you and by our authorised staff for verification.
- We share information with service providers who help us run the service (hosting, e-mail, SMS and payment partners), only as needed and under confidentiality obligations.
- We may disclose information when required by law, court order or a government authority.
- We never sell your personal information.

## 4. Data security

We protect your information with industry-standard measures: encrypted connections (HTTPS), hashed passwords, restricted staff access and regular security reviews. No method of transmission or storage is completely secure, so please keep your password and one-time codes private and never share them with anyone. We will never ask you for them.

## 5. Cookies

We use cookies and similar browser storage to keep you signed in, remember your preferences (such as the light or dark theme) and understand how the site is used. You can block or delete cookies in your browser settings, but some parts of the site may then not work properly.

## 6. Your rights

You may:
- access and update your profile information at any time from your dashboard;
- delete your profile and account;
- ask for a copy of the personal data we hold about you;
- withdraw your consent to optional communications;
- raise a grievance about how your data is handled.

When you delete your account we remove your profile from search and delete or anonymise your data, except where we must keep certain records by law (for example, payment records).

## 7. Changes to this policy

We may update this Privacy Policy from time to time. When we make significant changes, we will update the "Last updated" date and, where appropriate, inform you by e-mail or through a notice on the website. Continuing to use the service after a change means you accept the updated policy.

## 8. Contact us

For any question, request or grievance about this policy or your personal data, please write to our Grievance Officer:

Matrimonial
4th Floor, Laxmi Towers, 12 MG Road, Camp, Pune, Maharashtra 411001, India
E-mail: support@matrimonial.example.in
Phone: +91 20 4000 1234

We acknowledge every grievance and respond within 24 hours.`,
};

export const MENU_ITEMS: readonly MenuItemSeed[] = [
  { label: 'Home', url: '/', menuType: 'Header', sortOrder: 1 },
  { label: 'Login', url: '/login', menuType: 'Header', sortOrder: 2 },
  { label: 'About Us', url: '/about-us', menuType: 'Footer', sortOrder: 1 },
  { label: 'Contact Us', url: '/contact-us', menuType: 'Footer', sortOrder: 2 },
  { label: 'Privacy Policy', url: '/privacy-policy', menuType: 'Footer', sortOrder: 3 },
  { label: 'Terms of Use', url: '/terms-of-use', menuType: 'Footer', sortOrder: 4 },
];

export const MENU_ITEM_TRANSLATIONS: readonly MenuItemTranslationSeed[] = [
  { url: '/', language: 'Hindi', label: 'होम' },
  { url: '/login', language: 'Hindi', label: 'लॉग इन' },
  { url: '/about-us', language: 'Hindi', label: 'हमारे बारे में' },
  { url: '/contact-us', language: 'Hindi', label: 'संपर्क करें' },
  { url: '/privacy-policy', language: 'Hindi', label: 'गोपनीयता नीति' },
  { url: '/terms-of-use', language: 'Hindi', label: 'उपयोग की शर्तें' },
];
