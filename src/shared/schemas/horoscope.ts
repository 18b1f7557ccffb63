import { boolean, object } from 'superstruct';

/** The member's opt-in to horoscope matching (docs/decisions/037-guna-milan.md). */
export const HoroscopeSettingBody = object({ horoscopeMatching: boolean() });

export interface HoroscopeSetting {
  horoscopeMatching: boolean;
}

/** Guna milan with another member: the total of 36 and the eight kootas. */
export interface GunaMilanView {
  total: number;
  max: 36;
  kootas: Array<{ key: string; label: string; points: number; max: number }>;
}
