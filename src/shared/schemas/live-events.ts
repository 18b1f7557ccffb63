/**
 * The kinds of events a member's live stream and notifications carry: plain lists without the
 * schemas of ./conversations.ts (which re-exports them), so the dashboard's shell listens for
 * them without loading those schemas.
 */
export type NotificationType =
  | 'interest.received'
  | 'interest.accepted'
  | 'interest.declined'
  | 'message.sent'
  | 'moderation.warning'
  | 'moderation.outcome'
  | 'moderation.hidden'
  | 'profile.viewed'
  | 'plan.expiring'
  | 'photo.requested'
  | 'photo.rejected'
  | 'account.two-step-reset'
  | 'family.acted'
  | AssistedNotificationType;

/**
 * The steps of the assisted service told in the app (docs/product/assisted-service.md): each is
 * also mailed by the step itself, so the instant notification mail skips them.
 */
export type AssistedNotificationType =
  | 'assisted.introduced'
  | 'assisted.answered'
  | 'assisted.meeting-proposed'
  | 'assisted.meeting-confirmed'
  | 'assisted.meeting-cancelled'
  | 'assisted.meeting-held'
  | 'assisted.feedback'
  | 'assisted.assigned';
export const ASSISTED_NOTIFICATION_TYPES: readonly AssistedNotificationType[] = [
  'assisted.introduced',
  'assisted.answered',
  'assisted.meeting-proposed',
  'assisted.meeting-confirmed',
  'assisted.meeting-cancelled',
  'assisted.meeting-held',
  'assisted.feedback',
  'assisted.assigned',
];
export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'interest.received',
  'interest.accepted',
  'interest.declined',
  'message.sent',
  'moderation.warning',
  'moderation.outcome',
  'moderation.hidden',
  'profile.viewed',
  'plan.expiring',
  'photo.requested',
  'photo.rejected',
  'account.two-step-reset',
  'family.acted',
  ...ASSISTED_NOTIFICATION_TYPES,
];

/** The live events of a call (each also a domain event for one member). */
export const CALL_EVENT_TYPES = ['call.ringing', 'call.answered', 'call.signal', 'call.ended'] as const;

/**
 * The events a member's live stream carries (GET /api/events): what the bell, the message list
 * and an open thread react to. Each is sent as an SSE event named by its type, with the event's
 * id, so a reconnect with Last-Event-ID gets exactly what it missed.
 */
export const LIVE_EVENT_TYPES = [...NOTIFICATION_TYPES, 'interest.withdrawn', 'message.read', ...CALL_EVENT_TYPES] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
