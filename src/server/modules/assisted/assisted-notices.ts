import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../lib/events/events.ts';
import type { AssistedNotificationType } from '../../../shared/schemas/live-events.ts';
import type { IntroductionRow } from './introductions.repository.ts';

/**
 * The assisted service's steps in the app (docs/product/assisted-service.md): one domain event
 * per step and reader, which the notifications module turns into the bell's row and the live
 * stream carries. The actor is the member the step is about, never the manager, so a block
 * between the two members hides it from the other as every member's act is hidden. A reader who
 * is a manager gets `workbench` (their member's id), which links to the workbench's member page;
 * a member's notification links to My relationship manager. The step's mail is queued by the
 * step itself (`tell`), so the notification mail skips these types.
 */
export async function notifyStep(
  deps: { events: EventBus },
  db: Database,
  type: AssistedNotificationType,
  to: { recipientId: number; actorId: number },
  data: Record<string, unknown> = {},
) {
  await deps.events.publish(db, { type, actorId: to.actorId, recipientId: to.recipientId, data });
}

/** Tells both members of an introduction, each naming the other. */
export async function notifyBoth(
  deps: { events: EventBus },
  db: Database,
  intro: IntroductionRow,
  type: AssistedNotificationType,
  data: Record<string, unknown>,
) {
  await notifyStep(deps, db, type, { recipientId: intro.memberUserId, actorId: intro.otherUserId }, data);
  await notifyStep(deps, db, type, { recipientId: intro.otherUserId, actorId: intro.memberUserId }, data);
}
