import { GST_RATE_PERCENT, roundOffPaise, stateNameOfCode } from '../../lib/gst.ts';
import { registerPdfFonts, writeText } from '../../lib/pdf-fonts.ts';
import type { InvoiceRow } from './invoice.repository.ts';

/**
 * The GST tax invoice as a PDF (docs/product/plans-and-payments.md). The Noto fonts of
 * lib/pdf-fonts.ts are embedded, so the rupee sign and a member's name in Devanagari or Tamil print
 * in every reader; amounts are written the Indian way (₹1,24,999.00) and the total in words in lakh
 * and crore.
 */

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const rupees = (paise: number) => INR.format(paise / 100);
/** 'Two Thousand Nine Hundred Ninety Nine Rupees Only', in lakh and crore. */
/** The amount in words ('Five Hundred Ninety Rupees Only'): to-words is loaded with the first invoice, not at start. */
let inWords: Promise<{ convert: (amount: number) => string }> | undefined;
const rupeesInWords = async (paise: number) => {
  inWords ??= import('to-words').then(({ ToWords }) => new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } }));
  return (await inWords).convert(paise / 100);
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const stateLabel = (code: string) => `${code}-${stateNameOfCode(code) ?? 'Unknown'}`;

export async function invoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  // pdfkit (with fontkit) is a large part of an idle process: loaded with the first PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const words = await rupeesInWords(invoice.totalPaise);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.sellerName } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = doc.page.width - 100;
  const line = (label: string, value: string) => {
    writeText(doc, `${label}: `, { weight: 'bold', continued: true });
    writeText(doc, value);
  };

  writeText(doc.fontSize(18), 'Tax Invoice', { weight: 'bold', align: 'center' }).moveDown(0.8);
  writeText(doc.fontSize(12), invoice.sellerName, { weight: 'bold' });
  writeText(doc.fontSize(10), invoice.sellerAddress, { width: width / 1.5 });
  line('GSTIN', invoice.sellerGstin);
  line('State', stateLabel(invoice.sellerGstin.slice(0, 2)));
  doc.moveDown();
  line('Invoice number', invoice.number);
  line('Invoice date', day(invoice.issuedAt));
  line('Place of supply', stateLabel(invoice.placeOfSupply));
  line('Reverse charge', 'No');
  doc.moveDown();
  writeText(doc, 'Billed to', { weight: 'bold' });
  writeText(doc, invoice.buyerName || 'Member (account erased)');
  if (invoice.buyerEmail) writeText(doc, invoice.buyerEmail);
  writeText(doc, 'Unregistered person (no GSTIN)');
  doc.moveDown(1.2);

  // The one line of service and its taxes, as a small table.
  const columns = [
    { title: 'Description', x: left, w: width * 0.52, align: 'left' as const },
    { title: 'SAC', x: left + width * 0.54, w: width * 0.14, align: 'left' as const },
    { title: 'Taxable value', x: left + width * 0.68, w: width * 0.32, align: 'right' as const },
  ];
  const row = (cells: string[], weight: 'regular' | 'bold') => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      writeText(doc, cell, { weight, at: { x: columns[i].x, y }, width: columns[i].w, align: columns[i].align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.title),
    'bold',
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  row([invoice.description, invoice.sac, rupees(invoice.taxablePaise)], 'regular');
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  const half = GST_RATE_PERCENT / 2;
  const sums: Array<[string, string]> = [['Taxable value', rupees(invoice.taxablePaise)]];
  if (invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.sgstPaise === 0)) sums.push([`IGST @ ${GST_RATE_PERCENT}%`, rupees(invoice.igstPaise)]);
  else sums.push([`CGST @ ${half}%`, rupees(invoice.cgstPaise)], [`SGST @ ${half}%`, rupees(invoice.sgstPaise)]);
  const roundOff = roundOffPaise(invoice);
  if (roundOff !== 0) sums.push(['Round off', `${roundOff < 0 ? '−' : '+'}${rupees(Math.abs(roundOff))}`]);
  for (const [label, value] of sums) row(['', label, value], 'regular');
  row(['', 'Total', rupees(invoice.totalPaise)], 'bold');
  doc.moveDown();
  line('Total in words', words);
  doc.moveDown();
  line('Paid', `${day(invoice.issuedAt)} through ${invoice.provider === 'test' ? 'the test provider (no money was charged)' : 'Razorpay'}`);
  if (invoice.providerPaymentId) line('Payment reference', invoice.providerPaymentId);
  doc.moveDown(2);
  writeText(doc.fontSize(9).fillColor('#555555'), 'This is a computer-generated invoice and needs no signature.');
  doc.end();
  return done;
}
