/**
 * GST facts the tax invoice needs (docs/decisions/064-gst-tax-invoices.md): the two-digit state
 * codes that open every GSTIN and name the place of supply, the GSTIN's check character, and the
 * split of a GST-inclusive price into taxable value and tax.
 */

/** GST state and union-territory codes by the names the reference lists use. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const NAME_OF_CODE = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/** '27' → 'Maharashtra'; undefined for a code no state has. */
export const stateNameOfCode = (code: string) => NAME_OF_CODE.get(code);

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, computed from the first 14 (the GSTN's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right shape, a known state code and a matching check character. */
export const isValidGstin = (gstin: string) =>
  GSTIN_SHAPE.test(gstin) && NAME_OF_CODE.has(gstin.slice(0, 2)) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];

/** The rate on online matchmaking, as a whole percentage. */
export const GST_RATE_PERCENT = 18;

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Splits a GST-inclusive price: taxable value = total × 100 / 118, rounded to the paisa; each tax
 * is its rate of the taxable value, rounded to the paisa: within the seller's state CGST and SGST
 * at 9 % each (always equal), across states IGST at 18 %. What rounding leaves between these and
 * what was paid is the invoice's round-off line (roundOffPaise), so the lines add up to the total.
 */
export function splitGst(totalPaise: number, sameState: boolean): TaxSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  if (!sameState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: Math.round((taxablePaise * GST_RATE_PERCENT) / 100), totalPaise };
  const half = Math.round((taxablePaise * GST_RATE_PERCENT) / 200);
  return { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0, totalPaise };
}

/** The paise rounding leaves between the taxable value and its taxes and the total paid (+ or −, a paisa or two). */
export const roundOffPaise = (split: TaxSplit) => split.totalPaise - split.taxablePaise - split.cgstPaise - split.sgstPaise - split.igstPaise;

/** The Indian financial year (April to March, in India's time) a moment falls in: '2026-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
