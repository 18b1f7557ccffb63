import type { ImageMetadata } from 'astro';
import heroWedding from '../assets/hero-wedding.jpg';
import heroVerified from '../assets/hero-verified.jpg';
import heroFamily from '../assets/hero-family.jpg';
import couple1 from '../assets/couple-1.jpg';
import couple2 from '../assets/couple-2.jpg';
import couple3 from '../assets/couple-3.jpg';
import couple4 from '../assets/couple-4.jpg';
import type { IconName } from '../components/icon-paths';

/**
 * Marketing content of the home page, shaped like the Banner, Testimonial and Stat of docs/product/data.md: the
 * pictures, links and numbers live here; their words come from the catalogue (src/shared/i18n), item for item.
 */
export interface BannerSlide {
  id: number;
  image: ImageMetadata;
  ctaLink: string;
}
export interface Testimonial {
  id: number;
  imageUrl: ImageMetadata;
  rating: number;
}
export interface Stat {
  icon: IconName;
  /** Shown through src/shared/i18n/format.ts: a count in lakh where the language says so, or a share. */
  value: number;
  kind: 'count' | 'percent';
}

export const BANNERS: BannerSlide[] = [
  { id: 1, image: heroWedding, ctaLink: '/login' },
  { id: 2, image: heroVerified, ctaLink: '/login' },
  { id: 3, image: heroFamily, ctaLink: '/login' },
];

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, rating: 5, imageUrl: couple1 },
  { id: 2, rating: 5, imageUrl: couple2 },
  { id: 3, rating: 4, imageUrl: couple3 },
  { id: 4, rating: 5, imageUrl: couple4 },
];

export const FEATURE_ICONS: IconName[] = ['shield', 'search', 'chat', 'people'];

export const STATS: Stat[] = [
  { icon: 'people', value: 250_000, kind: 'count' },
  { icon: 'heart', value: 18_000, kind: 'count' },
  { icon: 'shield', value: 1, kind: 'percent' },
  { icon: 'pin', value: 600, kind: 'count' },
];
