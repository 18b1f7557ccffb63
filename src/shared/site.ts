/** The product's name and fixed facts, set once so a community edition can rename it. */
export const SITE_NAME = 'Matrimonial';
export const SITE_TAGLINE = 'Trusted matchmaking for Indian families';
export const COPYRIGHT_YEAR = 2025;
export const POLICY_LAST_UPDATED = '26 July 2025';
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

/** Footer company links and social links (all social links lead to /coming-soon, spec §2). */
export const COMPANY_LINKS = [
  { href: '/about-us', label: 'About us' },
  { href: '/contact-us', label: 'Contact us' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-of-use', label: 'Terms of use' },
] as const;
export const SOCIAL_LINKS = [
  { href: '/coming-soon', label: 'Facebook' },
  { href: '/coming-soon', label: 'Whatsapp' },
  { href: '/coming-soon', label: 'Instagram' },
  { href: '/coming-soon', label: 'LinkedIn' },
] as const;
