import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { inviteTokenFor } from '../factories/family.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';

/**
 * A family invitation in the member's language (docs/product/family.md): its Hindi agrees with the
 * inviting member's gender, it says why it came to someone who has no account, and a helper new to
 * the site who joins from the Hindi page reads the site in Hindi.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const mail = () => `amma-${Math.random().toString(36).slice(2, 8)}@test.example.in`;
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function hindiMember(genderId: number, fullName: string) {
  const member = await createMemberWithProfile(t, { genderId, fullName });
  expect((await call(t.app, 'PUT', '/account/language', { token: member.token, body: { locale: 'hi' } })).status).toBe(200);
  return member;
}

async function invite(member: { token: string }) {
  const email = mail();
  const invited = await call(t.app, 'POST', '/family/helpers', { token: member.token, body: { name: 'Lakshmi Devi', relation: 'mother', email } });
  expect(invited.status).toBe(201);
  return { email, text: latestMail(t.config.dataDir, email)!.text, subject: latestMail(t.config.dataDir, email)!.subject };
}

describe('a family invitation in Hindi', () => {
  it('agrees with a woman who invites, and with a man', async () => {
    const priya = await invite(await hindiMember(2, 'Priya Sharma'));
    expect(priya.subject).toContain('Priya आपको मदद के लिए आमंत्रित करती हैं');
    expect(priya.text).toContain('Priya Sharma आपको, माँ के रूप में, जीवनसाथी की खोज में मदद के लिए आमंत्रित करती हैं।');
    expect(priya.text).not.toContain('आमंत्रित करते हैं');

    const ravi = await invite(await hindiMember(1, 'Ravi Kumar'));
    expect(ravi.subject).toContain('Ravi आपको मदद के लिए आमंत्रित करते हैं');
    expect(ravi.text).not.toContain('आमंत्रित करती हैं');
  });

  it('texts a woman’s invitation in the feminine too, and a man’s in the masculine', async () => {
    const textTo = async (member: { token: string }) => {
      const number = mobile();
      const invited = await call(t.app, 'POST', '/family/helpers', { token: member.token, body: { name: 'Lakshmi Devi', relation: 'mother', mobile: number } });
      expect(invited.status).toBe(201);
      return latestMail(t.config.dataDir, number)!.text;
    };
    const priya = await textTo(await hindiMember(2, 'Priya Sharma'));
    expect(priya).toMatch(/^Priya आपको Matrimonial पर अपनी खोज में मदद के लिए आमंत्रित करती हैं। यहाँ जुड़िए: \S+\/hi\/family-join\?token=/);
    expect(await textTo(await hindiMember(1, 'Ravi Kumar'))).toMatch(/^Ravi आपको Matrimonial पर अपनी खोज में मदद के लिए आमंत्रित करते हैं।/);
  });

  it('tells someone without an account that they will choose a password of their own', async () => {
    const { text } = await invite(await hindiMember(2, 'Priya Sharma'));
    expect(text).toContain('जुड़ने के लिए लिंक खोलें: अपना पासवर्ड आप ख़ुद चुनेंगे। यह लिंक 7 दिनों तक काम करता है।');
  });

  it('tells someone without an account why it came, not that it is about their own account', async () => {
    const { text } = await invite(await hindiMember(2, 'Priya Sharma'));
    expect(text).not.toContain('आपके अपने खाते के बारे में');
    expect(text).toContain('ने अपनी खोज में मदद के लिए परिवार से आपका नाम दिया है');
  });

  it('gives a helper new to the site who joins from the Hindi page a Hindi account', async () => {
    const member = await hindiMember(2, 'Priya Sharma');
    const { email } = await invite(member);
    const token = inviteTokenFor(t, email);
    const phone = mobile();
    expect((await call(t.app, 'POST', `/family/invites/${token}/code`, { body: { mobile: phone, locale: 'hi' } })).status).toBe(200);
    const accepted = await call(t.app, 'POST', `/family/invites/${token}/accept`, {
      body: { code: latestCode(t.config.dataDir, email), otherCode: latestCode(t.config.dataDir, phone), password: 'Kesari-Mango-Monsoon-42' },
    });
    expect(accepted.status).toBe(200);
    const me = await call(t.app, 'GET', '/auth/me', { token: accepted.body.response.accessToken });
    expect(me.body.response.locale).toBe('hi');
  });

  it('refuses a language the site does not have, and changes nothing', async () => {
    const { email } = await invite(await hindiMember(1, 'Ravi Kumar'));
    const refused = await call(t.app, 'POST', `/family/invites/${inviteTokenFor(t, email)}/code`, { body: { mobile: mobile(), locale: 'fr' } });
    expect(refused.status).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});
