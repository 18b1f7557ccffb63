import type { FastifyInstance } from 'fastify';
import { transact } from '../../db/transact.ts';
import { recordHelperAct } from './family-acts.ts';
import { activeLinksOf } from './family.repository.ts';

/** The sign-in routes whose reply starts a session. */
const SIGN_INS = new Set(['/api/auth/login', '/api/auth/two-step/challenge/verify']);

function replyOf(payload: unknown): { userId?: number; role?: string; accessToken?: string | null } {
  if (typeof payload !== 'string') return {};
  try {
    return (JSON.parse(payload) as { response?: { userId?: number; role?: string; accessToken?: string | null } }).response ?? {};
  } catch {
    return {};
  }
}

/**
 * A helper signing in from a device (browser) their account has not signed in from before is
 * told to every member they help (docs/product/family.md): an activity row and a notification.
 */
export function tellNewHelperDevices(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || request.method !== 'POST' || !SIGN_INS.has(request.routeOptions.url ?? '')) return payload;
    const res = replyOf(payload);
    if (res.role !== 'family' || !res.accessToken || typeof res.userId !== 'number') return payload;
    const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
    const seen = await app.db
      .selectFrom('loginHistory')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', res.userId)
      .where('success', '=', 1)
      .where('userAgent', userAgent === null ? 'is' : '=', userAgent)
      .executeTakeFirstOrThrow();
    // This sign-in is already recorded: a known device has an earlier one.
    if (Number(seen.n) > 1) return payload;
    const helperUserId = res.userId;
    for (const link of await activeLinksOf(app.db, helperUserId))
      await transact(app.db, (trx) =>
        recordHelperAct(
          trx,
          app.events,
          link.memberUserId,
          { helperId: link.id, helperUserId, firstName: link.name.split(/\s+/)[0] ?? link.name, relation: link.relation },
          { action: 'signed-in.new-device', target: null },
          request.ip,
        ),
      );
    return payload;
  });
}
