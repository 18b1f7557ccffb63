import type { Database } from '../../db/database.ts';
import {
  MAIL_TOPICS,
  MAIL_TOPIC_DEFAULTS,
  MAIL_TOPIC_LABELS,
  type MailMode,
  type MailPreferences,
  type MailPreferencesInput,
  type MailTopic,
  type UnsubscribeScope,
} from '../../../shared/schemas/notification-mail.ts';
import type { NotificationType } from '../../../shared/schemas/conversations.ts';

/** The mail topic of each notification type (the two moderation notices share one). */
export const TOPIC_OF: Record<NotificationType, MailTopic> = {
  'interest.received': 'interest-received',
  'interest.accepted': 'interest-accepted',
  'interest.declined': 'interest-declined',
  'message.sent': 'message',
  'profile.viewed': 'profile-viewed',
  // Asking for photos is a kind of interest: mailed as the member chose for interests received.
  'photo.requested': 'interest-received',
  'plan.expiring': 'plan-expiring',
  'moderation.warning': 'moderation',
  'moderation.outcome': 'moderation',
  'moderation.hidden': 'moderation',
  // Acts on the member's own account: mailed always, apart from these settings (notifications/member-notice.ts).
  'photo.rejected': 'moderation',
  'account.two-step-reset': 'moderation',
  // A family helper's act in the member's name is told like the interests it is about.
  'family.acted': 'interest-received',
  // The assisted service's steps, by what they are like; mailed by the step itself (instant-mail.ts skips them).
  'assisted.introduced': 'interest-received',
  'assisted.answered': 'interest-accepted',
  'assisted.meeting-proposed': 'interest-accepted',
  'assisted.meeting-confirmed': 'interest-accepted',
  'assisted.meeting-cancelled': 'interest-accepted',
  'assisted.meeting-held': 'interest-accepted',
  'assisted.feedback': 'interest-accepted',
  'assisted.assigned': 'interest-received',
};

/** A member's choice for every topic; those never chosen take their default. */
export async function mailPreferences(db: Database, userId: number): Promise<MailPreferences> {
  const rows = await db.selectFrom('notificationPreference').select(['topic', 'mode']).where('userId', '=', userId).execute();
  const chosen = new Map(rows.map((r) => [r.topic, r.mode as MailMode]));
  return Object.fromEntries(MAIL_TOPICS.map((t) => [t, chosen.get(t) ?? MAIL_TOPIC_DEFAULTS[t]])) as MailPreferences;
}

export async function setMailPreferences(db: Database, userId: number, input: MailPreferencesInput, now = new Date()): Promise<MailPreferences> {
  const updatedAt = now.toISOString();
  for (const topic of MAIL_TOPICS) {
    const mode = input[topic];
    if (mode === undefined) continue;
    await db
      .insertInto('notificationPreference')
      .values({ userId, topic, mode, updatedAt })
      .onConflict((oc) => oc.columns(['userId', 'topic']).doUpdateSet({ mode, updatedAt }))
      .execute();
  }
  return mailPreferences(db, userId);
}

/** The topics a link stops: its topic, or for the summary's link every topic now in the summary. */
export async function topicsOfScope(db: Database, userId: number, scope: UnsubscribeScope): Promise<MailTopic[]> {
  if (scope !== 'digest') return [scope];
  const prefs = await mailPreferences(db, userId);
  return MAIL_TOPICS.filter((t) => prefs[t] === 'daily');
}

/** How many of a member's saved searches are marked for the daily summary. */
export async function savedSearchesInDigest(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('savedSearch')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('includeInDigest', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The summary's unsubscribe link also takes the member's saved searches out of the summary. */
export async function leaveDigest(db: Database, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('savedSearch')
    .set({ includeInDigest: 0, updatedAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('includeInDigest', '=', 1)
    .execute();
}

export const scopeWords = (scope: UnsubscribeScope) => (scope === 'digest' ? 'the daily summary' : `"${MAIL_TOPIC_LABELS[scope]}"`);
