import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { KeptRows } from '../db/kept-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the other instances that something they keep in memory is out of date. */
    instanceNotices: InstanceNotices;
    /** The subscribed Redis connection the live events and the instance notices share (plugins/events.ts). */
    redisSubscriber: Redis | undefined;
  }
}

export interface InstanceNotices {
  /**
   * Calls `forget` when another instance announces `topic`, and whenever a notice may have been
   * missed: when the subscription comes back after Redis was away.
   */
  listen(topic: string, forget: () => void): void;
  /** Tells every other instance (not this one) to forget what it keeps under `topic`. */
  announce(topic: string): void;
  /**
   * Rows kept under `topic` on every instance (db/kept-rows.ts): forgotten here on another's
   * notice, and a change made here announced to the others.
   */
  share(topic: string, kept: Pick<KeptRows<unknown>, 'forget' | 'onChange'>): void;
}

/**
 * Notices between the instances of one deployment, for what each keeps in memory (public replies,
 * sessions, reference names): one Redis pub/sub channel beside the live events' (LIVE_CHANNEL + ':forget'),
 * each message the topic and the announcing instance. Without REDIS_URL there is one instance
 * and no one to tell. A notice lost otherwise is bounded by how long each keeps what it keeps.
 */
export function registerInstanceNotices(app: FastifyInstance) {
  const channel = `${app.config.liveChannel}:forget`;
  const instance = randomBytes(8).toString('hex');
  const listeners = new Map<string, Array<() => void>>();
  const forgetAll = () => {
    for (const list of listeners.values()) for (const forget of list) forget();
  };
  // The live events' subscribed connection: a session's end, announced before a message is
  // published, is heard before that message on every other instance.
  const subscriber = app.redisSubscriber;
  if (subscriber) {
    let subscribedBefore = false;
    const subscribe = () =>
      subscriber.subscribe(channel).then(
        () => {
          if (subscribedBefore) forgetAll();
          subscribedBefore = true;
        },
        (err: Error) => app.log.warn({ err: err.message }, 'instance notices: subscribe'),
      );
    subscriber.on('message', (from: string, text: string) => {
      const [topic, sender] = text.split(' ');
      if (from === channel && sender !== instance) for (const forget of listeners.get(topic) ?? []) forget();
    });
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') void subscribe();
    app.addHook('onClose', async () => subscriber.disconnect());
  }
  const listen = (topic: string, forget: () => void) => {
    listeners.set(topic, [...(listeners.get(topic) ?? []), forget]);
  };
  const announce = (topic: string) => {
    // While Redis is away there is no one to tell: the others forget everything when their
    // subscription comes back, so a change then is not a warning each.
    if (app.redis?.status !== 'ready') return;
    app.redis.publish(channel, `${topic} ${instance}`).catch((err: Error) => app.log.warn({ err: err.message }, 'instance notices: publish'));
  };
  app.decorate('instanceNotices', {
    listen,
    announce,
    share(topic, kept) {
      listen(topic, () => kept.forget());
      const stop = kept.onChange(() => announce(topic));
      app.addHook('onClose', async () => stop());
    },
  } satisfies InstanceNotices);
}
