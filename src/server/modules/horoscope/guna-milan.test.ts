import { describe, expect, it } from 'vitest';
import { gunaMilan, YONI_POINTS, type Chart } from './guna-milan.ts';

const points = (groom: Chart, bride: Chart) => Object.fromEntries(gunaMilan(groom, bride).kootas.map((k) => [k.key, k.points]));

describe('guna milan (Ashtakoota)', () => {
  it('has eight kootas worth 36 points', () => {
    const result = gunaMilan({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'simha', nakshatra: 'magha' });
    expect(result.kootas.map((k) => [k.key, k.max])).toEqual([
      ['varna', 1],
      ['vashya', 2],
      ['tara', 3],
      ['yoni', 4],
      ['grahaMaitri', 5],
      ['gana', 6],
      ['bhakoot', 7],
      ['nadi', 8],
    ]);
    expect(result.total).toBe(result.kootas.reduce((sum, k) => sum + k.points, 0));
  });

  it('tara: groom Uttara Phalguni, bride Rohini get all 3 points', () => {
    // Source: "Horoscope Matching", Future Samachar, ch. Tarakoota
    // (http://www.futuresamachar.com/en/book/horoscope-matching-471/41): the boy's Uttara Phalguni (12)
    // counted from the girl's Rohini (4) and back are both auspicious taras, so 3 of 3 points.
    const result = points({ rashi: 'kanya', nakshatra: 'uttaraPhalguni' }, { rashi: 'vrishabha', nakshatra: 'rohini' });
    expect(result.tara).toBe(3);
    // The other kootas of the same pair: Vaishya and Vaishya, Manava and Chatushpada, cow and
    // serpent, Mercury and Venus (friends), Manushya both, 5/9 bhakoot, Adi and Antya nadi.
    expect(result).toEqual({ varna: 1, vashya: 1, tara: 3, yoni: 1, grahaMaitri: 5, gana: 6, bhakoot: 0, nadi: 8 });
  });

  it('yoni: intensely inimical yonis score 0, the same yoni 4', () => {
    // Source: "The Yoni Koota", freehoroscopesonline.in (http://freehoroscopesonline.in/yonikoota.php):
    // Ashwini and Shatabhisha are both Ashwa (horse); its intense enemy is Mahisha (buffalo), Hasta.
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'kanya', nakshatra: 'hasta' }).yoni).toBe(0);
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'kumbha', nakshatra: 'shatabhisha' }).yoni).toBe(4);
    // The same page's pairs of intense enemies (by yoni index): horse–buffalo, elephant–lion,
    // ram–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger.
    for (const [a, b] of [
      [0, 8],
      [1, 13],
      [2, 11],
      [3, 12],
      [4, 10],
      [5, 6],
      [7, 9],
    ]) {
      expect(YONI_POINTS[a][b]).toBe(0);
      expect(YONI_POINTS[b][a]).toBe(0);
    }
    YONI_POINTS.forEach((row, i) => row.forEach((p, j) => expect(p).toBe(YONI_POINTS[j][i])));
  });

  it('vashya and varna: a Jalachara bride and Manava groom get half a point; a bride of higher varna none', () => {
    // Source: "Kundali Milan", Ranjana Dikshit (https://www.ranjanadikshit.com/en/kundali-milan/):
    // Manava includes Mithuna, Jalachara includes Karka; "if one's group is food to the other (the
    // bride is Jalachara and the groom is Manava) then half point"; the same group earns two points;
    // the groom's varna should be at least the bride's (maximum 1).
    expect(points({ rashi: 'mithuna', nakshatra: 'ardra' }, { rashi: 'karka', nakshatra: 'pushya' }).vashya).toBe(0.5);
    expect(points({ rashi: 'mithuna', nakshatra: 'ardra' }, { rashi: 'kanya', nakshatra: 'hasta' }).vashya).toBe(2);
    // Mesha is Kshatriya, Karka Brahmin.
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'karka', nakshatra: 'pushya' }).varna).toBe(0);
    expect(points({ rashi: 'karka', nakshatra: 'pushya' }, { rashi: 'mesha', nakshatra: 'ashwini' }).varna).toBe(1);
  });

  it('gana: Manushya and Rakshasa cannot adjust', () => {
    // Source: "Nakshatra compatibility for marriage", AstroClips
    // (https://astroclips.com/astrology/nakshatra/nakshatra-compatibility-for-marriage/): Deva adjusts
    // with both, "Rakshas and Manushya Gana cannot adjust at all with each other".
    expect(points({ rashi: 'mesha', nakshatra: 'bharani' }, { rashi: 'mesha', nakshatra: 'krittika' }).gana).toBe(0);
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'mesha', nakshatra: 'bharani' }).gana).toBe(6);
  });

  it('the same rashi and nakshatra score 28: everything but nadi', () => {
    const result = gunaMilan({ rashi: 'vrishabha', nakshatra: 'rohini' }, { rashi: 'vrishabha', nakshatra: 'rohini' });
    expect(result.total).toBe(28);
    expect(result.kootas.find((k) => k.key === 'nadi')!.points).toBe(0);
  });

  it('bhakoot: the 6/8, 5/9 and 2/12 positions lose all 7 points, 7/7 keeps them', () => {
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'kanya', nakshatra: 'hasta' }).bhakoot).toBe(0);
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'simha', nakshatra: 'magha' }).bhakoot).toBe(0);
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'meena', nakshatra: 'revati' }).bhakoot).toBe(0);
    expect(points({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'tula', nakshatra: 'swati' }).bhakoot).toBe(7);
  });
});
