/** The product's name and fixed facts, set once so a community edition can rename it. */
export const SITE_NAME = 'Matrimonial';
export const SITE_TAGLINE = 'Trusted matchmaking for Indian families';
export const COPYRIGHT_YEAR = 2025;
export const POLICY_LAST_UPDATED = '26 July 2025';
/** The same date as data; pages write it in their language through src/shared/i18n/format.ts. */
export const POLICY_UPDATED_ON = '2025-07-26';
export const FOUNDED_YEAR = 2021;
export const POSTAL_ADDRESS = '4th Floor, Laxmi Towers, 12 MG Road, Camp, Pune, Maharashtra 411001, India';
export const CONTACT_EMAIL = 'support@matrimonial.example.in';
export const CONTACT_PHONE = '+91 20 4000 1234';
export const GRIEVANCE_OFFICER = {
  name: 'Ms. Kavita Deshpande',
  email: 'grievance@matrimonial.example.in',
  phone: '+91 20 4000 1299',
  hours: 'Monday to Saturday, 10:00 to 18:00 IST',
  acknowledgeWithinHours: 24,
  resolveWithinDays: 15,
} as const;

/** Footer company links (labels in src/shared/i18n, under nav) and social links (all lead to /coming-soon, docs/product/pages.md). */
export const COMPANY_LINKS = [
  { href: '/about-us', key: 'aboutUs' },
  { href: '/contact-us', key: 'contactUs' },
  { href: '/privacy-policy', key: 'privacyPolicy' },
  { href: '/terms-of-use', key: 'termsOfUse' },
  { href: '/safety', key: 'safety' },
] as const;
export const SOCIAL_LINKS = [
  { href: '/coming-soon', label: 'Facebook' },
  { href: '/coming-soon', label: 'Whatsapp' },
  { href: '/coming-soon', label: 'Instagram' },
  { href: '/coming-soon', label: 'LinkedIn' },
] as const;
