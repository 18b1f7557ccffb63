import { describe, expect, it } from 'vitest';
import { birthChart } from './chart';
import { chartLayout, chartText } from './chart-layout';
import { horoscopeText } from '../i18n/horoscope';

/** The drawn charts' places (docs/product/horoscope.md): what each of the twelve holds, in either style. */
const chart = birthChart(new Date('1994-03-12T01:15:00Z'), { latitude: 25.32, longitude: 82.97 });
const moonOnly = birthChart(new Date('1994-03-12T06:30:00Z'), null, { moonOnly: true });
const en = horoscopeText('en');

describe('chart layout', () => {
  it('puts the lagna in the top diamond of the North Indian chart, with the rashi numbers counting on anticlockwise', () => {
    const layout = chartLayout(chart, 'north', en);
    const first = layout.places[0];
    expect(first).toMatchObject({ house: 1, rashiIndex: chart.lagna!.rashiIndex, first: true });
    expect(first.centre.y).toBeLessThan(150);
    expect(first.centre.x).toBe(150);
    expect(layout.places.map((p) => Number(p.label.text))).toEqual(Array.from({ length: 12 }, (_, i) => ((chart.lagna!.rashiIndex + i) % 12) + 1));
    expect(first.lines.join(' ')).toContain(en.lagna);
    expect(layout.places.every((p) => p.mark === null)).toBe(true);
  });

  it('keeps the rashis fixed in the South Indian chart, Meena top left, and marks the lagna’s', () => {
    const layout = chartLayout(chart, 'south', en);
    const meena = layout.places[11];
    const mesha = layout.places[0];
    expect(meena.label).toMatchObject({ text: en.rashi[11] });
    expect(meena.centre.x).toBeLessThan(75);
    expect(meena.centre.y).toBeLessThan(75);
    expect(mesha.centre.x).toBeGreaterThan(75);
    expect(mesha.centre.x).toBeLessThan(150);
    const marked = layout.places.filter((p) => p.mark !== null);
    expect(marked.map((p) => p.rashiIndex)).toEqual([chart.lagna!.rashiIndex]);
    expect(marked[0].house).toBe(1);
  });

  it('places every graha once, in the rashi the chart gives it, in both styles', () => {
    for (const style of ['north', 'south'] as const) {
      const layout = chartLayout(chart, style, en);
      const placed = layout.places.flatMap((p) => p.grahas.map((g) => [g.graha, p.rashiIndex]));
      expect(placed.sort()).toEqual(chart.grahas.map((g) => [g.graha, g.rashiIndex]).sort());
    }
  });

  it('counts the houses from the Moon’s rashi without a birth time, with no lagna mark', () => {
    const moon = moonOnly.grahas.find((g) => g.graha === 'moon')!;
    const layout = chartLayout(moonOnly, 'north', en);
    expect(layout.places[0].rashiIndex).toBe(moon.rashiIndex);
    expect(layout.places.flatMap((p) => p.lines).join(' ')).not.toContain(en.lagna);
  });

  it('says the chart as text, one line a house, in the reader’s language', () => {
    const hi = horoscopeText('hi');
    const lines = chartText(chartLayout(chart, 'north', hi), hi, true);
    expect(lines).toHaveLength(12);
    expect(lines[0].startsWith(`भाव 1, ${hi.rashiName[chart.lagna!.rashiIndex]}: `)).toBe(true);
    expect(lines[0]).toContain(hi.lagnaName);
    const empty = lines.filter((l) => l.endsWith(`: ${hi.chart.empty}`));
    const occupied = new Set(chart.grahas.map((g) => g.rashiIndex).concat(chart.lagna!.rashiIndex));
    expect(empty).toHaveLength(12 - occupied.size);
  });
});
