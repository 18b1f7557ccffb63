import { useId } from 'react';
import type { BirthChartView } from '../schemas/horoscope';
import type { HoroscopeWords } from '../i18n/horoscope';
import { CHART_SIZE, chartLayout, chartText, type ChartStyle } from './chart-layout';

type Chart = NonNullable<BirthChartView['chart']>;

const LINE_HEIGHT = 13;

/**
 * A birth chart drawn as SVG in the North Indian (diamond) or South Indian (fixed-sign grid)
 * style, in the reader's words, with the same chart as text beside it: one line a house with its
 * rashi and grahas. Pure (no store, no request, no stylesheet class: lines and words take the
 * text colour around them), so the dashboard shows it and the server renders the very same markup
 * for a shared biodata (src/server/modules/biodata).
 */
export function ChartDrawing({ chart, style, words, title }: { chart: Chart; style: ChartStyle; words: HoroscopeWords; title: string }) {
  const id = useId();
  const layout = chartLayout(chart, style, words);
  const text = chartText(layout, words, chart.lagna !== null);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        style={{ display: 'block', width: '100%', maxWidth: '22rem', height: 'auto', margin: '0 auto' }}
        fontFamily="'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', sans-serif"
      >
        <title id={`${id}-title`}>{title}</title>
        <rect x={0} y={0} width={CHART_SIZE} height={CHART_SIZE} fill="none" />
        <g stroke="currentColor" strokeWidth={1.2} strokeLinecap="square">
          {layout.lines.map(([x1, y1, x2, y2], i) => (
            <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
        {layout.places.map((p) => (
          <g key={p.rashiIndex} fill="currentColor">
            <text
              x={p.label.x}
              y={p.label.y}
              fontSize={style === 'north' ? 10 : 9}
              textAnchor={style === 'north' ? 'middle' : 'start'}
              dominantBaseline="middle"
              opacity={0.75}
            >
              {p.label.text}
            </text>
            {p.mark && <line x1={p.mark[0]} y1={p.mark[1]} x2={p.mark[2]} y2={p.mark[3]} stroke="currentColor" strokeWidth={1.2} />}
            {p.lines.map((line, i) => (
              <text
                key={i}
                x={p.centre.x}
                y={p.centre.y + (i - (p.lines.length - 1) / 2) * LINE_HEIGHT}
                fontSize={11}
                fontWeight={600}
                textAnchor="middle"
                dominantBaseline="middle"
                textLength={line.length > 12 ? p.width : undefined}
                lengthAdjust="spacingAndGlyphs"
              >
                {line}
              </text>
            ))}
          </g>
        ))}
        {layout.middle && (
          <text x={layout.middle.x} y={layout.middle.y} fontSize={13} fontWeight={700} textAnchor="middle" dominantBaseline="middle" fill="currentColor">
            {chart.kind === 'full' ? words.chart.rasiChart : words.chart.moonChart}
          </text>
        )}
      </svg>
      <figcaption style={{ marginTop: '0.5rem', fontSize: '0.875rem' }}>
        <details>
          <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{words.chart.summary}</summary>
          <ul id={`${id}-text`} style={{ margin: '0.25rem 0 0', padding: 0, listStyle: 'none' }}>
            {text.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </figcaption>
    </figure>
  );
}
