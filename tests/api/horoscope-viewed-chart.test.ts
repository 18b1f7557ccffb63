import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOROSCOPE_MSG, PROFILE_NOT_AVAILABLE } from '../../src/shared/messages.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

/**
 * Another member's chart on her profile (docs/product/horoscope.md): under the rule of guna milan,
 * only for a viewer who turned horoscope matching on, never across a block or of a hidden member,
 * and without the moment of birth, which would tell her date of birth.
 */
let t: TestApp;
let refs: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  refs = await referenceIds(t);
});
afterAll(() => t.close());

async function member(personal: Record<string, unknown> = {}) {
  const user = await createUser(t);
  const who = { id: user.id, token: await tokenFor(t, user.email) };
  const body = fullProfile(who.id, refs, { personal: { dob: '1992-08-20', birthTime: '14:10', birthPlace: 'Chennai', ...personal } });
  expect((await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: who.token, body })).status).toBe(200);
  return who;
}
const chartOf = (viewer: { token: string }, target: { id: number }, locale?: string) =>
  call(t.app, 'GET', `/horoscope/chart/${target.id}`, { token: viewer.token, headers: locale ? { 'accept-language': locale } : {} });

describe("another member's chart", () => {
  it('is refused until the viewer turns horoscope matching on, then shown without the moment of birth', async () => {
    const viewer = await member();
    const target = await member();
    const refused = await chartOf(viewer, target);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(HOROSCOPE_MSG.optIn);
    expect((await call(t.app, 'PUT', '/settings/horoscope-matching', { token: viewer.token, body: { horoscopeMatching: true } })).status).toBe(200);
    const shown = await chartOf(viewer, target);
    expect(shown.status).toBe(200);
    expect(shown.body.response.chart.kind).toBe('full');
    expect(shown.body.response.chart.grahas).toHaveLength(9);
    expect(shown.body.response.chart.instant).toBeUndefined();
    expect(JSON.stringify(shown.body.response)).not.toContain('1992-08');
    // The same chart its owner reads.
    const own = (await call(t.app, 'GET', '/horoscope/chart', { token: target.token })).body.response.chart;
    expect(shown.body.response.chart.lagna).toEqual(own.lagna);
  });

  it('shows nothing across a block or of a member hidden by moderation, and tells a missing time by its note', async () => {
    const viewer = await member();
    await call(t.app, 'PUT', '/settings/horoscope-matching', { token: viewer.token, body: { horoscopeMatching: true } });
    const blocked = await member();
    expect((await call(t.app, 'PUT', `/blocks/${viewer.id}`, { token: blocked.token })).status).toBe(200);
    const refused = await chartOf(viewer, blocked);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(PROFILE_NOT_AVAILABLE);
    const hidden = await member();
    await t.db.updateTable('users').set({ moderationHidden: 1 }).where('id', '=', hidden.id).execute();
    expect((await chartOf(viewer, hidden)).status).toBe(404);
    const noTime = await member({ birthTime: null });
    const moonOnly = await chartOf(viewer, noTime);
    expect(moonOnly.body.response).toMatchObject({ note: 'noBirthTime', chart: { kind: 'moonOnly', lagna: null } });
  });
});
