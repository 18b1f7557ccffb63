/** The door of the horoscope feature: what the rest of the app may use. Horoscope matching: the opt-in and the guna milan card (docs/decisions/037-guna-milan.md). */
export { HoroscopeSection } from './horoscope-section';
export { GunaMilanCard } from './guna-milan-card';
