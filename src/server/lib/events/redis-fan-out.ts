import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EventBus } from './events.ts';
import type { LiveFanOut } from './live-hub.ts';

/**
 * The fan-out across API instances (docs/decisions/032-cross-instance-live-events.md): each event
 * this process publishes reaches its own streams at once (as in process) and goes out on a Redis
 * pub/sub channel as `{ id, recipientId }` only; every other instance hands what arrives to its
 * streams the same way, and they read the stored rows. The rows stay the source of truth: a notice lost while
 * Redis is away is made good by a catch-up of every open stream once the subscriber is back, and
 * by the client's own replay with Last-Event-ID.
 *
 * `subscriber` is a connection of its own (a subscribed Redis connection can do nothing else);
 * it reconnects by itself, and each time it is subscribed again the streams catch up.
 */
export function redisFanOut(options: {
  bus: EventBus;
  publisher: Redis;
  subscriber: Redis;
  channel: string;
  onError: (error: unknown, what: string) => void;
}): LiveFanOut {
  const { bus, publisher, subscriber, channel, onError } = options;
  // An instance knows its own notices when they come back from Redis and skips them.
  const instance = randomBytes(8).toString('hex');
  return {
    start(sink) {
      const stopLocal = bus.subscribe((event) => {
        if (event.recipientId === null) return;
        sink.deliver({ id: event.id, recipientId: event.recipientId });
        publisher
          .publish(channel, JSON.stringify({ id: event.id, recipientId: event.recipientId, from: instance }))
          .catch((error) => onError(error, 'publish'));
      });
      const onMessage = (from: string, text: string) => {
        if (from !== channel) return;
        let notice: { id?: unknown; recipientId?: unknown; from?: unknown };
        try {
          notice = JSON.parse(text) as typeof notice;
        } catch {
          return;
        }
        if (notice.from === instance || !Number.isSafeInteger(notice.id) || !Number.isSafeInteger(notice.recipientId)) return;
        sink.deliver({ id: notice.id as number, recipientId: notice.recipientId as number });
      };
      let subscribedBefore = false;
      const onReady = () => {
        subscriber.subscribe(channel).then(
          () => {
            // Whatever was published while the connection was away never arrives: read it.
            if (subscribedBefore) sink.resync();
            subscribedBefore = true;
          },
          (error) => onError(error, 'subscribe'),
        );
      };
      subscriber.on('message', onMessage);
      subscriber.on('ready', onReady);
      if (subscriber.status === 'ready') onReady();
      return () => {
        stopLocal();
        subscriber.off('message', onMessage);
        subscriber.off('ready', onReady);
        subscriber.disconnect();
      };
    },
  };
}
