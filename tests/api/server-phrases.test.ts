import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { DECLINE_TEMPLATES, INTEREST_TEMPLATES } from '../../src/shared/schemas/interests.ts';
import { englishOf, type Phrase } from '../../src/shared/phrases.ts';

/**
 * Texts the server writes for a member come with their phrase, a key and its values, beside the
 * English text (docs/decisions/047-server-texts-in-the-member-language.md): the English text is
 * unchanged and is the phrase in English, so a client can word it in the member's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const notifications = async (who: Member) => (await call(t.app, 'GET', '/notifications', { token: who.token })).body.response.items;
const interests = async (who: Member, tab: string) => (await call(t.app, 'GET', `/interests?tab=${tab}`, { token: who.token })).body.response.items;

describe('phrases beside the texts the server writes', () => {
  it('gives each notification its phrase, the English text being that phrase in English', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1, fullName: 'Kiran Desai' });
    const b = await createMemberWithProfile(t, { genderId: 2, fullName: 'Lata Menon' });
    const sent = await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId, template: 1 } });
    await call(t.app, 'POST', `/interests/${sent.body.response.id}/accept`, { token: b.token, body: {} });
    await call(t.app, 'POST', `/conversations/${a.userId}/messages`, { token: b.token, body: { body: 'Namaste' } });
    await call(t.app, 'POST', `/conversations/${a.userId}/messages`, { token: b.token, body: { body: 'Shall our parents speak?' } });

    const [received] = await notifications(b);
    expect(received).toMatchObject({
      type: 'interest.received',
      text: 'Kiran Desai sent you an interest.',
      phrase: { key: 'notification.interestReceived', values: { name: 'Kiran Desai' } },
    });
    const forA = await notifications(a);
    expect(forA.map((n: { phrase: Phrase }) => n.phrase)).toEqual([
      { key: 'notification.message', values: { name: 'Lata Menon', count: 2 } },
      { key: 'notification.interestAccepted', values: { name: 'Lata Menon' } },
    ]);
    for (const n of [received, ...forA]) expect(englishOf(n.phrase)).toBe(n.text);
  });

  it('names a template note and reply by their place in the list, also for notes stored before phrases', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    const c = await createMemberWithProfile(t, { genderId: 2 });
    const toB = await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId, template: 2 } });
    await call(t.app, 'POST', `/interests/${toB.body.response.id}/decline`, { token: b.token, body: { template: 1 } });
    await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: c.userId, note: 'Our families are both from Madurai.' } });

    const [declined] = await interests(a, 'closed');
    expect(declined).toMatchObject({
      note: INTEREST_TEMPLATES[2],
      notePhrase: { key: 'interest.note', values: { template: 2 } },
      reply: DECLINE_TEMPLATES[1],
      replyPhrase: { key: 'interest.reply', values: { template: 1 } },
    });
    const [written] = await interests(c, 'received');
    expect(written).toMatchObject({ note: 'Our families are both from Madurai.', notePhrase: null, replyPhrase: null });

    // A row written before phrases: only its text was ever stored, and that text is the template's.
    await t.db.updateTable('interest').set({ note: INTEREST_TEMPLATES[0] }).where('id', '=', toB.body.response.id).execute();
    expect((await interests(a, 'closed'))[0].notePhrase).toEqual({ key: 'interest.note', values: { template: 0 } });
  });

  it('gives a match card its reasons and its note as phrases', async () => {
    const religionId = 9;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: 1,
      prefAgeMin: 25,
      prefAgeMax: 35,
      prefReligionId: religionId,
      prefCasteId: 1,
      prefOccupationId: 1,
    });
    await createMemberWithProfile(t, { genderId: 2, age: 28, religionId, casteId: 1, occupationId: 1 });
    await createMemberWithProfile(t, { genderId: 2, age: 28, religionId, casteId: 2, occupationId: 2 });
    const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: seeker.token });
    const [first, second] = res.body.response.items as Array<{ reasons: string[]; note: string | null; reasonPhrases: Phrase[]; notePhrase: Phrase | null }>;
    expect(first.reasonPhrases.map((p) => p.key)).toEqual(expect.arrayContaining(['match.preferredCommunity', 'match.occupation', 'match.agePreferred']));
    expect(first.notePhrase).toBeNull();
    expect(second.notePhrase).toEqual({ key: 'match.relaxed', values: { relaxed: 'caste occupation' } });
    for (const item of [first, second]) {
      expect(item.reasonPhrases.map(englishOf)).toEqual(item.reasons);
      expect(item.notePhrase && englishOf(item.notePhrase)).toBe(item.note);
    }
    expect(second.note).toBe('Shown because few profiles match all your preferences: outside your preferred caste and occupation.');
  });
});
