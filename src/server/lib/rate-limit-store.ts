import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): Store;
}
type StoreClass = new (...args: unknown[]) => Store;
// The plugin's own stores (not exported from its entry point).
const RedisStore: StoreClass = require('@fastify/rate-limit/store/RedisStore');
const LocalStore: StoreClass = require('@fastify/rate-limit/store/LocalStore');

/**
 * Rate-limit counters in Redis, shared by every API instance — and, while Redis is unreachable,
 * in this process's memory instead of not at all (docs/decisions/010-failing-dependencies.md).
 * Failing open would switch off the sign-in and code limits exactly when something is wrong;
 * failing closed would lock everyone out. In memory, each instance still enforces every limit
 * for the requests it sees. Once Redis answers again, counting goes back to it.
 */
class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    if (this.redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(key, (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: Record<string, unknown>): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: a class it instantiates with its global settings. */
export function redisWithFallback(redis: Redis, nameSpace: string) {
  return class extends FallbackStore {
    constructor(params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      super(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, 5000),
      );
    }
  };
}
