import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READS, warmUp } from '../../src/server/warm-up.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

/**
 * Before it listens, an instance runs its members' paths for WARM_UP_MS (src/server/warm-up.ts):
 * the public reads, a refused sign-in, and a few members' matches and cards. It writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const TABLES = ['sessions', 'loginHistory', 'profileView', 'notification', 'domainEvent', 'interest', 'documentAccessLog'] as const;
const counts = async () =>
  Promise.all(
    TABLES.map(async (table) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

describe('the warm-up before listening', () => {
  it('reads what members and visitors read, and writes nothing', async () => {
    for (let i = 0; i < 3; i++) await createMemberWithProfile(t, { genderId: 1 + (i % 2), age: 28 + i, religionId: 5, casteId: null });
    for (const url of PUBLIC_READS) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    const before = await counts();
    expect(await warmUp(t.app, 300)).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('is skipped when WARM_UP_MS is 0', async () => {
    expect(await warmUp(t.app, 0)).toBe(0);
  });
});
