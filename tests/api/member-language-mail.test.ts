import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { registerMember } from '../factories/accounts.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { adminSignIn } from '../factories/sessions.ts';
import { sendDigest } from '../../src/server/modules/notification-mail/index.ts';
import { dashboardHi } from '../../src/shared/i18n/dashboard/hi.ts';
import { MATCH_TEXT } from '../../src/shared/phrases.ts';
import { mailHi } from '../../src/shared/i18n/mail/hi.ts';
import { mailTa } from '../../src/shared/i18n/mail/ta.ts';
import { formatMessage } from '../../src/shared/i18n/message-format.ts';
import { SITE_NAME } from '../../src/shared/site.ts';

/**
 * Mail and text messages in the member's language (docs/decisions/042-member-language.md), their
 * texts from the catalogue, and an administrator's override of one
 * (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await adminSignIn(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = async (genderId: number, fullName: string, locale?: 'en' | 'hi' | 'ta') => {
  const m = await createMemberWithProfile(t, { genderId, fullName, isVerified: 1 });
  if (locale) expect((await call(t.app, 'PUT', '/account/language', { token: m.token, body: { locale } })).status).toBe(200);
  return m;
};
const resetMailTo = async (email: string) => {
  expect((await call(t.app, 'POST', '/auth/reset-password', { body: { email } })).status).toBe(200);
  await t.app.accounts.background.settled();
  return latestMail(t.dataDir, email)!;
};
const interest = (from: Member, to: Member) => call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId } });
const mailsTo = async (who: Member) => {
  await t.app.mail.settled();
  return allMail(t.dataDir, who.email);
};
const typeId = async (code: string) => Number((await t.db.selectFrom('emailType').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
/** An administrator's override of a mail in one language, through the generic E-mail Template resource. */
const override = async (code: string, locale: string, texts: { subject?: string; body?: string }) =>
  call(t.app, 'POST', '/email-template', {
    token: admin,
    body: { emailTypeId: await typeId(code), locale, name: `${code} (${locale}) ${Math.random().toString(36).slice(2, 8)}`, ...texts, isActive: 1 },
  });
const templateCount = async () => (await call(t.app, 'GET', '/email-template?pageSize=1', { token: admin })).body.response.total;

