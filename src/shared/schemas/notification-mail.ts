import { boolean, enums, object, optional, refine, size, string, type, type Infer, type Struct } from 'superstruct';
import { NOTIFICATION_MAIL_MSG as M } from '../messages';

/**
 * E-mail notifications (docs/product/member-loop.md, docs/decisions/030-notification-mail-and-unsubscribe.md): for
 * each topic a member chooses an instant e-mail, a line in the daily summary, or nothing. A topic
 * the member never chose takes its default.
 */
export const MAIL_TOPICS = [
  'interest-received',
  'interest-accepted',
  'interest-declined',
  'message',
  'profile-viewed',
  'plan-expiring',
  'moderation',
  'new-matches',
] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export const MAIL_MODES = ['instant', 'daily', 'off'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const MAIL_MODE_LABELS: Record<MailMode, string> = { instant: 'Right away', daily: 'Daily summary', off: 'Off' };

export const MAIL_TOPIC_DEFAULTS: Record<MailTopic, MailMode> = {
  'interest-received': 'instant',
  'interest-accepted': 'instant',
  'interest-declined': 'daily',
  message: 'daily',
  'profile-viewed': 'daily',
  'plan-expiring': 'instant',
  moderation: 'instant',
  // Suggestions are only sent to members who ask for them.
  'new-matches': 'off',
};

/** What a topic is about, as the settings form and the unsubscribe page name it. */
export const MAIL_TOPIC_LABELS: Record<MailTopic, string> = {
  'interest-received': 'Interests you receive',
  'interest-accepted': 'Interests accepted',
  'interest-declined': 'Interests declined',
  message: 'New messages',
  'profile-viewed': 'Who viewed your profile',
  'plan-expiring': 'Your plan ending soon',
  moderation: 'Warnings and report outcomes',
  'new-matches': 'New matches for you',
};

/** The modes a topic offers: new matches come in the summary only. */
export const modesOf = (topic: MailTopic): readonly MailMode[] => (topic === 'new-matches' ? ['daily', 'off'] : MAIL_MODES);

/** The member's mode for every topic, as the settings routes answer it. */
export const MailPreferencesReply = type(
  Object.fromEntries(MAIL_TOPICS.map((t) => [t, enums(MAIL_MODES)])) as { [K in MailTopic]: Struct<MailMode, Record<MailMode, MailMode>> },
);
export type MailPreferences = Infer<typeof MailPreferencesReply>;

const topicMode = (topic: MailTopic) =>
  refine(enums(MAIL_MODES), topic, (mode) => (topic === 'new-matches' && mode === 'instant' ? M.noInstantForMatches : true));

const fields = Object.fromEntries(MAIL_TOPICS.map((t) => [t, optional(topicMode(t))])) as {
  [K in MailTopic]: ReturnType<typeof optional<MailMode, Record<MailMode, MailMode>>>;
};
export const MailPreferencesBody = refine(object(fields), 'preferences', (v) => Object.values(v).some((x) => x !== undefined) || M.emptyChange);
export type MailPreferencesInput = Infer<typeof MailPreferencesBody>;

/** The unsubscribe link's scope: one topic, or every topic now set to the daily summary (the summary's own link). */
export type UnsubscribeScope = MailTopic | 'digest';

/** The token is checked by the server (signature, expiry); here only its size. */
export const UnsubscribeQuery = object({ token: optional(size(string(), 0, 500)) });

export const UnsubscribeStateReply = type({
  scope: enums([...MAIL_TOPICS, 'digest'] as UnsubscribeScope[]),
  /** What the link stops, in words. */
  what: string(),
  /** The link's member has these e-mails on (GET), or no longer (POST). */
  subscribed: boolean(),
  message: string(),
});
export type UnsubscribeState = Infer<typeof UnsubscribeStateReply>;
