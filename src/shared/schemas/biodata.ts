import { array, boolean, enums, integer, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { CODED } from '../coded-messages';
import { LOCALES } from '../locales';
import { wholeNumber } from '../validation/whole-number';

const M = CODED.BIODATA_MSG;

/** Biodata share links (docs/product/biodata.md, docs/decisions/090-biodata-and-share-links.md). */
export const BIODATA_LINK = {
  /** How long a link works unless she says otherwise, and the range she may choose from. */
  defaultDays: 7,
  minDays: 1,
  maxDays: 90,
  /** Links working at once, per member. */
  maxActive: 20,
} as const;

/** POST /biodata/links: how long the link works, and whether it shows her mobile and e-mail. */
export const CreateBiodataLinkBody = object({
  days: optional(wholeNumber('days', BIODATA_LINK.minDays, BIODATA_LINK.maxDays, M.days({ min: BIODATA_LINK.minDays, max: BIODATA_LINK.maxDays }))),
  includeContact: optional(boolean()),
});

export const BiodataLinkReply = type({
  id: integer(),
  /** The last characters of the link, to tell links apart (the link itself is shown once, when made). */
  hint: string(),
  includeContact: boolean(),
  state: enums(['active', 'expired', 'revoked']),
  expiresAt: string(),
  revokedAt: nullable(string()),
  pageOpens: integer(),
  pdfOpens: integer(),
  lastOpenedAt: nullable(string()),
  createdAt: string(),
});
export type BiodataLink = Infer<typeof BiodataLinkReply>;

export const BiodataLinksReply = type({ items: array(BiodataLinkReply) });

/** A link just made: its address (the only time it is shown), the PDF's, and the WhatsApp share. */
export const CreatedBiodataLinkReply = type({
  link: BiodataLinkReply,
  url: string(),
  pdfUrl: string(),
  whatsappUrl: string(),
});
export type CreatedBiodataLink = Infer<typeof CreatedBiodataLinkReply>;

const BiodataRow = type({ label: string(), value: string() });

/** GET /biodata/shared/:token: the biodata as its page shows it, in the member's language. */
export const SharedBiodataReply = type({
  locale: enums(LOCALES),
  name: string(),
  profileCode: nullable(string()),
  /** The photo's address for this link, when her photo setting lets anyone see it. */
  photoUrl: nullable(string()),
  sections: array(type({ key: string(), title: string(), rows: array(BiodataRow) })),
  /** The chart drawn as SVG (the dashboard's drawing, rendered by the server), and its note. */
  chartSvg: nullable(string()),
  chartNote: nullable(string()),
  /** A QR code (SVG) to her profile on the site. */
  qrSvg: string(),
  profileUrl: string(),
  pdfUrl: string(),
  whatsappUrl: string(),
  madeOn: string(),
});
export type SharedBiodata = Infer<typeof SharedBiodataReply>;
