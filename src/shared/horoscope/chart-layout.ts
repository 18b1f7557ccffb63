import type { BirthChartView } from '../schemas/horoscope';
import type { HoroscopeWords } from '../i18n/horoscope';
import type { Graha } from './grahas';

/**
 * Where each part of a drawn chart goes (docs/product/horoscope.md): the lines of the North Indian
 * (diamond) and South Indian (fixed-sign grid) charts on a square of `CHART_SIZE`, and for each of
 * the twelve places its rashi, its house, the grahas in it and where their words sit. The React
 * drawing (src/app/features/horoscope/chart-drawing.tsx) and the biodata's PDF both draw from it,
 * so the page and the paper show the same chart.
 *
 * North Indian: the houses are fixed (the 1st is the top diamond, counted anticlockwise) and each
 * holds the number of its rashi (1 Mesha … 12 Meena). South Indian: the rashis are fixed (Meena in
 * the top-left corner, Mesha beside it, clockwise) and the lagna's rashi is marked. A chart
 * without a birth time counts the houses from the Moon's rashi (a Chandra kundli).
 */
export const CHART_SIZE = 300;
export type ChartStyle = 'north' | 'south';
type Chart = NonNullable<BirthChartView['chart']>;

export interface ChartGrahaMark {
  graha: Graha;
  /** The abbreviation drawn, with the retrograde mark: 'Ma (R)'. */
  short: string;
  /** The full name read in the text alternative: 'Mars, retrograde, 12°'. */
  long: string;
}

export interface ChartPlace {
  /** 1 to 12, counted from the lagna (or the Moon's rashi without a birth time). */
  house: number;
  /** 0 Mesha … 11 Meena. */
  rashiIndex: number;
  /** Whether the lagna (or, without a birth time, the Moon's rashi) is here. */
  first: boolean;
  grahas: ChartGrahaMark[];
  /** Where the place's own label goes (the rashi number, or the rashi's abbreviation). */
  label: { x: number; y: number; text: string };
  /** The centre of the place's text block, and how wide a line may be. */
  centre: { x: number; y: number };
  width: number;
  /** The lines of grahas drawn in the place, three to a line. */
  lines: string[];
  /** The South Indian chart's diagonal mark of the lagna's rashi, in its top-right corner; null elsewhere. */
  mark: [number, number, number, number] | null;
}

export interface ChartLayout {
  style: ChartStyle;
  /** Each line of the frame as [x1, y1, x2, y2]. */
  lines: Array<[number, number, number, number]>;
  places: ChartPlace[];
  /** The title written in the middle of the South Indian grid; none in the North Indian. */
  middle: { x: number; y: number } | null;
}

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;

/** North Indian: each house's centre and the corner its rashi number sits by. */
const NORTH: Array<{ centre: [number, number]; label: [number, number]; width: number }> = [
  { centre: [H, Q + 8], label: [H, H - 14], width: 90 },
  { centre: [Q, 28], label: [Q, Q - 18], width: 70 },
  { centre: [32, Q], label: [Q - 22, Q], width: 46 },
  { centre: [Q + 8, H], label: [H - 14, H], width: 90 },
  { centre: [32, 3 * Q], label: [Q - 22, 3 * Q], width: 46 },
  { centre: [Q, S - 24], label: [Q, 3 * Q + 18], width: 70 },
  { centre: [H, 3 * Q - 4], label: [H, H + 22], width: 90 },
  { centre: [3 * Q, S - 24], label: [3 * Q, 3 * Q + 18], width: 70 },
  { centre: [S - 32, 3 * Q], label: [3 * Q + 22, 3 * Q], width: 46 },
  { centre: [3 * Q - 8, H], label: [H + 14, H], width: 90 },
  { centre: [S - 32, Q], label: [3 * Q + 22, Q], width: 46 },
  { centre: [3 * Q, 28], label: [3 * Q, Q - 18], width: 70 },
];

/** South Indian: the grid cell (column, row) of each rashi, Mesha first. */
const SOUTH: Array<[number, number]> = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

const degrees = (degree: number) => `${Math.floor(degree)}°`;