describe('mail in the member language', () => {
  it('keeps no copy of any mail text in the database: an administrator has overridden none on a fresh site', async () => {
    expect(await templateCount()).toBe(0);
  });

  it('sends the password reset in Hindi to a Hindi member, linking the Hindi page, and in English to an English one', async () => {
    const hindi = await member(2, 'Sunita Verma', 'hi');
    const mail = await resetMailTo(hindi.email);
    expect(mail.subject).toBe('अपना Matrimonial पासवर्ड बदलिए');
    expect(mail.subject).toBe(formatMessage('hi', mailHi.mails['reset-password'].subject, { siteName: SITE_NAME }));
    expect(mail.text).toMatch(/^प्रिय [^,\n]+,\n\nहमें आपके Matrimonial खाते का पासवर्ड बदलने का अनुरोध मिला है।/);
    expect(mail.text).toContain('नया पासवर्ड चुनने के लिए नीचे दिया गया लिंक खोलिए');
    expect(mail.text).toMatch(/\/hi\/reset-password\?token=[\w-]+/);

    const english = await member(1, 'Rahul Gupta');
    const plain = await resetMailTo(english.email);
    expect(plain.subject).toBe('Reset your Matrimonial password');
    expect(plain.text).toMatch(/\/reset-password\?token=[\w-]+/);
    expect(plain.text).not.toContain('/hi/');
  });

  it('sends the one-time code of a Tamil registration by e-mail and SMS in Tamil', async () => {
    const registered = await registerMember(t, { locale: 'ta' });
    const mail = latestMail(t.dataDir, registered.body.email)!;
    expect(mail.subject).toMatch(/^\d{6} என்பது உங்கள் Matrimonial சரிபார்ப்புக் குறியீடு$/);
    expect(mail.text).toContain('இந்தக் குறியீட்டை யாரிடமும் பகிர வேண்டாம்');
    const code = mail.subject.slice(0, 6);
    expect(mail.subject).toBe(formatMessage('ta', mailTa.mails.otp.subject, { code, siteName: SITE_NAME }));
    // The validity counts in Tamil's plural: நிமிடங்கள் for every number but one.
    expect(mail.text).toMatch(/இந்தக் குறியீடு \d+ நிமிடங்கள் செல்லுபடியாகும்\./);
    const sms = latestMail(t.dataDir, registered.body.mobile)!;
    expect(sms.text).toMatch(/^\d{6} என்பது உங்கள் Matrimonial சரிபார்ப்புக் குறியீடு\. \d+ நிமிடங்கள் செல்லுபடியாகும்\./);
  });

  it('mails an interest to a Hindi member in Hindi, and the daily summary of a Tamil member in Tamil', async () => {
    const from = await member(1, 'Arjun Mehta');
    const hindi = await member(2, 'Bhavna Rao', 'hi');
    expect((await interest(from, hindi)).status).toBe(201);
    const [mail] = await mailsTo(hindi);
    expect(mail.subject).toBe('Arjun Mehta ने आपको रुचि भेजी है - Matrimonial');
    expect(mail.text).toContain('प्रिय Bhavna Rao');
    expect(mail.text).toContain('"आपको मिलने वाली रुचियाँ" के लिए तुरंत ईमेल चुना गया है');

    const tamil = await member(2, 'Kavya Iyer', 'ta');
    await call(t.app, 'PUT', '/settings/notification-mail', { token: tamil.token, body: { 'interest-received': 'daily' } });
    expect((await interest(from, tamil)).status).toBe(201);
    expect(await sendDigest({ db: t.db, mail: t.app.mail, config: t.config }, tamil.userId, new Date(Date.now() + 1000))).toBe(true);
    const [digest] = await mailsTo(tamil);
    expect(digest.subject).toBe('Matrimonial தளத்தில் உங்கள் நாள்: 1 புதிய அறிவிப்பு');
    expect(digest.text).toContain('- Arjun Mehta உங்களிடம் விருப்பம் தெரிவித்துள்ளார்.');
    expect(digest.text).toContain('அன்புள்ள Kavya Iyer');
  });

  it('gives the daily summary’s new matches their reasons in the member’s language', async () => {
    const hindi = await member(1, 'Suresh Menon', 'hi');
    await call(t.app, 'PUT', '/settings/notification-mail', { token: hindi.token, body: { 'new-matches': 'daily' } });
    await member(2, 'Gauri Kulkarni');
    expect(await sendDigest({ db: t.db, mail: t.app.mail, config: t.config }, hindi.userId, new Date(Date.now() + 1000))).toBe(true);
    const [digest] = await mailsTo(hindi);
    expect(digest.text).toMatch(new RegExp(`- Gauri Kulkarni[^\\n]*: [^\\n]*${dashboardHi.serverTexts.match.ageClose}`));
    expect(digest.text).not.toContain(MATCH_TEXT.ageClose);
  });

  it("sends an administrator's override of the Hindi mail over the catalogue's text, and the catalogue's again once it is off", async () => {
    const created = await override('reset-password', 'hi', { subject: '{siteName}: पासवर्ड बदलने का लिंक', body: 'नमस्ते {name}, यह लिंक खोलिए: {link}' });
    expect(created.status, JSON.stringify(created.body.error)).toBe(201);
    const hindi = await member(2, 'Neha Joshi', 'hi');
    const mail = await resetMailTo(hindi.email);
    expect(mail.subject).toBe('Matrimonial: पासवर्ड बदलने का लिंक');
    expect(mail.text).toMatch(/^नमस्ते [^,\n]+, यह लिंक खोलिए: \S+\/hi\/reset-password\?token=/);
    // An English member still reads the English catalogue text: the override is the Hindi one's.
    const english = await member(1, 'Vikram Rao');
    expect((await resetMailTo(english.email)).subject).toBe('Reset your Matrimonial password');

    const off = await call(t.app, 'PUT', `/email-template/${created.body.response.id}`, { token: admin, body: { ...created.body.response, isActive: 0 } });
    expect(off.status).toBe(200);
    const again = await resetMailTo(hindi.email);
    expect(again.subject).toBe('अपना Matrimonial पासवर्ड बदलिए');
    expect(again.text).toContain('नया पासवर्ड चुनने के लिए नीचे दिया गया लिंक खोलिए');
    expect((await call(t.app, 'DELETE', `/email-template/${created.body.response.id}`, { token: admin })).status).toBe(200);
  });

  it("overrides the subject alone when the body is left empty: the body stays the catalogue's", async () => {
    const created = await override('reset-password', 'ta', { subject: '{siteName}: கடவுச்சொல் இணைப்பு' });
    expect(created.status, JSON.stringify(created.body.error)).toBe(201);
    expect(created.body.response.body).toBe('');
    const tamil = await member(2, 'Meena Raman', 'ta');
    const mail = await resetMailTo(tamil.email);
    expect(mail.subject).toBe('Matrimonial: கடவுச்சொல் இணைப்பு');
    expect(mail.text).toContain('புதிய கடவுச்சொல்லைத் தேர்வு செய்ய, கீழே உள்ள இணைப்பைத் திறக்கவும்:');
    expect((await call(t.app, 'DELETE', `/email-template/${created.body.response.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses an override naming a value the mail does not fill in, or with a brace left open, and stores nothing', async () => {
    const before = await templateCount();
    const unknown = await override('welcome', 'hi', { body: 'प्रिय {name}, आपका कोड {code} है।' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldCodes?.body).toMatchObject({ code: 'mail.check.unknown', values: { field: 'body', names: '{code}' } });
    expect(unknown.body.error.fields.body).toMatch(/^The body uses \{code\}, which this mail does not fill in\. It may use: .*\{link\}.*\{name\}/);

    const open = await override('welcome', 'hi', { subject: '{{siteName}} में स्वागत है' });
    expect(open.status).toBe(400);
    expect(open.body.error.fieldCodes?.subject).toMatchObject({ code: 'mail.check.syntax', values: { field: 'subject' } });
    expect(await templateCount()).toBe(before);
  });

  it('shows an administrator every mail’s catalogue text in each language beside the override sent instead of it', async () => {
    const created = await override('welcome', 'hi', { subject: '{siteName} में स्वागत है, {name}' });
    expect(created.status).toBe(201);
    const res = await call(t.app, 'GET', '/mail-texts', { token: admin });
    expect(res.status).toBe(200);
    const items = res.body.response.items as Array<{ type: string; locale: string; subject: string; values: string[]; override: { id: number } | null }>;
    expect(items).toHaveLength(13 * 3);
    const welcome = items.find((i) => i.type === 'welcome' && i.locale === 'hi')!;
    expect(welcome.subject).toBe(mailHi.mails.welcome.subject);
    expect(welcome.values).toEqual(['link', 'name', 'siteName']);
    expect(welcome.override).toMatchObject({ id: created.body.response.id, subject: '{siteName} में स्वागत है, {name}', body: '', isActive: 1 });
    expect(items.find((i) => i.type === 'welcome' && i.locale === 'ta')!.override).toBeNull();
    const member = await createMemberWithProfile(t, { genderId: 1 });
    expect((await call(t.app, 'GET', '/mail-texts', { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/email-template/${created.body.response.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses a template language other than en, hi or ta and changes nothing', async () => {
    const created = await override('welcome', 'ta', { subject: '{siteName}: வரவேற்பு' });
    expect(created.status).toBe(201);
    const shown = created.body.response;
    const res = await call(t.app, 'PUT', `/email-template/${shown.id}`, { token: admin, body: { ...shown, locale: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.locale).toBe('Language must be en (English), hi (Hindi) or ta (Tamil)');
    expect((await call(t.app, 'GET', `/email-template/${shown.id}`, { token: admin })).body.response.locale).toBe('ta');
    expect((await call(t.app, 'DELETE', `/email-template/${shown.id}`, { token: admin })).status).toBe(200);
  });
});
