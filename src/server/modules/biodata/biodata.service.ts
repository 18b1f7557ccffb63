import { sharp } from '../../lib/sharp.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { localePath } from '../../../shared/i18n/locales.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { horoscopeText } from '../../../shared/i18n/horoscope/index.ts';
import { ChartDrawing } from '../../../shared/horoscope/chart-drawing.tsx';
import type { ChartStyle } from '../../../shared/horoscope/chart-layout.ts';
import { photoRank } from '../../../shared/document-keys.ts';
import { BIODATA_LINK, type CreatedBiodataLink, type SharedBiodata } from '../../../shared/schemas/biodata.ts';
import { pairBlocked } from '../discovery/index.ts';
import { getProfile } from '../profile/index.ts';
import { memberChart } from '../horoscope/index.ts';
import { profileCodeOf } from '../auth/index.ts';
import { readStored } from '../documents/index.ts';
import { biodataDocument, type BiodataDocument } from './biodata-document.ts';
import { biodataPdf } from './biodata-pdf.ts';
import { activeCount, countOpen, insertLink, linksOf, newToken, revokeLink, toLink, TOKEN_SHAPE, workingLink } from './biodata-links.repository.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.BIODATA_MSG;

/**
 * Biodata share links (docs/product/biodata.md, docs/decisions/090-biodata-and-share-links.md).
 * A link opens without an account while it works; it shows nothing, exactly like a link that never
 * existed (404), once revoked or expired, when its member is hidden, paused, deactivated or no
 * longer verified, and to a signed-in reader on either side of a block with her. Her photo goes
 * with it only when her photo setting lets anyone see it ('all'): a reader without an account has
 * no plan, no connection and no granted request.
 */
const DAY_MS = 86_400_000;

