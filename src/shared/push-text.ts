/**
 * What a push notification says (docs/product/calls-and-push.md). The payload carries the kind and
 * the other member's first name; the service worker writes these words in the device's language
 * (src/shared/i18n/push-notification.ts). Re-exported by messages.ts.
 */
export const PUSH_NOTIFICATION_TEXT = {
  interestTitle: 'New interest',
  interest: (name: string) => `${name} sent you an interest.`,
  acceptanceTitle: 'Interest accepted',
  acceptance: (name: string) => `${name} accepted your interest. You can now send messages.`,
  messageTitle: 'New message',
  message: (name: string) => `${name} sent you a message.`,
  voiceCallTitle: 'Voice call',
  voiceCall: (name: string) => `${name} is calling you`,
  videoCallTitle: 'Video call',
  videoCall: (name: string) => `${name} is video calling you`,
  /** When the payload has no name. */
  someone: 'A member',
};
