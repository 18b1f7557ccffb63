import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../lib/events/events.ts';
import { createStreamCursor } from './stream-cursor.ts';

const event = (id: number): StoredEvent => ({ id, type: 'message.sent', actorId: 1, recipientId: 7, data: {}, createdAt: '' });

/** A member's stored events the test commits one by one, as the database would show them. */
function rows(...ids: number[]) {
  const committed = new Set(ids);
  let reads = 0;
  return {
    commit: (id: number) => committed.add(id),
    reads: () => reads,
    read: async (after: number, limit: number) => {
      reads++;
      return [...committed]
        .filter((id) => id > after)
        .sort((a, b) => a - b)
        .slice(0, limit)
        .map(event);
    },
  };
}

function cursorOver(store: ReturnType<typeof rows>, after: number, pageSize = 100) {
  const sent: Array<[number, number]> = [];
  const failures: unknown[] = [];
  const cursor = createStreamCursor({
    after,
    read: (a) => store.read(a, pageSize),
    pageSize,
    send: (e, lastId) => void sent.push([e.id, lastId]),
    fail: (error) => void failures.push(error),
  });
  return { cursor, sent: () => sent.map(([id]) => id), frames: () => sent, failures };
}

describe('a stream cursor', () => {
  it('replays what was missed page by page, then sends each noticed event once', async () => {
    const store = rows(3, 5, 6, 8, 9, 10);
    const { cursor, sent } = cursorOver(store, 5, 2);
    // A notice arriving during the replay is sent after it, in order.
    store.commit(11);
    cursor.notice({ id: 11, recipientId: 7 });
    await cursor.idle();
    expect(sent()).toEqual([6, 8, 9, 10, 11]);
    // Notices of what was sent already read nothing; two notices at once read once more, not twice.
    const before = store.reads();
    cursor.notice({ id: 11, recipientId: 7 });
    expect(store.reads()).toBe(before);
    store.commit(12);
    store.commit(13);
    cursor.notice({ id: 12, recipientId: 7 });
    cursor.notice({ id: 13, recipientId: 7 });
    await cursor.idle();
    expect(store.reads()).toBeLessThanOrEqual(before + 2);
    expect(sent()).toEqual([6, 8, 9, 10, 11, 12, 13]);
  });

  it('still sends a row whose id is lower than one already sent, and frames carry the highest id sent', async () => {
    const store = rows();
    const { cursor, sent, frames } = cursorOver(store, 0);
    await cursor.idle();
    // Two instances write at once: 15 commits and is noticed before 14.
    store.commit(15);
    cursor.notice({ id: 15, recipientId: 7 });
    await cursor.idle();
    store.commit(14);
    cursor.notice({ id: 14, recipientId: 7 });
    await cursor.idle();
    expect(sent()).toEqual([15, 14]);
    expect(frames().map(([, lastId]) => lastId)).toEqual([15, 15]);
  });

  it('sends in id order an event whose notice comes after that of a later one', async () => {
    const store = rows(1);
    const { cursor, sent } = cursorOver(store, 0);
    await cursor.idle();
    // 2 was written through another instance, 3 through this one: 3's notice arrives first.
    store.commit(2);
    store.commit(3);
    cursor.notice({ id: 3, recipientId: 7 });
    await cursor.idle();
    cursor.notice({ id: 2, recipientId: 7 });
    await cursor.idle();
    expect(sent()).toEqual([1, 2, 3]);
  });

  it('catches up on notices it never got, and ends the stream when the rows cannot be read', async () => {
    const store = rows();
    const { cursor, sent, failures } = cursorOver(store, 0);
    await cursor.idle();
    store.commit(1);
    store.commit(2);
    cursor.notice(null);
    await cursor.idle();
    expect(sent()).toEqual([1, 2]);

    const broken = createStreamCursor({
      after: 0,
      read: () => Promise.reject(new Error('database away')),
      pageSize: 10,
      send: () => {},
      fail: (e) => failures.push(e),
    });
    await broken.idle();
    expect(failures).toHaveLength(1);
  });
});
