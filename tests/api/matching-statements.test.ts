import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { countStatements } from '../helpers/statement-count.ts';

/**
 * The work a match page costs the database, counted in statements (docs/decisions/061-match-page-statements.md):
 * a page read from the member's kept ranking (discovery/match-cache.ts) reads the member's inputs
 * with the members hidden from them, the cards, and the cards' photos and badges with how the
 * reader may see them: three statements, and the session's look-up when it is not kept, however
 * many cards the page shows. Ranking adds one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const ids = (res: { body: { response: { items: { userId: number }[] } } }) => res.body.response.items.map((i) => i.userId);

describe('a match page', () => {
  it('costs a bounded number of statements, whatever its size, and still hides blocked and dismissed members', async () => {
    const religionId = 6;
    const seeker = await createMemberWithProfile(t, {
      genderId: 2,
      age: 27,
      religionId,
      casteId: null,
      prefAgeMin: 24,
      prefAgeMax: 40,
      prefReligionId: religionId,
    });
    const pool = [];
    for (let i = 0; i < 14; i++) pool.push(await createMemberWithProfile(t, { genderId: 1, age: 26 + i, religionId, casteId: null }));
    const [blocked, dismissed] = pool;
    const now = new Date().toISOString();
    await t.db.insertInto('block').values({ userId: seeker.userId, blockedUserId: blocked.userId, createdAt: now }).execute();
    await t.db.insertInto('notInterested').values({ userId: seeker.userId, targetUserId: dismissed.userId, createdAt: now }).execute();
    const page = (pageSize: number) => call(t.app, 'GET', `/user-matrimonial-detail/match?page=1&pageSize=${pageSize}`, { token: seeker.token });

    const ranked = await countStatements(() => page(2));
    expect(ranked.result.status).toBe(200);
    const small = await countStatements(() => page(2));
    const large = await countStatements(() => page(12));
    expect(ids(small.result)).toHaveLength(2);
    expect(ids(large.result)).toHaveLength(12);
    expect(large.result.body.response.total).toBe(12);
    for (const hidden of [blocked, dismissed]) expect(ids(large.result)).not.toContain(hidden.userId);

    // Three, and the session's look-up when it was not kept (a session is kept for two seconds).
    expect(small.statements).toBeLessThanOrEqual(4);
    expect(large.statements).toBeLessThanOrEqual(4);
    // Ranking adds its query and, the first time, the reference names the cards show.
    expect(ranked.statements).toBeLessThanOrEqual(4 + 2);
    expect(ranked.statements).toBeGreaterThan(small.statements);
  });
});
