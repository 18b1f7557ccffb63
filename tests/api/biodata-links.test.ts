import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIODATA_MSG } from '../../src/shared/messages.ts';
import { ADMIN_EMAIL, call, type TestApp } from '../helpers/test-app.ts';
import { createTestAppOn, documentTypeIds, uploadDocument } from '../helpers/documents.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

/**
 * Biodata share links (docs/product/biodata.md): she makes a link, a family opens it without an
 * account as a page and as a PDF, she sees how often, and revokes it; a revoked or expired link,
 * a hidden or paused member, and a reader across a block get nothing; her photo goes with the
 * link only as her photo setting lets anyone see it. The PDF's text is read back with poppler.
 */
let t: TestApp;
let refs: ReferenceIds;
let admin: string;
beforeAll(async () => {
  t = await createTestAppOn('disk', { RATE_LIMITS: 'false' });
  refs = await referenceIds(t);
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = { id: number; token: string };

/** A member with a saved profile (birth date, time and place: a whole chart), in her language. */
async function member(fullName: string, locale: 'en' | 'hi' | 'ta' = 'en'): Promise<Member> {
  const user = await createUser(t);
  await t.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  const who = { id: user.id, token: await tokenFor(t, user.email) };
  const body = fullProfile(who.id, refs, { personal: { fullName, dob: '1994-03-12', birthTime: '06:45', birthPlace: 'Varanasi' } });
  const saved = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: who.token, body });
  expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
  return who;
}

async function makeLink(who: Member, body: Record<string, unknown> = {}) {
  const made = await call(t.app, 'POST', '/biodata/links', { token: who.token, body });
  expect(made.status, JSON.stringify(made.body.error)).toBe(201);
  const url = String(made.body.response.url);
  return { ...made.body.response, token: url.slice(url.indexOf('#') + 1) } as {
    link: { id: number };
    url: string;
    pdfUrl: string;
    whatsappUrl: string;
    token: string;
  };
}
const open = (token: string, reader?: string) => call(t.app, 'GET', `/biodata/shared/${token}`, { token: reader });
const openPdf = (token: string, reader?: string) =>
  t.app.inject({ method: 'GET', url: `/api/biodata/shared/${token}/pdf`, headers: reader ? { authorization: `Bearer ${reader}` } : {} });
const linksOf = async (who: Member) => (await call(t.app, 'GET', '/biodata/links', { token: who.token })).body.response.items as Array<Record<string, unknown>>;

