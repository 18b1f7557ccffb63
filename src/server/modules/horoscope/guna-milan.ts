import { NAKSHATRAS, RASHIS, type NakshatraCode, type RashiCode } from '../../../shared/horoscope-masters.ts';

/**
 * Ashtakoota guna milan: eight kootas worth 36 points, from the moon sign (rashi) and birth star
 * (nakshatra) of the bride and the groom. Pure and table-driven; the tables follow the rules as
 * commonly published (docs/decisions/037-guna-milan.md lists them and the simplifications).
 */
export interface Chart {
  rashi: RashiCode;
  nakshatra: NakshatraCode;
}

export const KOOTAS = [
  { key: 'varna', label: 'Varna', max: 1 },
  { key: 'vashya', label: 'Vashya', max: 2 },
  { key: 'tara', label: 'Tara', max: 3 },
  { key: 'yoni', label: 'Yoni', max: 4 },
  { key: 'grahaMaitri', label: 'Graha maitri', max: 5 },
  { key: 'gana', label: 'Gana', max: 6 },
  { key: 'bhakoot', label: 'Bhakoot', max: 7 },
  { key: 'nadi', label: 'Nadi', max: 8 },
] as const;
export type KootaKey = (typeof KOOTAS)[number]['key'];

export interface GunaMilan {
  total: number;
  max: 36;
  kootas: Array<{ key: KootaKey; label: string; points: number; max: number }>;
}

const rashiIndex = (code: RashiCode) => RASHIS.findIndex((r) => r.code === code);
const nakshatraIndex = (code: NakshatraCode) => NAKSHATRAS.findIndex((n) => n.code === code);

// Varna by rashi: 3 Brahmin, 2 Kshatriya, 1 Vaishya, 0 Shudra (water, fire, earth, air signs).
const VARNA = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

// Vashya groups by rashi (Dhanu and Makara by the first half of the sign).
const V = { Chatushpada: 0, Manava: 1, Jalachara: 2, Vanachara: 3, Keeta: 4 } as const;
const VASHYA_GROUP = [
  V.Chatushpada,
  V.Chatushpada,
  V.Manava,
  V.Jalachara,
  V.Vanachara,
  V.Manava,
  V.Manava,
  V.Keeta,
  V.Manava,
  V.Chatushpada,
  V.Manava,
  V.Jalachara,
];
const VASHYA_POINTS = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

// Yoni by nakshatra: 0 Ashwa (horse), 1 Gaja (elephant), 2 Mesha (sheep), 3 Sarpa (serpent),
// 4 Shwana (dog), 5 Marjara (cat), 6 Mushaka (rat), 7 Gau (cow), 8 Mahisha (buffalo),
// 9 Vyaghra (tiger), 10 Mriga (deer), 11 Vanara (monkey), 12 Nakula (mongoose), 13 Simha (lion).
const YONI = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];
export const YONI_POINTS = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

// Rashi lords and their natural friendships (Parashara): 1 friend, 0 neutral, -1 enemy.
type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
const LORD: Planet[] = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];
const FRIENDS: Record<Planet, { friends: Planet[]; enemies: Planet[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};
const attitude = (of: Planet, to: Planet) => (FRIENDS[of].friends.includes(to) ? 1 : FRIENDS[of].enemies.includes(to) ? -1 : 0);

// Gana by nakshatra: 0 Deva, 1 Manushya, 2 Rakshasa; points[groom][bride].
const GANA = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];
const GANA_POINTS = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

// Nadi by nakshatra: 0 Adi, 1 Madhya, 2 Antya (the zig-zag order of the 27 stars).
const NADI = [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2];

/** The count from one position to another, both included (1 when they are the same). */
const countFrom = (from: number, to: number, size: number) => ((to - from + size) % size) + 1;

function varna(groom: number, bride: number) {
  return VARNA[groom] >= VARNA[bride] ? 1 : 0;
}

function tara(groomStar: number, brideStar: number) {
  const good = (from: number, to: number) => ![3, 5, 7].includes(countFrom(from, to, 27) % 9);
  const both = [good(brideStar, groomStar), good(groomStar, brideStar)].filter(Boolean).length;
  return both === 2 ? 3 : both === 1 ? 1.5 : 0;
}

function grahaMaitri(groom: number, bride: number) {
  const a = LORD[groom];
  const b = LORD[bride];
  if (a === b) return 5;
  const pair = [attitude(a, b), attitude(b, a)].sort((x, y) => x - y).join(',');
  const points: Record<string, number> = { '1,1': 5, '0,1': 4, '0,0': 3, '-1,1': 1, '-1,0': 0.5, '-1,-1': 0 };
  return points[pair];
}

function bhakoot(groom: number, bride: number) {
  return [2, 12, 5, 9, 6, 8].includes(countFrom(bride, groom, 12)) ? 0 : 7;
}

/** The 36-point match of a groom and a bride, koota by koota. */
export function gunaMilan(groom: Chart, bride: Chart): GunaMilan {
  const [gr, br] = [rashiIndex(groom.rashi), rashiIndex(bride.rashi)];
  const [gn, bn] = [nakshatraIndex(groom.nakshatra), nakshatraIndex(bride.nakshatra)];
  if (gr < 0 || br < 0 || gn < 0 || bn < 0) throw new Error('Unknown rashi or nakshatra');
  const points: Record<KootaKey, number> = {
    varna: varna(gr, br),
    vashya: VASHYA_POINTS[VASHYA_GROUP[gr]][VASHYA_GROUP[br]],
    tara: tara(gn, bn),
    yoni: YONI_POINTS[YONI[gn]][YONI[bn]],
    grahaMaitri: grahaMaitri(gr, br),
    gana: GANA_POINTS[GANA[gn]][GANA[bn]],
    bhakoot: bhakoot(gr, br),
    nadi: NADI[gn] === NADI[bn] ? 0 : 8,
  };
  const kootas = KOOTAS.map((k) => ({ key: k.key, label: k.label, points: points[k.key], max: k.max }));
  return { total: kootas.reduce((sum, k) => sum + k.points, 0), max: 36, kootas };
}
