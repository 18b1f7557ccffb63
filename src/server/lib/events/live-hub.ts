import type { EventBus, StoredEvent } from './events.ts';

/**
 * Live delivery of domain events to the open streams of their recipients (DESIGN §15).
 *
 * Two parts, so that several API instances can be served later without touching the streams:
 * - a **fan-out** carries every published event to the hub of each instance. The in-process one
 *   hands over this process's events; one over Redis pub/sub (REDIS_URL) would publish each
 *   event's id on a channel and hand what arrives from other instances to `deliver` the same way.
 * - the **hub** keeps the open streams of this instance by member and hands each event to the
 *   streams of its recipient.
 */
export interface LiveFanOut {
  /** Starts handing every event to `deliver`; returns the way to stop. */
  start(deliver: (event: StoredEvent) => void): () => void;
}

export const inProcessFanOut = (bus: EventBus): LiveFanOut => ({ start: (deliver) => bus.subscribe((event) => deliver(event)) });

export type LiveListener = (event: StoredEvent) => void;

export interface LiveHub {
  /** Listens for the events of one member; `end` is called when the hub closes. Returns the way to stop. */
  attach(userId: number, listener: LiveListener, end?: () => void): () => void;
  /** How many streams are open on this instance. */
  size(): number;
  /** Stops the fan-out and tells every stream to end (shutting down). */
  close(): void;
}

export function createLiveHub(fanOut: LiveFanOut): LiveHub {
  const ends = new Map<LiveListener, () => void>();
  const byMember = new Map<number, Set<LiveListener>>();
  let count = 0;
  const stop = fanOut.start((event) => {
    if (event.recipientId === null) return;
    for (const listener of byMember.get(event.recipientId) ?? []) listener(event);
  });
  return {
    attach(userId, listener, end) {
      if (end) ends.set(listener, end);
      let set = byMember.get(userId);
      if (!set) byMember.set(userId, (set = new Set()));
      set.add(listener);
      count++;
      return () => {
        ends.delete(listener);
        if (!set.delete(listener)) return;
        count--;
        if (!set.size) byMember.delete(userId);
      };
    },
    size: () => count,
    close() {
      stop();
      for (const end of [...ends.values()]) end();
    },
  };
}
