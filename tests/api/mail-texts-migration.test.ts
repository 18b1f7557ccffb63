import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestMail } from '../helpers/outbox.ts';
import { registerMember } from '../factories/accounts.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import * as mailTexts from '../../src/server/db/migrations/0092-mail-texts-from-catalogues.ts';
import { EMAIL_TEMPLATES_0030 } from '../../src/server/db/migrations/data/0030-email-translations.ts';
import { mailEn } from '../../src/shared/i18n/mail/en.ts';

/**
 * Upgrading to mails from the catalogue (docs/decisions/098-mails-and-sms-from-the-catalogues.md):
 * the template rows the seeds copied in go, an administrator's edits stay and win over the
 * catalogue, and an edit that cannot be written out gives way to the catalogue's text. On SQLite,
 * and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const shipped = (typeCode: string, locale: 'hi' | 'ta') => EMAIL_TEMPLATES_0030.find((e) => e.typeCode === typeCode && e.locale === locale)!;
const typeId = async (code: string) => Number((await t.db.selectFrom('emailType').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
const now = new Date().toISOString();
/** A row as an older release kept it: {{placeholders}}. */
const insert = async (code: string, locale: string, name: string, subject: string, body: string) =>
  Number(
    (
      await t.db
        .insertInto('emailTemplate')
        .values({ emailTypeId: await typeId(code), locale, name, subject, body, isActive: 1, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
const row = (id: number) => t.db.selectFrom('emailTemplate').select(['subject', 'body']).where('id', '=', id).executeTakeFirst();
const resetMailTo = async (email: string) => {
  expect((await call(t.app, 'POST', '/auth/reset-password', { body: { email } })).status).toBe(200);
  await t.app.accounts.background.settled();
  return latestMail(t.dataDir, email)!;
};
const speaking = async (locale: 'hi' | 'ta') => {
  const m = await createMemberWithProfile(t, { genderId: 2, isVerified: 1 });
  expect((await call(t.app, 'PUT', '/account/language', { token: m.token, body: { locale } })).status).toBe(200);
  return m;
};

describe('the migration to mails from the catalogue', () => {
  it('removes the seeded copies, keeps what an administrator edited, and sends the edit', async () => {
    const otp = shipped('otp', 'hi');
    const seededCopy = await insert('otp', 'hi', otp.name, otp.subject, otp.body);
    // An administrator rewrote the Tamil reset body and left its subject as seeded.
    const reset = shipped('reset-password', 'ta');
    const tamilEdit = await insert('reset-password', 'ta', reset.name, reset.subject, "அன்புள்ள {{name}}, இணைப்பு: {{link}} ('{{minutes}}' நிமிடம்) {ok}");
    const englishEdit = await insert('reset-password', 'en', 'Password reset', 'Your {{siteName}} password link', 'Hello {{name}}: {{link}}');

    await mailTexts.up(t.db);

    expect(await row(seededCopy)).toBeUndefined();
    expect(await row(tamilEdit)).toEqual({ subject: '', body: "அன்புள்ள {name}, இணைப்பு: {link} (''{minutes}'' நிமிடம்) '{'ok'}'" });
    expect(await row(englishEdit)).toEqual({ subject: 'Your {siteName} password link', body: 'Hello {name}: {link}' });

    const tamil = await speaking('ta');
    const tamilMail = await resetMailTo(tamil.email);
    // The subject left as seeded is the catalogue's now; the edited body is the administrator's, braces and quotes as written.
    expect(tamilMail.subject).toBe('உங்கள் Matrimonial கடவுச்சொல்லை மாற்றுங்கள்');
    expect(tamilMail.text).toMatch(/^அன்புள்ள [^,\n]+, இணைப்பு: \S+\/ta\/reset-password\?token=\S+ \('\d+' நிமிடம்\) \{ok\}/);

    const english = await createMemberWithProfile(t, { genderId: 1, isVerified: 1 });
    const englishMail = await resetMailTo(english.email);
    expect(englishMail.subject).toBe('Your Matrimonial password link');
    expect(englishMail.text).toMatch(/^Hello [^:\n]+: \S+\/reset-password\?token=/);

    // The Hindi one-time code is the catalogue's: its seeded copy is gone.
    const hindi = await registerMember(t, { locale: 'hi' });
    expect(latestMail(t.dataDir, hindi.body.email)!.subject).toMatch(/^\d{6} आपका Matrimonial सत्यापन कोड है$/);
  });

  it('gives way to the catalogue’s text when a stored override cannot be written out', async () => {
    const broken = await insert('otp', 'en', 'One-time code (broken)', '{code} is your code', 'Your code: {code}, from {someoneElse}');
    const registered = await registerMember(t);
    const mail = latestMail(t.dataDir, registered.body.email)!;
    // The subject the administrator wrote is sent; the body naming a value the mail does not have is the catalogue's.
    expect(mail.subject).toMatch(/^\d{6} is your code$/);
    expect(mail.text).toContain('Never share this code with anyone');
    expect(mail.text).toMatch(/This code is valid for \d+ minutes\./);
    await t.db.deleteFrom('emailTemplate').where('id', '=', broken).execute();
    expect(mailEn.mails.otp.body).toContain('Never share this code with anyone');
  });

  it('puts the {{placeholders}} back when undone, dropping rows that kept a catalogue text', async () => {
    const kept = await t.db.selectFrom('emailTemplate').select(['id', 'subject', 'body']).execute();
    await mailTexts.down(t.db);
    const after = await t.db.selectFrom('emailTemplate').select(['subject', 'body']).execute();
    expect(after).toEqual([{ subject: 'Your {{siteName}} password link', body: 'Hello {{name}}: {{link}}' }]);
    expect(kept).toHaveLength(2);
    await mailTexts.up(t.db);
    expect(await t.db.selectFrom('emailTemplate').select(['subject', 'body']).execute()).toEqual([
      { subject: 'Your {siteName} password link', body: 'Hello {name}: {link}' },
    ]);
  });
});
