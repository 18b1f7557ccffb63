import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findMatches } from './modules/matching/index.ts';
import { memberCards } from './modules/interests/index.ts';
import { cardLookups } from './modules/photos/index.ts';

/** The public reads every visitor's page makes, answered as a browser asks for them. */
export const PUBLIC_READS = ['/api/health', '/api/religion-master', '/api/caste-master', '/api/state-master', '/api/occupation-master'];

/**
 * Runs the paths a member's pages take for `ms` before the instance listens
 * (docs/decisions/051-an-instance-warms-up-before-it-listens.md). A process that has just started
 * runs its code unoptimised and its database connections have prepared nothing: restarted under
 * load behind nginx, an instance answered its first second of requests at a third of its later
 * rate, and every request waiting on it waited three times as long.
 *
 * Nothing is written and nothing leaves the process: the public reads and a refused sign-in go
 * through the whole request pipeline with `inject`; the matches and member cards of a few
 * discoverable members are read through their services, as a member's page would read them, and
 * thrown away.
 */
export async function warmUp(app: FastifyInstance, ms: number): Promise<number> {
  if (ms <= 0) return 0;
  const until = Date.now() + ms;
  const { db, config } = app;
  const members = (await db.selectFrom('profile').select('userId').where('discoverable', '=', 1).orderBy('userId').limit(8).execute()).map((r) =>
    Number(r.userId),
  );
  const unknownToken = randomBytes(24).toString('base64url');
  let rounds = 0;
  while (Date.now() < until) {
    await Promise.all([
      ...PUBLIC_READS.map((url) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })),
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${unknownToken}` } }),
      ...members.map(async (userId, i) => {
        const { photos, badges } = cardLookups(db, config, { userId, isAdmin: false });
        // A member whose matches cannot be read (preferences not filled in) is simply skipped.
        const page = await findMatches(db, userId, 1 + (rounds % 3), 10, photos, badges).catch(() => null);
        await memberCards(db, config, [members[(i + 1) % members.length]], userId);
        return JSON.stringify(page);
      }),
    ]);
    rounds++;
  }
  return rounds;
}