/** The grahas of a chart by rashi, with their words. */
function marks(chart: Chart, words: HoroscopeWords): Map<number, ChartGrahaMark[]> {
  const byRashi = new Map<number, ChartGrahaMark[]>();
  for (const g of chart.grahas) {
    const graha = g.graha as Graha;
    // Rahu and Ketu always move backwards: their mark would say nothing.
    const backwards = g.retrograde && graha !== 'rahu' && graha !== 'ketu';
    const short = backwards ? `${words.graha[graha]}(${words.retrograde})` : words.graha[graha];
    const long = [words.grahaName[graha], backwards ? words.retrogradeName : null, degrees(g.degree)].filter(Boolean).join(' ');
    byRashi.set(g.rashiIndex, [...(byRashi.get(g.rashiIndex) ?? []), { graha, short, long }]);
  }
  return byRashi;
}

const inLines = (items: string[], perLine: number) => {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += perLine) lines.push(items.slice(i, i + perLine).join(' '));
  return lines;
};

/** The rashi the houses are counted from: the lagna's, or without one the Moon's. */
export const firstRashi = (chart: Chart) => chart.lagna?.rashiIndex ?? chart.grahas.find((g) => g.graha === 'moon')!.rashiIndex;

export function chartLayout(chart: Chart, style: ChartStyle, words: HoroscopeWords): ChartLayout {
  const first = firstRashi(chart);
  const byRashi = marks(chart, words);
  const lagnaMark = chart.lagna ? words.lagna : null;
  const place = (house: number, rashiIndex: number, centre: [number, number], label: [number, number], labelText: string, width: number, perLine: number) => {
    const grahas = byRashi.get(rashiIndex) ?? [];
    const isFirst = house === 1;
    const shorts = [...(isFirst && lagnaMark ? [lagnaMark] : []), ...grahas.map((g) => g.short)];
    return {
      house,
      rashiIndex,
      first: isFirst,
      grahas,
      label: { x: label[0], y: label[1], text: labelText },
      centre: { x: centre[0], y: centre[1] },
      width,
      lines: inLines(shorts, perLine),
      mark:
        style === 'south' && isFirst && lagnaMark
          ? ([centre[0] + 19, centre[1] - 43, centre[0] + 37, centre[1] - 25] as [number, number, number, number])
          : null,
    };
  };
  if (style === 'north') {
    return {
      style,
      lines: [
        [0, 0, S, 0],
        [S, 0, S, S],
        [S, S, 0, S],
        [0, S, 0, 0],
        [0, 0, S, S],
        [S, 0, 0, S],
        [H, 0, S, H],
        [S, H, H, S],
        [H, S, 0, H],
        [0, H, H, 0],
      ],
      places: NORTH.map((n, i) => {
        const rashiIndex = (first + i) % 12;
        return place(i + 1, rashiIndex, n.centre, n.label, String(rashiIndex + 1), n.width, n.width > 60 ? 3 : 2);
      }),
      middle: null,
    };
  }
  const lines: ChartLayout['lines'] = [
    [0, 0, S, 0],
    [0, Q, S, Q],
    [0, 3 * Q, S, 3 * Q],
    [0, S, S, S],
    [0, 0, 0, S],
    [Q, 0, Q, S],
    [3 * Q, 0, 3 * Q, S],
    [S, 0, S, S],
    [0, H, Q, H],
    [3 * Q, H, S, H],
    [H, 0, H, Q],
    [H, 3 * Q, H, S],
  ];
  return {
    style,
    lines,
    places: SOUTH.map(([col, row], rashiIndex) => {
      const x = col * Q;
      const y = row * Q;
      const house = ((rashiIndex - first + 12) % 12) + 1;
      return place(house, rashiIndex, [x + Q / 2, y + Q / 2 + 6], [x + 5, y + 12], words.rashi[rashiIndex], Q - 8, 2);
    }),
    middle: { x: H, y: H },
  };
}

/** The chart as text, one line a house (North) or a rashi (South), for those who cannot see the drawing. */
export function chartText(layout: ChartLayout, words: HoroscopeWords, hasLagna: boolean): string[] {
  const ordered = [...layout.places].sort((a, b) => a.house - b.house);
  return ordered.map((p) => {
    const names = [...(p.first && hasLagna ? [words.lagnaName] : []), ...p.grahas.map((g) => g.long)];
    const grahas = names.length ? names.join(', ') : words.chart.empty;
    return words.chart.houseLine({ house: String(p.house), rashi: words.rashiName[p.rashiIndex], grahas });
  });
}
