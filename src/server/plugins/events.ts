import fp from 'fastify-plugin';
import { createInProcessEventBus, type EventBus } from '../lib/events/events.ts';
import { createLiveHub, inProcessFanOut, type LiveHub } from '../lib/events/live-hub.ts';
import { redisFanOut } from '../lib/events/redis-fan-out.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one domain-event interface (lib/events/events.ts): in process by default. */
    events: EventBus;
    /** The open live streams of this instance (lib/events/live-hub.ts): fed in process, and over Redis with REDIS_URL. */
    live: LiveHub;
  }
}

/**
 * Builds the event bus and the live hub once at start; a subscriber's failure is logged, never
 * answered. With Redis (REDIS_URL), the live hub hears every instance's events through a
 * pub/sub channel (lib/events/redis-fan-out.ts, docs/decisions/032-cross-instance-live-events.md).
 * Closing the app ends the open streams, so shutting down does not wait for them.
 */
export const eventsPlugin = fp(
  async (app) => {
    const bus = createInProcessEventBus((error, event) => app.log.error({ err: error, eventId: event.id, type: event.type }, 'an event subscriber failed'));
    app.decorate('events', bus);
    // Subscribed connections do nothing else; this one waits for Redis as long as it takes. The
    // instance notices (plugins/instance-notices.ts) listen on it too, so a notice that a session
    // ended arrives before any event published after it: one connection delivers in order.
    const subscriber = app.redis
      ?.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true, autoResubscribe: false })
      .on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis unavailable (live events)'));
    app.decorate('redisSubscriber', subscriber);
    const fanOut =
      app.redis && subscriber
        ? redisFanOut({
            bus,
            publisher: app.redis,
            subscriber,
            channel: app.config.liveChannel,
            onError: (error, what) => app.log.warn({ err: error instanceof Error ? error.message : error, what }, 'live events: redis'),
          })
        : inProcessFanOut(bus);
    app.decorate('live', createLiveHub(fanOut));
    app.addHook('preClose', async () => app.live.close());
  },
  { name: 'events' },
);
