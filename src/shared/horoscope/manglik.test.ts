import { describe, expect, it } from 'vitest';
import { GRAHAS, type Graha, type GrahaPosition } from './chart';
import { manglikReckoning, MANGLIK_CHOICE } from './manglik';
import { zodiacPoint } from './zodiac';
import { MANGLIK } from '../profile-choices';

// Rashi indexes: 0 Mesha, 1 Vrishabha, 2 Mithuna, 3 Karka, 4 Simha, 5 Kanya, 6 Tula, 7 Vrishchika,
// 8 Dhanu, 9 Makara, 10 Kumbha, 11 Meena.
/** A chart with the lagna and each graha in the middle of the rashi given (the rest in Simha). */
function reckon(lagna: number, rashis: Partial<Record<Graha, number>>) {
  const grahas = GRAHAS.map((graha): GrahaPosition => ({ graha, ...zodiacPoint((rashis[graha] ?? 4) * 30 + 15), retrograde: false, house: null }));
  return manglikReckoning(zodiacPoint(lagna * 30 + 15), grahas);
}

describe('manglik (Mangal dosha)', () => {
  it('counts Mars from the lagna, the Moon and Venus', () => {
    // Lagna Simha, Mars in Kumbha: the 7th house from the lagna, Moon in Simha and Venus in Simha.
    const result = reckon(4, { mars: 10, moon: 4, venus: 4, jupiter: 5 });
    expect(result).toEqual({ status: 'yes', marsHouse: { lagna: 7, moon: 7, venus: 7 }, doshaFrom: ['lagna', 'moon', 'venus'], cancellations: [] });
  });

  it('is manglik from the lagna alone, or from both the Moon and Venus', () => {
    // Lagna Mesha, Mars in Karka (the 4th), the Moon and Venus in Kanya (Mars the 11th from them).
    expect(reckon(0, { mars: 3, moon: 5, venus: 5, jupiter: 6 })).toEqual({
      status: 'yes',
      marsHouse: { lagna: 4, moon: 11, venus: 11 },
      doshaFrom: ['lagna'],
      cancellations: [],
    });
    // Lagna Tula, Mars in Kumbha (the 5th), the Moon in Karka (the 8th), Venus in Makara (the 2nd).
    expect(reckon(6, { mars: 10, moon: 3, venus: 9, jupiter: 5 })).toMatchObject({
      status: 'yes',
      marsHouse: { lagna: 5, moon: 8, venus: 2 },
      doshaFrom: ['moon', 'venus'],
    });
  });

  it('is partly manglik (anshik) from only the Moon or only Venus', () => {
    // Mars in Kumbha is the 7th from a Simha lagna; with a Tula lagna it is the 5th.
    expect(reckon(6, { mars: 10, moon: 3, venus: 1, jupiter: 5 })).toMatchObject({
      status: 'partial',
      marsHouse: { lagna: 5, moon: 8, venus: 10 },
      doshaFrom: ['moon'],
    });
    expect(reckon(6, { mars: 10, moon: 1, venus: 9, jupiter: 5 })).toMatchObject({ status: 'partial', doshaFrom: ['venus'] });
  });

  it('is not manglik when Mars is in none of the houses 1, 2, 4, 7, 8, 12', () => {
    expect(reckon(0, { mars: 2, moon: 0, venus: 0, jupiter: 5 })).toEqual({
      status: 'no',
      marsHouse: { lagna: 3, moon: 3, venus: 3 },
      doshaFrom: [],
      cancellations: [],
    });
  });

  it('is cancelled by Mars in its own or exalted sign', () => {
    // Lagna Vrishabha, Mars in Mesha (its own sign) in the 12th.
    expect(reckon(1, { mars: 0, jupiter: 5 })).toMatchObject({ status: 'no', marsHouse: { lagna: 12 }, doshaFrom: ['lagna'], cancellations: ['ownOrExalted'] });
    // Lagna Simha, Mars in Vrishchika in the 4th, with the Moon.
    expect(reckon(4, { mars: 7, moon: 7, venus: 7, jupiter: 5 })).toMatchObject({
      status: 'no',
      cancellations: ['ownOrExalted', 'placement', 'withJupiterOrMoon'],
    });
  });

  it('is cancelled by the placements where the dosha does not form', () => {
    // The 2nd house in Mithuna (lagna Vrishabha), the 12th in Tula (lagna Vrishchika), the 8th in Meena (lagna Tula).
    expect(reckon(1, { mars: 2, jupiter: 5 }).cancellations).toEqual(['placement']);
    expect(reckon(7, { mars: 6, jupiter: 5 }).cancellations).toEqual(['placement']);
    expect(reckon(6, { mars: 11, jupiter: 5 })).toMatchObject({ status: 'no', marsHouse: { lagna: 6 } });
    expect(reckon(3, { mars: 10, jupiter: 5 }).cancellations).toEqual([]);
  });

  it("is cancelled by Jupiter with Mars or by Jupiter's aspect", () => {
    expect(reckon(4, { mars: 10, moon: 4, venus: 4, jupiter: 10 }).cancellations).toEqual(['withJupiterOrMoon']);
    // Mars in Kumbha is the 7th from Jupiter in Simha… but Simha holds the lagna here: use Jupiter in Mithuna (Mars 9th).
    expect(reckon(4, { mars: 10, moon: 4, venus: 4, jupiter: 2 })).toMatchObject({ status: 'no', cancellations: ['jupiterAspect'] });
  });

  it('names the choices of the profile field', () => {
    expect(MANGLIK[MANGLIK_CHOICE.yes]).toBe('Yes');
    expect(MANGLIK[MANGLIK_CHOICE.no]).toBe('No');
    expect(MANGLIK[MANGLIK_CHOICE.partial]).toBe('Partial (Anshik)');
  });
});
