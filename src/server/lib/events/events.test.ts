import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createInProcessEventBus, type StoredEvent } from './events.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

describe('the in-process event bus', () => {
  it('stores events with increasing ids, hands them to subscribers of their type, and survives a failing subscriber', async () => {
    const failures: unknown[] = [];
    const bus = createInProcessEventBus((error) => failures.push(error));
    const all: StoredEvent[] = [];
    const accepted: StoredEvent[] = [];
    bus.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    const stop = bus.subscribe((e) => void all.push(e));
    bus.subscribe((e) => void accepted.push(e), 'interest.accepted');

    const first = await bus.publish(db, { type: 'interest.received', actorId: null, recipientId: null, data: { interestId: 1 } });
    const second = await bus.publish(db, { type: 'interest.accepted', actorId: null, recipientId: null, data: { interestId: 1 } });
    expect(second.id).toBeGreaterThan(first.id);
    expect(all.map((e) => e.type)).toEqual(['interest.received', 'interest.accepted']);
    expect(accepted.map((e) => e.id)).toEqual([second.id]);
    expect(failures).toHaveLength(2);

    stop();
    await bus.publish(db, { type: 'report.filed', actorId: null, recipientId: null, data: {} });
    expect(all).toHaveLength(2);
    const row = await db.selectFrom('domainEvent').selectAll().where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toEqual({ interestId: 1 });
  });

  it('hands an event on without waiting for slow subscribers: the first has it at once, settled waits for the rest', async () => {
    const failures: unknown[] = [];
    const bus = createInProcessEventBus((error) => failures.push(error));
    const live: number[] = [];
    const written: number[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    bus.subscribe((e) => void live.push(e.id));
    bus.subscribe(async (e) => {
      await slow;
      written.push(e.id);
    });
    bus.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    const stored = await bus.record(db, { type: 'message.sent', actorId: null, recipientId: null, data: {} });

    bus.handOn(db, stored);
    expect(live).toEqual([stored.id]);
    expect(written).toEqual([]);
    let settled = false;
    const waiting = bus.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    release();
    await waiting;
    expect(written).toEqual([stored.id]);
    expect(failures).toHaveLength(1);
    await bus.settled();
  });

  it('records an event with the change that made it: nothing is stored or handed on when that change rolls back', async () => {
    const bus = createInProcessEventBus();
    const stored = async () => (await db.selectFrom('domainEvent').select('data').orderBy('id').execute()).map((r) => JSON.parse(r.data));
    const before = await stored();
    const seen: StoredEvent[] = [];
    bus.subscribe((e) => void seen.push(e));
    const failed = db.transaction().execute(async (trx) => {
      await bus.record(trx, { type: 'report.filed', actorId: null, recipientId: null, data: { attempt: 1 } });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await stored()).toEqual(before);

    const event = await db.transaction().execute((trx) => bus.record(trx, { type: 'report.filed', actorId: null, recipientId: null, data: { attempt: 2 } }));
    expect(seen).toEqual([]);
    await bus.announce(db, event);
    expect(seen.map((e) => e.id)).toEqual([event.id]);
    expect(await stored()).toEqual([...before, { attempt: 2 }]);
  });
});
