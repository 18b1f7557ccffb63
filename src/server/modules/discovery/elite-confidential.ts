import type { Database } from '../../db/database.ts';

/**
 * Elite confidentiality (docs/product/assisted-service.md,
 * docs/decisions/097-introductions-meetings-and-elite-confidentiality.md): a member holding an
 * active Elite plan is not listed in search, matches or "who viewed me", and is not found by
 * profile ID or opened as a profile, by other members. She is shown only where her relationship
 * manager introduced her (the introduction's card, with initials and no photos), and as any
 * member once connected.
 *
 * THE one rule, one row (`id`) per Elite member hidden from `viewerId` at `at` (ISO): every member
 * with an active Elite plan, except the viewer herself, a member connected with the viewer (an
 * accepted interest, which an accepted introduction makes), and one who sent the viewer an
 * interest herself (she chose to be seen). Lists add these rows to the ones they hide
 * (match.query.ts hiddenRows); single look-ups ask eliteHiddenFrom.
 */
export const eliteHiddenRows = (db: Database, viewerId: number, at: string) =>
  db
    .selectFrom('userSubscription as es')
    .innerJoin('subscriptionPlan as ep', 'ep.id', 'es.planId')
    .select('es.userId as id')
    .where('ep.service', '=', 'elite')
    .where('es.status', '=', 'active')
    .where('es.startsAt', '<=', at)
    .where('es.endsAt', '>', at)
    .where('es.userId', '!=', viewerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('interest as ei')
            .select('ei.id')
            .where((w) =>
              w.or([
                w.and([w('ei.userId', '=', w.ref('es.userId')), w('ei.targetUserId', '=', viewerId), w('ei.status', 'in', ['pending', 'accepted'])]),
                w.and([w('ei.userId', '=', viewerId), w('ei.targetUserId', '=', w.ref('es.userId')), w('ei.status', '=', 'accepted')]),
              ]),
            ),
        ),
      ),
    );

/** Whether `userId` is an Elite member hidden from `viewerId` now (the rule above, for one member). */
export async function eliteHiddenFrom(db: Database, viewerId: number, userId: number, at = new Date().toISOString()): Promise<boolean> {
  if (viewerId === userId) return false;
  const row = await eliteHiddenRows(db, viewerId, at).where('es.userId', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** Whether the member holds an active Elite plan now. */
export async function isEliteMember(db: Database, userId: number, at = new Date().toISOString()): Promise<boolean> {
  const row = await db
    .selectFrom('userSubscription as es')
    .innerJoin('subscriptionPlan as ep', 'ep.id', 'es.planId')
    .select('es.id')
    .where('es.userId', '=', userId)
    .where('ep.service', '=', 'elite')
    .where('es.status', '=', 'active')
    .where('es.startsAt', '<=', at)
    .where('es.endsAt', '>', at)
    .executeTakeFirst();
  return Boolean(row);
}
