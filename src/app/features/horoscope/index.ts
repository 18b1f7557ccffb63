import { lazy } from 'react';

/** The door of the horoscope feature: what the rest of the app may use. Horoscope matching: the opt-in and the guna milan card (docs/decisions/037-guna-milan.md). */
export { HoroscopeSection } from './horoscope-section';
export { GunaMilanCard } from './guna-milan-card';

/**
 * The birth chart (North and South Indian drawings) and the birth details panel, each its own
 * chunk: only the screens that show them load them (docs/product/horoscope.md).
 */
export const ChartCard = lazy(() => import('./chart-card'));
export const BirthDetailsPanel = lazy(() => import('./birth-details-panel'));
