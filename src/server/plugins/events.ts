import fp from 'fastify-plugin';
import { createInProcessEventBus, type EventBus } from '../lib/events/events.ts';
import { createLiveHub, inProcessFanOut, type LiveHub } from '../lib/events/live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one domain-event interface (lib/events/events.ts): in process by default. */
    events: EventBus;
    /** The open live streams of this instance (lib/events/live-hub.ts): fed in process for now. */
    live: LiveHub;
  }
}

/**
 * Builds the event bus and the live hub once at start; a subscriber's failure is logged, never
 * answered. Closing the app ends the open streams, so shutting down does not wait for them.
 */
export const eventsPlugin = fp(
  async (app) => {
    const bus = createInProcessEventBus((error, event) => app.log.error({ err: error, eventId: event.id, type: event.type }, 'an event subscriber failed'));
    app.decorate('events', bus);
    app.decorate('live', createLiveHub(inProcessFanOut(bus)));
    app.addHook('preClose', async () => app.live.close());
  },
  { name: 'events' },
);