async function popplerText(pdf: Buffer) {
  const file = `${t.dataDir}/biodata-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`;
  fs.writeFileSync(file, pdf);
  return (await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
}
const pages = async (pdf: Buffer) => {
  const file = `${t.dataDir}/biodata-pages-${Date.now()}.pdf`;
  fs.writeFileSync(file, pdf);
  return Number(/Pages:\s+(\d+)/.exec((await promisify(execFile)('pdfinfo', [file])).stdout)?.[1]);
};

describe('biodata share links', () => {
  it('makes a link that works seven days, opens without an account as a page and as a PDF, and counts each opening', async () => {
    const asha = await member('Asha Verma');
    const made = await makeLink(asha);
    expect(made.url).toMatch(/\/biodata#[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(String((made.link as Record<string, unknown>).expiresAt)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(decodeURIComponent(made.whatsappUrl)).toBe(`https://wa.me/?text=Biodata of Asha Verma: ${made.url}`);

    const page = await open(made.token);
    expect(page.status).toBe(200);
    const shown = page.body.response;
    expect(shown.name).toBe('Asha Verma');
    expect(shown.locale).toBe('en');
    expect(shown.sections.map((s: { key: string }) => s.key)).toEqual(expect.arrayContaining(['personal', 'horoscope', 'family', 'education']));
    // No contact details unless she chose them.
    expect(shown.sections.map((s: { key: string }) => s.key)).not.toContain('contact');
    expect(JSON.stringify(shown)).not.toContain('@test.example.in');
    expect(shown.chartSvg).toMatch(/^<figure/);
    expect(shown.chartSvg).toContain('<svg');
    expect(shown.chartSvg).toContain('House 1, ');
    expect(shown.qrSvg).toContain('<svg');
    expect(shown.photoUrl).toBeNull();

    const pdf = await openPdf(made.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pages(pdf.rawPayload)).toBeLessThanOrEqual(2);
    const text = await popplerText(pdf.rawPayload);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('Birth chart');

    await open(made.token);
    const [listed] = await linksOf(asha);
    expect(listed).toMatchObject({ id: made.link.id, state: 'active', pageOpens: 2, pdfOpens: 1, includeContact: false });
    expect(listed.lastOpenedAt).not.toBeNull();
  });

  it('shows her mobile and e-mail only on a link she made with them', async () => {
    const neha = await member('Neha Rao');
    const email = String((await t.db.selectFrom('users').select('email').where('id', '=', neha.id).executeTakeFirstOrThrow()).email);
    const withContact = await makeLink(neha, { includeContact: true, days: 30 });
    const contact = (await open(withContact.token)).body.response.sections.find((s: { key: string }) => s.key === 'contact');
    expect(contact.rows.map((r: { value: string }) => r.value)).toContain(email);
    expect(await popplerText((await openPdf(withContact.token)).rawPayload)).toContain(email);
  });

  it('carries a Hindi member’s name in Devanagari, and a Tamil one’s in Tamil, in the PDF’s text', async () => {
    const priya = await member('प्रिया शर्मा', 'hi');
    const hindi = await makeLink(priya);
    const hindiText = await popplerText((await openPdf(hindi.token)).rawPayload);
    expect(hindiText).toContain('प्रिया शर्मा');
    expect(hindiText).toContain('जन्म कुंडली');
    expect(decodeURIComponent(hindi.whatsappUrl)).toContain('प्रिया शर्मा का बायोडाटा');
    expect(hindi.url).toContain('/hi/biodata#');

    const kavitha = await member('கவிதா சுப்பிரமணியன்', 'ta');
    const tamil = await makeLink(kavitha);
    const tamilText = await popplerText((await openPdf(tamil.token)).rawPayload);
    expect(tamilText).toContain('கவிதா சுப்பிரமணியன்');
    expect(tamilText).toContain('ஜாதகம்');
    expect((await open(tamil.token)).body.response.chartSvg).toContain('ராசி கட்டம்');
  });

  it('answers 404 for a revoked link at once, for an expired one, and for a token that never was', async () => {
    const ritu = await member('Ritu Jain');
    const made = await makeLink(ritu);
    expect((await open(made.token)).status).toBe(200);
    const revoked = await call(t.app, 'DELETE', `/biodata/links/${made.link.id}`, { token: ritu.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.response.items[0]).toMatchObject({ id: made.link.id, state: 'revoked' });
    const after = await open(made.token);
    expect(after.status).toBe(404);
    expect(after.body.error.message).toBe(BIODATA_MSG.notAvailable);
    expect((await openPdf(made.token)).statusCode).toBe(404);

    const later = await makeLink(ritu, { days: 1 });
    await t.db
      .updateTable('biodataLink')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', later.link.id)
      .execute();
    expect((await open(later.token)).status).toBe(404);
    expect((await openPdf(later.token)).statusCode).toBe(404);
    expect((await linksOf(ritu)).find((l) => l.id === later.link.id)?.state).toBe('expired');

    expect((await open('A'.repeat(43))).status).toBe(404);
    expect((await open('not-a-token')).status).toBe(404);
  });

  it('lets no one else revoke her link, and refuses a length of days outside 1 to 90 with a message', async () => {
    const a = await member('Anu Das');
    const b = await member('Bina Das');
    const made = await makeLink(a);
    const other = await call(t.app, 'DELETE', `/biodata/links/${made.link.id}`, { token: b.token });
    expect(other.status).toBe(404);
    expect((await open(made.token)).status).toBe(200);
    const bad = await call(t.app, 'POST', '/biodata/links', { token: a.token, body: { days: 400 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain(BIODATA_MSG.days({ min: 1, max: 90 }));
    expect((await call(t.app, 'POST', '/biodata/links', { body: {} })).status).toBe(401);
  });

  it('shows nothing to a signed-in reader across a block, either way', async () => {
    const owner = await member('Meera Iyer');
    const reader = await member('Rahul Nair');
    const made = await makeLink(owner);
    expect((await open(made.token, reader.token)).status).toBe(200);
    expect((await call(t.app, 'PUT', `/blocks/${reader.id}`, { token: owner.token })).status).toBe(200);
    const blocked = await open(made.token, reader.token);
    expect(blocked.status).toBe(404);
    expect(JSON.stringify(blocked.body)).not.toContain('Meera');
    expect((await openPdf(made.token, reader.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/blocks/${reader.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/blocks/${owner.id}`, { token: reader.token })).status).toBe(200);
    expect((await open(made.token, reader.token)).status).toBe(404);
  });

  it('shows nothing while she is paused or hidden by moderation, and again once she is back', async () => {
    const owner = await member('Sana Khan');
    const made = await makeLink(owner);
    await t.db.updateTable('users').set({ pausedAt: new Date().toISOString() }).where('id', '=', owner.id).execute();
    expect((await open(made.token)).status).toBe(404);
    expect((await openPdf(made.token)).statusCode).toBe(404);
    await t.db.updateTable('users').set({ pausedAt: null, moderationHidden: 1 }).where('id', '=', owner.id).execute();
    expect((await open(made.token)).status).toBe(404);
    await t.db.updateTable('users').set({ moderationHidden: 0 }).where('id', '=', owner.id).execute();
    expect((await open(made.token)).status).toBe(200);
  });

  it('carries her approved photo only when her photo setting lets everyone see it', async () => {
    const owner = await member('Divya Menon');
    const types = await documentTypeIds(t);
    const portrait = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .toBuffer();
    const up = await uploadDocument(t, owner.token, { userId: owner.id, documentTypeId: types.closeUpPhoto }, { name: 'me.jpg', bytes: portrait });
    expect(up.status).toBe(201);
    const made = await makeLink(owner);
    // Not approved yet: no photo even under 'all'.
    expect((await call(t.app, 'PUT', '/settings/photo-visibility', { token: owner.token, body: { photoVisibility: 'all' } })).status).toBe(200);
    expect((await open(made.token)).body.response.photoUrl).toBeNull();
    expect((await call(t.app, 'POST', `/photo-approval/${up.body.response.id}/approve`, { token: admin })).status).toBe(200);
    const shown = (await open(made.token)).body.response;
    expect(shown.photoUrl).toMatch(new RegExp(`/api/biodata/shared/${made.token}/photo$`));
    const photo = await t.app.inject({ method: 'GET', url: `/api/biodata/shared/${made.token}/photo` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const withPhoto = (await openPdf(made.token)).rawPayload;

    for (const setting of ['plan', 'connections']) {
      expect((await call(t.app, 'PUT', '/settings/photo-visibility', { token: owner.token, body: { photoVisibility: setting } })).status).toBe(200);
      expect((await open(made.token)).body.response.photoUrl).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: `/api/biodata/shared/${made.token}/photo` })).statusCode).toBe(404);
    }
    // The PDF without the photo is smaller than the one with it: the image is gone from it.
    expect((await openPdf(made.token)).rawPayload.length).toBeLessThan(withPhoto.length - 1000);
  });
});
