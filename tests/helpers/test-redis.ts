import { Redis } from 'ioredis';

/** The Redis the tests that need one use: TEST_REDIS_URL, else the local default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers at TEST_REDIS_URL; when it does not, says loudly which test is skipped
 * (`what`), so a run without Redis cannot pass quietly.
 */
export async function redisAnswers(what: string): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!up) console.warn(`\n  !!! Redis is not reachable at ${TEST_REDIS_URL}: ${what} is SKIPPED !!!\n`);
  return up;
}
