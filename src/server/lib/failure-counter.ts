import type { Redis } from 'ioredis';

/**
 * Counters of failures (not of attempts): read before the costly work, added to only when it
 * fails, so successful sign-ins never count. In Redis when it answers (every API instance sees the
 * same count), else in this process's memory (docs/decisions/010-failing-dependencies.md).
 */
export interface FailureCounter {
  /** Failures inside the window, and the seconds until the window ends. */
  peek(key: string): Promise<{ count: number; ttlSeconds: number }>;
  add(key: string): Promise<void>;
}

export function createFailureCounter(redis: Redis | null, prefix: string, windowMs: number): FailureCounter {
  const local = new Map<string, { count: number; endsAt: number }>();
  const localEntry = (key: string) => {
    const entry = local.get(key);
    if (entry && entry.endsAt > Date.now()) return entry;
    local.delete(key);
    return null;
  };
  const shared = () => redis !== null && redis.status === 'ready';
  return {
    async peek(key) {
      if (shared()) {
        try {
          const [[, count], [, ttl]] = (await redis!
            .multi()
            .get(prefix + key)
            .pttl(prefix + key)
            .exec()) as [[null, string | null], [null, number]];
          return { count: Number(count ?? 0), ttlSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
        } catch {
          // Redis went away between the status check and the call: count here instead.
        }
      }
      const entry = localEntry(key);
      return { count: entry?.count ?? 0, ttlSeconds: entry ? Math.max(1, Math.ceil((entry.endsAt - Date.now()) / 1000)) : 0 };
    },
    async add(key) {
      if (shared()) {
        try {
          await redis!
            .multi()
            .incr(prefix + key)
            .pexpire(prefix + key, windowMs, 'NX')
            .exec();
          return;
        } catch {
          // as above
        }
      }
      const entry = localEntry(key);
      if (entry) entry.count += 1;
      else {
        if (local.size > 100_000) local.clear();
        local.set(key, { count: 1, endsAt: Date.now() + windowMs });
      }
    },
  };
}
