import type { GrahaPosition } from './chart';
import { houseFrom, type ZodiacPoint } from './zodiac';
import type { MANGLIK } from '../profile-choices';

/**
 * Mangal dosha (Kuja dosha), by one stated reckoning (docs/decisions/082-horoscope-from-birth-details.md,
 * docs/product/horoscope.md): Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house
 * counted from the lagna, from the Moon and from Venus. From the lagna, or from both the Moon and
 * Venus, the member is manglik; from only one of the Moon and Venus, partly (anshik). The
 * cancellations below (dosha bhanga) that the chart itself shows undo it.
 */
export const DOSHA_HOUSES = [1, 2, 4, 7, 8, 12] as const;
export type ManglikReference = 'lagna' | 'moon' | 'venus';
export type ManglikStatus = 'yes' | 'partial' | 'no';

/**
 * Cancellations read from the member's own chart:
 * - ownOrExalted: Mars in its own sign (Mesha, Vrishchika) or exalted (Makara);
 * - placement: Mars in a house and sign where the dosha is not formed: the 1st in Mesha, the 2nd
 *   in Mithuna or Kanya, the 4th in Vrishchika, the 7th in Makara or Karka, the 8th in Dhanu,
 *   Meena or Karka, the 12th in Dhanu, Vrishabha or Tula (houses from the lagna);
 * - withJupiterOrMoon: Mars in the same rashi as Jupiter or the Moon;
 * - jupiterAspect: Jupiter's full aspect on Mars (Mars 5th, 7th or 9th from Jupiter).
 */
export type ManglikCancellation = 'ownOrExalted' | 'placement' | 'withJupiterOrMoon' | 'jupiterAspect';

export interface ManglikReckoning {
  status: ManglikStatus;
  /** The house Mars occupies from each reference, 1 to 12. */
  marsHouse: Record<ManglikReference, number>;
  /** The references from which Mars is in a dosha house (before the cancellations). */
  doshaFrom: ManglikReference[];
  /** The cancellations that apply; when there is a dosha and any applies, the status is 'no'. */
  cancellations: ManglikCancellation[];
}

/** The choices of the profile's manglik field (src/shared/profile-choices.ts) for each status. */
export const MANGLIK_CHOICE: Record<ManglikStatus, keyof typeof MANGLIK> = { yes: 1, no: 2, partial: 3 };

// Rashi indexes: 0 Mesha, 1 Vrishabha, 2 Mithuna, 3 Karka, 6 Tula, 7 Vrishchika, 8 Dhanu, 9 Makara, 11 Meena.
const OWN_OR_EXALTED = [0, 7, 9];
const PLACEMENTS: Record<number, number[]> = { 1: [0], 2: [2, 5], 4: [7], 7: [9, 3], 8: [8, 11, 3], 12: [8, 1, 6] };

export function manglikReckoning(lagna: ZodiacPoint, grahas: GrahaPosition[]): ManglikReckoning {
  const rashiOf = (graha: GrahaPosition['graha']) => grahas.find((g) => g.graha === graha)!.rashiIndex;
  const mars = rashiOf('mars');
  const marsHouse: Record<ManglikReference, number> = {
    lagna: houseFrom(lagna.rashiIndex, mars),
    moon: houseFrom(rashiOf('moon'), mars),
    venus: houseFrom(rashiOf('venus'), mars),
  };
  const doshaFrom = (Object.keys(marsHouse) as ManglikReference[]).filter((reference) => (DOSHA_HOUSES as readonly number[]).includes(marsHouse[reference]));
  const jupiter = rashiOf('jupiter');
  const cancellations: ManglikCancellation[] = [];
  if (OWN_OR_EXALTED.includes(mars)) cancellations.push('ownOrExalted');
  if (PLACEMENTS[marsHouse.lagna]?.includes(mars)) cancellations.push('placement');
  if (mars === jupiter || mars === rashiOf('moon')) cancellations.push('withJupiterOrMoon');
  if ([5, 7, 9].includes(houseFrom(jupiter, mars))) cancellations.push('jupiterAspect');
  const strong = doshaFrom.includes('lagna') || (doshaFrom.includes('moon') && doshaFrom.includes('venus'));
  const status: ManglikStatus = doshaFrom.length === 0 || cancellations.length > 0 ? 'no' : strong ? 'yes' : 'partial';
  return { status, marsHouse, doshaFrom, cancellations };
}

/**
 * Whose manglik status suits whose, for the "manglik compatible" search (by the profile field's
 * choices): a manglik with a manglik, a non-manglik with a non-manglik, and a partial (anshik)
 * manglik, whose dosha is mild, with either. "Don't know" and an empty field suit nobody.
 */
export const MANGLIK_COMPATIBLE: Record<number, ReadonlyArray<keyof typeof MANGLIK>> = {
  [MANGLIK_CHOICE.yes]: [1, 3],
  [MANGLIK_CHOICE.no]: [2, 3],
  [MANGLIK_CHOICE.partial]: [1, 2, 3],
};
