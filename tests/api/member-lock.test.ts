import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/db/database.ts';
import { inTransactionLockingMember } from '../../src/server/db/member-lock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../factories/sessions.ts';

/**
 * A message's transaction on PostgreSQL (db/member-lock.ts): `begin` and the sender's lock in one
 * round trip, committed when the work resolves, rolled back when it throws.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const occupations = async (name: string) =>
  Number(
    (
      await t.db
        .selectFrom('occupation')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).n,
  );
const add = (db: typeof t.db, name: string) => db.insertInto('occupation').values({ name, createdAt: 'now', updatedAt: 'now' }).execute();

describe.skipIf(!onPostgres)('a transaction that holds a member’s lock', () => {
  it('keeps what its work wrote once it resolves, and nothing when it throws', async () => {
    const { id } = await createUser(t);
    expect(dialectOf(t.db)).toBe('postgres');
    expect(await inTransactionLockingMember(t.db, id, async (trx) => (await add(trx, 'Kept under the lock'), 'done'))).toBe('done');
    expect(await occupations('Kept under the lock')).toBe(1);
    await expect(
      inTransactionLockingMember(t.db, id, async (trx) => {
        await add(trx, 'Rolled back under the lock');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await occupations('Rolled back under the lock')).toBe(0);
  });

  it('makes the same member’s second transaction wait for the first, not another member’s', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = inTransactionLockingMember(t.db, a.id, async () => (order.push('a first'), await held));
    // The first holds the lock (its work has begun) before the others ask for theirs.
    await expect.poll(() => order).toEqual(['a first']);
    const second = inTransactionLockingMember(t.db, a.id, async () => void order.push('a second'));
    const other = inTransactionLockingMember(t.db, b.id, async () => void order.push('b'));
    await other;
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(['a first', 'b']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['a first', 'b', 'a second']);
    // The connections went back to the pool outside any transaction.
    expect((await sql<{ n: number }>`select 1 as n`.execute(t.db)).rows[0].n).toBe(1);
  });

  it('refuses an id that is not a whole number before anything reaches the database', async () => {
    await expect(inTransactionLockingMember(t.db, 1.5, async () => 'never')).rejects.toThrow(/not a member id/);
  });
});
