import { describe, expect, it } from 'vitest';
import { PublicReplies } from './public-replies.ts';

const made = (limits: Partial<ConstructorParameters<typeof PublicReplies>[0]> = {}) => {
  let now = 0;
  const store = new PublicReplies({ maxBytes: 100, maxReplyBytes: 60, lifetimeMs: 1000, ...limits }, () => now);
  return { store, later: (ms: number) => void (now += ms) };
};

describe('kept public replies', () => {
  it('answer a repeat of the same address until an edit', () => {
    const { store } = made();
    store.keep('/api/a', store.generation, '{"a":1}', 'W/"a"');
    expect(store.find('/api/a')).toMatchObject({ body: '{"a":1}', etag: 'W/"a"' });
    expect(store.find('/api/a?page=2')).toBeUndefined();
    store.forget();
    expect(store.find('/api/a')).toBeUndefined();
  });

  it('refuse a reply read before an edit that came while it was being made', () => {
    const { store } = made();
    const readAt = store.generation;
    store.forget();
    store.keep('/api/a', readAt, '{"old":1}', 'W/"old"');
    expect(store.find('/api/a')).toBeUndefined();
    store.keep('/api/a', store.generation, '{"new":1}', 'W/"new"');
    expect(store.find('/api/a')?.etag).toBe('W/"new"');
  });

  it('expire after their lifetime, in case a notice of an edit was lost', () => {
    const { store, later } = made();
    store.keep('/api/a', store.generation, '{}', 'W/"a"');
    later(999);
    expect(store.find('/api/a')).toBeDefined();
    later(1);
    expect(store.find('/api/a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('stay within their size: the oldest go first, and a reply too large is never kept', () => {
    const { store } = made();
    for (const name of ['a', 'b', 'c']) store.keep(`/api/${name}`, store.generation, 'x'.repeat(40), name);
    expect(store.find('/api/a')).toBeUndefined();
    expect(store.find('/api/b')?.etag).toBe('b');
    expect(store.find('/api/c')?.etag).toBe('c');
    store.keep('/api/big', store.generation, 'x'.repeat(61), 'big');
    expect(store.find('/api/big')).toBeUndefined();
    expect(store.size).toBe(2);
  });
});
