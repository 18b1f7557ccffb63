import type { ImageMetadata } from 'astro';
import heroWedding from '../assets/hero-wedding.jpg';
import heroVerified from '../assets/hero-verified.jpg';
import heroFamily from '../assets/hero-family.jpg';
import couple1 from '../assets/couple-1.jpg';
import couple2 from '../assets/couple-2.jpg';
import couple3 from '../assets/couple-3.jpg';
import couple4 from '../assets/couple-4.jpg';
import type { IconName } from '../components/icon-paths';

/** Marketing content of the home page, shaped like the spec's Banner, Testimonial and Stat. */
export interface BannerSlide {
  id: number;
  title: string;
  subtitle: string;
  image: ImageMetadata;
  alt: string;
  ctaText: string;
  ctaLink: string;
  badge: string;
}
export interface Testimonial {
  id: number;
  name: string;
  quote: string;
  imageUrl: ImageMetadata;
  source: string;
  rating: number;
}
export interface Stat {
  icon: IconName;
  value: string;
  description: string;
}

const cta = { ctaText: 'Browse Profiles', ctaLink: '/login' } as const;

export const BANNERS: BannerSlide[] = [
  { id: 1, badge: 'Free registration', title: 'Find a life partner your whole family will bless', subtitle: 'Register free, tell us what matters to you, and meet verified brides and grooms from your community and across India.', image: heroWedding, alt: 'Illustration of a bride and groom in wedding clothes under a marigold toran', ...cta },
  { id: 2, badge: 'Verified profiles', title: 'Every profile checked by mobile OTP and e-mail', subtitle: 'Members confirm their mobile number and e-mail before they can contact anyone, so you talk to real people with serious intentions.', image: heroVerified, alt: 'Illustration of a phone showing a profile with a green verified shield', ...cta },
  { id: 3, badge: 'Matchmaking', title: 'Matches chosen for your values, not just your photo', subtitle: 'Religion, community, education, profession and family background all count. See why each match was suggested.', image: heroFamily, alt: 'Illustration of a couple standing between their parents', ...cta },
];

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, name: 'Priya & Arjun', source: 'Pune, married December 2023', rating: 5, imageUrl: couple1, quote: 'Our parents first spoke on the phone, then we met over coffee at FC Road. The relationship manager helped both families with every question about horoscopes and dates. We were married within seven months.' },
  { id: 2, name: 'Sneha & Rahul', source: 'Bengaluru, married February 2024', rating: 5, imageUrl: couple2, quote: 'I was tired of apps that were not serious about marriage. Here every profile was verified, and Rahul’s family details were clear from day one. We spoke for three months before our families met in Mysuru.' },
  { id: 3, name: 'Fatima & Imran', source: 'Hyderabad, married November 2024', rating: 4, imageUrl: couple3, quote: 'My mother managed my profile with me. The search by community and city saved us so much time, and the privacy settings meant my photos were only seen by families we were comfortable with.' },
  { id: 4, name: 'Harpreet & Manpreet', source: 'Ludhiana, married March 2025', rating: 5, imageUrl: couple4, quote: 'Manpreet was working in Canada and I was in Ludhiana. Video calls arranged through the site and a patient relationship manager made a long-distance rishta feel easy for both our families.' },
];

export const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Verified profiles', text: 'Mobile number and e-mail confirmed by one-time code; our team reviews photos and documents before a profile is marked verified.' },
  { icon: 'search', title: 'Advanced search', text: 'Search by age, location and religion, then narrow by community, education and profession.' },
  { icon: 'chat', title: 'Secure messaging', text: 'Talk inside the site without sharing your phone number until you are ready.' },
  { icon: 'people', title: 'Community support', text: 'Help in English, Hindi and Marathi from people who understand families, gotra and horoscope questions.' },
];

export const STATS: Stat[] = [
  { icon: 'people', value: '2.5 lakh+', description: 'registered members' },
  { icon: 'heart', value: '18,000+', description: 'marriages celebrated' },
  { icon: 'shield', value: '100%', description: 'profiles OTP-verified' },
  { icon: 'pin', value: '600+', description: 'cities and towns' },
];
