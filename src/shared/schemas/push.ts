import { boolean, enums, nullable, object, optional, pattern, size, string, type, type Infer } from 'superstruct';
import { LOCALES } from '../locales';

/**
 * Push notifications (docs/product/calls-and-push.md): a device's subscription, which kinds it
 * wants, the member's quiet hours, and the payload the service worker receives (a kind, a first
 * name and the screen to open: nothing else personal).
 */
export const PUSH_KINDS = ['interests', 'acceptances', 'messages', 'calls'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const flag = () => boolean();
export const PushKindsBody = object({ interests: flag(), acceptances: flag(), messages: flag(), calls: flag() });
export type PushKinds = Infer<typeof PushKindsBody>;
const base64url = (min: number, max: number) => pattern(size(string(), min, max), /^[A-Za-z0-9_-]+=*$/);

export const PushSubscriptionBody = object({
  endpoint: pattern(size(string(), 10, 1000), /^https?:\/\/[^\s]+$/),
  keys: object({ p256dh: base64url(80, 120), auth: base64url(16, 40) }),
  kinds: PushKindsBody,
  language: optional(enums(LOCALES)),
});
export const PushEndpointBody = object({ endpoint: size(string(), 10, 1000) });
export const PushSubscriptionReply = type({ subscribed: boolean(), kinds: nullable(PushKindsBody) });
export const PushKeyReply = type({ publicKey: nullable(string()) });

const time = nullable(pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/));
/** Quiet hours, India time: from (inclusive) until (exclusive), across midnight when from > until; null for none. */
export const QuietHoursBody = object({ from: time, until: time });
export type QuietHours = Infer<typeof QuietHoursBody>;
export const QuietHoursReply = type({ from: nullable(string()), until: nullable(string()) });

/** What a push carries; the service worker writes the text in `lang`. */
export interface PushPayload {
  kind: 'interest' | 'acceptance' | 'message' | 'call';
  /** The other member's first name. */
  name: string;
  /** The dashboard screen a tap opens. */
  url: string;
  lang: (typeof LOCALES)[number];
  /** Calls only: voice or video. */
  video?: boolean;
}
