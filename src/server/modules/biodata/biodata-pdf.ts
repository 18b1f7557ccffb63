import { registerPdfFonts, writeText } from '../../lib/pdf-fonts.ts';
import { horoscopeText } from '../../../shared/i18n/horoscope/index.ts';
import { CHART_SIZE, chartLayout, chartText, type ChartStyle } from '../../../shared/horoscope/chart-layout.ts';
import type { BiodataDocument } from './biodata-document.ts';

/**
 * The biodata as an A4 PDF of one or two pages (docs/product/biodata.md), in the member's
 * language: every text through lib/pdf-fonts.ts, so Devanagari and Tamil are shaped in their own
 * embedded Noto fonts and read back in order; the chart drawn from the same layout as the page's
 * SVG (src/shared/horoscope/chart-layout.ts); her photo when the link may show it; a QR code to
 * her profile.
 */
export interface BiodataPdfInput {
  document: BiodataDocument;
  style: ChartStyle;
  photo: Buffer | null;
  profileUrl: string;
  madeOn: string;
}

const MARGIN = 42;

export async function biodataPdf({ document: d, style, photo, profileUrl, madeOn }: BiodataPdfInput): Promise<Buffer> {
  const h = horoscopeText(d.locale);
  // pdfkit is loaded with the first PDF, not at start (as the invoice's).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${h.biodata.title}: ${d.name}` } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const qr = await (await import('qrcode')).default.toBuffer(profileUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });

  // The heading: her name, with the photo and the QR code at the right.
  const top = doc.y;
  const side = 96;
  if (photo) doc.image(photo, MARGIN + width - side, top, { fit: [side, side * 1.25], align: 'right' });
  doc.image(qr, MARGIN + width - side - (photo ? side + 10 : 0), top, { width: side * 0.8 });
  writeText(doc.fontSize(10).fillColor('#7a1f3d'), h.biodata.title, { weight: 'bold', at: { x: MARGIN, y: top } });
  writeText(doc.fontSize(20).fillColor('#111111'), d.name, { weight: 'bold', width: width - 2 * side - 20 });
  writeText(doc.fontSize(8).fillColor('#555555'), h.biodata.profileLink, {
    at: { x: MARGIN + width - side - (photo ? side + 10 : 0), y: top + side * 0.8 + 2 },
    width: side,
  });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + (photo ? side * 1.25 : side)) + 8;

  const labelWidth = width * 0.34;
  const section = (title: string, rows: Array<{ label: string; value: string }>) => {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    writeText(doc.fontSize(12).fillColor('#7a1f3d'), title, { weight: 'bold', at: { x: MARGIN, y: doc.y } });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor('#c9a227')
      .stroke();
    doc.y += 4;
    for (const row of rows) {
      if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
      const y = doc.y;
      writeText(doc.fontSize(9.5).fillColor('#555555'), row.label, { at: { x: MARGIN, y }, width: labelWidth - 6 });
      const afterLabel = doc.y;
      writeText(doc.fontSize(9.5).fillColor('#111111'), row.value, { at: { x: MARGIN + labelWidth, y }, width: width - labelWidth });
      doc.x = MARGIN;
      doc.y = Math.max(afterLabel, doc.y) + 2;
    }
    doc.y += 6;
  };
  for (const s of d.sections) section(s.title, s.rows);

  if (d.chart) {
    const size = 230;
    if (doc.y + size + 40 > doc.page.height - MARGIN) doc.addPage();
    writeText(doc.fontSize(12).fillColor('#7a1f3d'), h.chart.title, { weight: 'bold', at: { x: MARGIN, y: doc.y } });
    doc.y += 4;
    const x0 = MARGIN;
    const y0 = doc.y;
    const k = size / CHART_SIZE;
    const layout = chartLayout(d.chart, style, h);
    doc.lineWidth(0.8).strokeColor('#111111');
    for (const [x1, y1, x2, y2] of layout.lines)
      doc
        .moveTo(x0 + x1 * k, y0 + y1 * k)
        .lineTo(x0 + x2 * k, y0 + y2 * k)
        .stroke();
    const centred = (text: string, x: number, y: number, w: number, fontSize: number, weight: 'regular' | 'bold') =>
      writeText(doc.fontSize(fontSize).fillColor('#111111'), text, {
        at: { x: x - w / 2, y: y - fontSize * 0.7 },
        width: w,
        align: 'center',
        lineBreak: false,
        weight,
      });
    for (const p of layout.places) {
      const label = p.label;
      if (p.mark)
        doc
          .moveTo(x0 + p.mark[0] * k, y0 + p.mark[1] * k)
          .lineTo(x0 + p.mark[2] * k, y0 + p.mark[3] * k)
          .stroke();
      if (style === 'north') centred(label.text, x0 + label.x * k, y0 + label.y * k, 30, 7, 'regular');
      else writeText(doc.fontSize(6.5).fillColor('#555555'), label.text, { at: { x: x0 + (label.x - 1) * k, y: y0 + (label.y - 8) * k }, lineBreak: false });
      p.lines.forEach((line, i) => {
        const y = p.centre.y + (i - (p.lines.length - 1) / 2) * 13;
        centred(line, x0 + p.centre.x * k, y0 + y * k, p.width * k + 8, 8, 'bold');
      });
    }
    if (layout.middle)
      centred(d.chart.kind === 'full' ? h.chart.rasiChart : h.chart.moonChart, x0 + layout.middle.x * k, y0 + layout.middle.y * k, 110, 9, 'bold');
    // Beside the drawing, the same chart as text: one line a house.
    doc.x = x0 + size + 16;
    doc.y = y0;
    for (const line of chartText(layout, h, d.chart.lagna !== null)) writeText(doc.fontSize(8).fillColor('#333333'), line, { width: width - size - 16 });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, y0 + size) + 8;
    if (d.chartNote) writeText(doc.fontSize(8).fillColor('#555555'), d.chartNote, { width });
  }
  writeText(doc.fontSize(7.5).fillColor('#777777'), madeOn, {
    at: { x: MARGIN, y: Math.min(doc.y + 10, doc.page.height - MARGIN - 10) },
    width,
    lineBreak: false,
  });
  doc.end();
  return done;
}
