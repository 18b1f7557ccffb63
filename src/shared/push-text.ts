import { english, icu } from './i18n/compile';
/**
 * What a push notification says (docs/product/calls-and-push.md). The payload carries the kind and
 * the other member's first name; the service worker writes these words in the device's language
 * (src/shared/i18n/push-notification.ts). Re-exported by messages.ts.
 */
export const PUSH_NOTIFICATION_TEXT = english({
  interestTitle: 'New interest',
  interest: icu<'name'>('{name} sent you an interest.'),
  acceptanceTitle: 'Interest accepted',
  acceptance: icu<'name'>('{name} accepted your interest. You can now send messages.'),
  messageTitle: 'New message',
  message: icu<'name'>('{name} sent you a message.'),
  voiceCallTitle: 'Voice call',
  voiceCall: icu<'name'>('{name} is calling you'),
  videoCallTitle: 'Video call',
  videoCall: icu<'name'>('{name} is video calling you'),
  /** When the payload has no name. */
  someone: 'A member',
});
