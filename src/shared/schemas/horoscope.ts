import { array, boolean, integer, literal, number, object, string, type, type Infer } from 'superstruct';

/** The member's opt-in to horoscope matching (docs/decisions/037-guna-milan.md). */
export const HoroscopeSettingBody = object({ horoscopeMatching: boolean() });

export const HoroscopeSettingReply = type({ horoscopeMatching: boolean() });
export type HoroscopeSetting = Infer<typeof HoroscopeSettingReply>;

/** Guna milan with another member: the total of 36 and the eight kootas. */
export const GunaMilanReply = type({
  total: number(),
  max: literal(36),
  kootas: array(type({ key: string(), label: string(), points: number(), max: integer() })),
});
export type GunaMilanView = Infer<typeof GunaMilanReply>;
