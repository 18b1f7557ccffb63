import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail, latestMail } from '../helpers/outbox.ts';
import { registerMember } from '../factories/accounts.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { adminSignIn } from '../factories/sessions.ts';
import { sendDigest } from '../../src/server/modules/notification-mail/index.ts';
import { dashboardHi } from '../../src/shared/i18n/dashboard/hi.ts';
import { MATCH_TEXT } from '../../src/shared/phrases.ts';
import { EMAIL_TEMPLATES } from '../../src/server/db/seeds/data/email.ts';
import { TRANSLATED_EMAIL_TEMPLATES } from '../../src/server/db/seeds/data/email-translations.ts';

/** Mail and text messages in the member's language (docs/decisions/042-member-language.md). */
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
const templateRow = (code: string, locale: string) =>
  t.db
    .selectFrom('emailTemplate')
    .innerJoin('emailType', 'emailType.id', 'emailTemplate.emailTypeId')
    .select(['emailTemplate.id', 'emailTemplate.name', 'emailTemplate.subject', 'emailTemplate.body'])
    .where('emailType.code', '=', code)
    .where('emailTemplate.locale', '=', locale)
    .executeTakeFirstOrThrow();

describe('mail in the member language', () => {
  it('sends the password reset in Hindi to a Hindi member, linking the Hindi page, and in English to an English one', async () => {
    const hindi = await member(2, 'Sunita Verma', 'hi');
    const mail = await resetMailTo(hindi.email);
    expect(mail.subject).toBe('अपना Matrimonial पासवर्ड बदलिए');
    expect(mail.text).toContain('प्रिय ');
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

  it('uses the Hindi template as the administrator edits it, and English when no Hindi one is active', async () => {
    const row = await templateRow('reset-password', 'hi');
    const shown = await call(t.app, 'GET', `/email-template/${row.id}`, { token: admin });
    expect(shown.body.response).toMatchObject({ locale: 'hi', subject: 'अपना {{siteName}} पासवर्ड बदलिए' });
    const edited = await call(t.app, 'PUT', `/email-template/${row.id}`, {
      token: admin,
      body: { ...shown.body.response, subject: '{{siteName}}: पासवर्ड बदलने का लिंक', body: 'नमस्ते {{name}}, यह लिंक खोलिए: {{link}}' },
    });
    expect(edited.status).toBe(200);
    const hindi = await member(2, 'Neha Joshi', 'hi');
    const mail = await resetMailTo(hindi.email);
    expect(mail.subject).toBe('Matrimonial: पासवर्ड बदलने का लिंक');
    expect(mail.text).toMatch(/^नमस्ते [^,\n]+, यह लिंक खोलिए: \S+\/hi\/reset-password\?token=/);

    await call(t.app, 'PUT', `/email-template/${row.id}`, { token: admin, body: { ...edited.body.response, isActive: 0 } });
    expect((await resetMailTo(hindi.email)).subject).toBe('Reset your Matrimonial password');
    await call(t.app, 'PUT', `/email-template/${row.id}`, { token: admin, body: { ...shown.body.response, isActive: 1 } });
  });

  it('refuses a template language other than en, hi or ta and changes nothing', async () => {
    const row = await templateRow('welcome', 'ta');
    const shown = (await call(t.app, 'GET', `/email-template/${row.id}`, { token: admin })).body.response;
    const res = await call(t.app, 'PUT', `/email-template/${row.id}`, { token: admin, body: { ...shown, locale: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.locale).toBe('Language must be en (English), hi (Hindi) or ta (Tamil)');
    expect((await templateRow('welcome', 'ta')).name).toBe(row.name);
  });

  it('lists each language of a type for the administrator', async () => {
    const list = await call(t.app, 'GET', '/email-template?pageSize=100', { token: admin });
    const locales = (list.body.response.items as Array<{ locale: string; name: string }>).map((r) => r.locale);
    // Every template the site ships is listed: every member mail in three languages, the two contact mails in English only.
    const shipped = (locale: string) => TRANSLATED_EMAIL_TEMPLATES.filter((template) => template.locale === locale).length;
    const count = (locale: string) => locales.filter((l) => l === locale).length;
    expect(count('hi')).toBe(shipped('hi'));
    expect(count('ta')).toBe(shipped('ta'));
    expect(count('en')).toBe(EMAIL_TEMPLATES.length);
    expect(count('en') - count('hi')).toBe(2);
  });
});