const shareUrl = (config: Config, locale: Locale, token: string) => `${config.siteUrl}${localePath(locale, '/biodata')}#${token}`;
const sharedPdfUrl = (config: Config, token: string) => `${config.siteUrl}/api/biodata/shared/${token}/pdf`;
const profileUrl = (config: Config, userId: number) => `${config.siteUrl}/dashboard/profile/view-profile/${userId}`;
const whatsappUrl = (locale: Locale, name: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(horoscopeText(locale).share.whatsappText({ name: name || horoscopeText(locale).biodata.title, url }))}`;

async function ownerAccount(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'mobile', 'locale', 'photoVisibility', 'isActive', 'isVerified', 'moderationHidden', 'pausedAt', 'userRoleId'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'en');
/** "Made on 2 December 2026": a biodata is made as it is opened, from the profile as it stands. */
const madeToday = (locale: Locale) => horoscopeText(locale).biodata.madeOn({ date: formatDate(locale, new Date()) });

export async function myLinks(db: Database, userId: number) {
  const now = new Date().toISOString();
  return { items: (await linksOf(db, userId)).map((row) => toLink(row, now)) };
}

export async function createLink(db: Database, config: Config, userId: number, body: { days?: number; includeContact?: boolean }): Promise<CreatedBiodataLink> {
  const profile = await db.selectFrom('profile').select(['fullName']).where('userId', '=', userId).executeTakeFirst();
  if (!profile) throw conflict(M.needsProfile);
  const now = new Date();
  const iso = now.toISOString();
  if ((await activeCount(db, userId, iso)) >= BIODATA_LINK.maxActive) throw conflict(M.tooManyLinks({ max: BIODATA_LINK.maxActive }));
  const days = body.days ?? BIODATA_LINK.defaultDays;
  const token = newToken();
  const row = await insertLink(db, userId, token, body.includeContact === true, new Date(now.getTime() + days * DAY_MS).toISOString(), iso);
  const account = await ownerAccount(db, userId);
  const locale = localeOf(account?.locale);
  const url = shareUrl(config, locale, token);
  return { link: toLink(row, iso), url, pdfUrl: sharedPdfUrl(config, token), whatsappUrl: whatsappUrl(locale, profile.fullName ?? account?.name ?? '', url) };
}

export async function revoke(db: Database, userId: number, id: number) {
  if (!(await revokeLink(db, userId, id, new Date().toISOString()))) throw notFound(M.linkNotFound);
  return myLinks(db, userId);
}

interface Opened {
  linkId: number;
  ownerId: number;
  locale: Locale;
  name: string;
  photo: { storageKey: string } | null;
  document: BiodataDocument;
  token: string;
}

/** The approved close-up (else the first approved photo) of a member, in its gallery size. */
async function sharedPhoto(db: Database, userId: number) {
  const rows = await db
    .selectFrom('document as d')
    .innerJoin('documentType as t', 't.id', 'd.documentTypeId')
    .select(['d.galleryKey', 't.code'])
    .where('d.userId', '=', userId)
    .where('d.approval', '=', 'approved')
    .where('d.purgedAt', 'is', null)
    .where('d.galleryKey', 'is not', null)
    .execute();
  const best = rows.filter((r) => photoRank(r.code) >= 0).sort((a, b) => photoRank(a.code) - photoRank(b.code))[0];
  return best?.galleryKey ? { storageKey: best.galleryKey } : null;
}

/**
 * What a token opens, for this reader (a signed-in member's id, or null), or a 404 that says no
 * more than "not available" whatever the reason.
 */
export async function openLink(db: Database, token: string, readerId: number | null): Promise<Opened> {
  const gone = () => notFound(M.notAvailable);
  if (!TOKEN_SHAPE.test(token)) throw gone();
  const link = await workingLink(db, token, new Date().toISOString());
  if (!link) throw gone();
  const ownerId = Number(link.userId);
  const [owner, blocked] = await Promise.all([
    ownerAccount(db, ownerId),
    readerId !== null && readerId !== ownerId ? pairBlocked(db, ownerId, readerId) : false,
  ]);
  const shown =
    owner &&
    Number(owner.isActive) === 1 &&
    Number(owner.isVerified) === 1 &&
    !Number(owner.moderationHidden) &&
    !owner.pausedAt &&
    Number(owner.userRoleId) === Number(ROLE_IDS.user);
  if (!shown || blocked) throw gone();
  const locale = localeOf(owner.locale);
  const [profile, chart, photo] = await Promise.all([
    getProfile(db, ownerId),
    memberChart(db, ownerId, locale),
    owner.photoVisibility === 'all' ? sharedPhoto(db, ownerId) : null,
  ]);
  const contact = Number(link.includeContact) === 1 ? { mobile: String(owner.mobile), email: String(owner.email) } : null;
  const document = await biodataDocument(db, { locale, profile, chart, contact });
  return { linkId: Number(link.id), ownerId, locale, name: document.name || owner.name, photo, document, token };
}

/** The chart style a language's families read: South Indian in Tamil, North Indian otherwise. */
export const chartStyleOf = (locale: Locale): ChartStyle => (locale === 'ta' ? 'south' : 'north');

export const chartSvg = (document: BiodataDocument) =>
  document.chart
    ? renderToStaticMarkup(
        createElement(ChartDrawing, {
          chart: document.chart,
          style: chartStyleOf(document.locale),
          words: horoscopeText(document.locale),
          title: horoscopeText(document.locale).chart.title,
        }),
      )
    : null;

/** GET /biodata/shared/:token: the page's biodata; counts one opening. */
export async function sharedBiodata(db: Database, config: Config, token: string, readerId: number | null): Promise<SharedBiodata> {
  const opened = await openLink(db, token, readerId);
  await countOpen(db, opened.linkId, 'page', new Date().toISOString());
  const profile = profileUrl(config, opened.ownerId);
  const url = shareUrl(config, opened.locale, token);
  return {
    locale: opened.locale,
    name: opened.name,
    profileCode: await profileCodeOf(db, opened.ownerId),
    photoUrl: opened.photo ? `${config.siteUrl}/api/biodata/shared/${token}/photo` : null,
    sections: opened.document.sections,
    chartSvg: chartSvg(opened.document),
    chartNote: opened.document.chartNote,
    qrSvg: await (await import('qrcode')).default.toString(profile, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    profileUrl: profile,
    pdfUrl: sharedPdfUrl(config, token),
    whatsappUrl: whatsappUrl(opened.locale, opened.name, url),
    madeOn: madeToday(opened.locale),
  };
}

/** Her photo for a link, as JPEG (what a PDF embeds), or a 404 when the link may not show it. */
export async function sharedPhotoJpeg(config: Config, opened: Opened): Promise<Buffer> {
  if (!opened.photo) throw notFound(M.notAvailable);
  const stream = await readStored(config, opened.photo.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks)).jpeg({ quality: 82 }).toBuffer();
}

/** GET /biodata/shared/:token/pdf: the biodata as a PDF, with the photo when the link may show it; counts one download. */
export async function sharedPdf(db: Database, config: Config, token: string, readerId: number | null): Promise<Buffer> {
  const opened = await openLink(db, token, readerId);
  // A photo file that cannot be read leaves the PDF without it rather than without the biodata.
  const photo = opened.photo ? await sharedPhotoJpeg(config, opened).catch(() => null) : null;
  const pdf = await biodataPdf({
    document: opened.document,
    style: chartStyleOf(opened.locale),
    photo,
    profileUrl: profileUrl(config, opened.ownerId),
    madeOn: madeToday(opened.locale),
  });
  await countOpen(db, opened.linkId, 'pdf', new Date().toISOString());
  return pdf;
}
