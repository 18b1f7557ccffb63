import type { Database } from '../../db/database.ts';
import type { EventBus, StoredEvent } from '../../lib/events/events.ts';
import { isLocale } from '../../../shared/locales.ts';
import type { PushKind, PushPayload } from '../../../shared/schemas/push.ts';
import { isPushServiceEndpoint } from './push-endpoint.ts';
import { clearRefusals, countRefusal, dropSubscription, firstName, quietHours, subscriptionsFor, type SubscriptionRow } from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * Sends push notifications (docs/product/calls-and-push.md, docs/decisions/069-push-notifications.md)
 * with the `web-push` library: the payload is encrypted to each device's keys (RFC 8291) and
 * the request signed with the VAPID key (RFC 8292). A device the push service says is gone
 * (404, 410) is deleted, one it refuses (400, 403) three times in a row too, and one whose address
 * is no push service's (saved before that was checked in every mode) is deleted unsent; nothing is
 * sent in the member's quiet hours.
 */
export interface PushDeps {
  db: Database;
  keys: VapidKeys;
  subject: string;
  /** PUSH_LOOPBACK_FOR_TESTS: a stand-in push service on loopback is sent to (push-endpoint.ts). */
  loopbackForTests: boolean;
  onError(error: unknown): void;
}

/** Minutes since midnight, India time (the product's clock for members' hours). */
const indiaMinutes = (now: Date) => (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function inQuietHours(q: { from: string | null; until: string | null }, now: Date): boolean {
  if (!q.from || !q.until || q.from === q.until) return false;
  const t = indiaMinutes(now);
  const [a, b] = [minutes(q.from), minutes(q.until)];
  return a < b ? t >= a && t < b : t >= a || t < b;
}

/**
 * The devices a push of this kind goes to, decided as the event happens: none in the member's
 * quiet hours at the event's time, else those that want this kind.
 */
async function devicesFor(db: Database, userId: number, kind: PushKind, at: Date): Promise<SubscriptionRow[]> {
  const devices = await subscriptionsFor(db, userId, kind);
  if (!devices.length || inQuietHours(await quietHours(db, userId), at)) return [];
  return devices;
}

/** Sends one payload to these devices; returns how many accepted it. */
async function pushTo(deps: PushDeps, devices: SubscriptionRow[], kind: PushKind, payload: Omit<PushPayload, 'lang'>): Promise<number> {
  // web-push loads with the first push an instance sends, not at start.
  const { default: webpush, WebPushError } = await import('web-push');
  const sent = await Promise.all(
    devices.map(async (d) => {
      if (!isPushServiceEndpoint(d.endpoint, deps.loopbackForTests)) {
        await dropSubscription(deps.db, d.id);
        return 0;
      }
      const body = JSON.stringify({ ...payload, lang: isLocale(d.language) ? d.language : 'en' } satisfies PushPayload);
      const send = () =>
        webpush.sendNotification({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, body, {
          vapidDetails: { subject: deps.subject, publicKey: deps.keys.publicKey, privateKey: deps.keys.privateKey },
          // A ring is worth nothing a minute later; the rest keeps for a day.
          TTL: kind === 'calls' ? 45 : 24 * 3600,
          urgency: kind === 'calls' ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
        });
      try {
        // A kept-alive connection the push service closed as it was reused is reset before any
        // answer: the push never reached the service, so it is sent once more on a new connection.
        await send().catch((error: unknown) => {
          if ((error as { code?: unknown } | null)?.code === 'ECONNRESET') return send();
          throw error;
        });
        if (d.refusals > 0) await clearRefusals(deps.db, d.id);
        return 1;
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) await dropSubscription(deps.db, d.id);
        else if (status === 400 || status === 403) await countRefusal(deps.db, d.id);
        else deps.onError(error);
        return 0;
      }
    }),
  );
  return sent.reduce<number>((a, b) => a + b, 0);
}

/** Which events are pushed, as what, opening which screen. */
const PUSHED: Partial<Record<StoredEvent['type'], { kind: PushKind; as: PushPayload['kind']; url: (e: StoredEvent) => string }>> = {
  'interest.received': { kind: 'interests', as: 'interest', url: () => '/dashboard/interests' },
  'interest.accepted': { kind: 'acceptances', as: 'acceptance', url: (e) => `/dashboard/messages/${e.actorId}` },
  'message.sent': { kind: 'messages', as: 'message', url: (e) => `/dashboard/messages/${e.actorId}` },
  'call.ringing': { kind: 'calls', as: 'call', url: (e) => `/dashboard/messages/${e.actorId}` },
};

/**
 * Pushes the events members want on their phones. Which devices get one is decided before the
 * change that published the event has finished (a read or two), so quiet hours set or cleared a
 * moment later do not change it; the sending goes on in the background, and that change never
 * waits for a push service. Returns the way to stop, and a wait for what is on its way.
 */
export function subscribePush(bus: EventBus, deps: PushDeps) {
  const running = new Set<Promise<unknown>>();
  const stop = bus.subscribe(async (event) => {
    const rule = PUSHED[event.type];
    if (!rule || event.recipientId === null || event.actorId === null) return;
    const actor = event.actorId;
    const devices = await devicesFor(deps.db, event.recipientId, rule.kind, new Date(event.createdAt));
    if (!devices.length) return;
    const sending = firstName(deps.db, actor)
      .then((name) =>
        pushTo(deps, devices, rule.kind, {
          kind: rule.as,
          name,
          url: rule.url(event),
          ...(rule.as === 'call' ? { video: event.data.kind === 'video' } : {}),
        }),
      )
      .catch(deps.onError)
      .finally(() => running.delete(sending));
    running.add(sending);
  });
  return { stop, settled: async () => void (await Promise.all([...running])) };
}
