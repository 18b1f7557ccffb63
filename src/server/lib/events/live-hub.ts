import type { EventBus } from './events.ts';

/**
 * Live delivery of domain events to the open streams of their recipients (docs/product/member-loop.md).
 *
 * Two parts, so that several API instances are served without touching the streams:
 * - a **fan-out** carries a notice (the event's id and recipient) of every published event to the
 *   hub of each instance: the in-process one this process's events, the Redis one
 *   (redis-fan-out.ts) every instance's, through a pub/sub channel. A notice only says "read":
 *   the streams send the stored rows, in id order (modules/events/stream-cursor.ts).
 * - the **hub** keeps the open streams of this instance by member and hands each notice to the
 *   streams of its recipient. When the fan-out may have missed notices (its Redis connection was
 *   away), it asks every stream to catch up from the stored events.
 */
export interface LiveNotice {
  id: number;
  recipientId: number | null;
}

export interface LiveSink {
  deliver(notice: LiveNotice): void;
  /** Notices may have been lost (a reconnect): every stream reads what it has not sent. */
  resync(): void;
}

export interface LiveFanOut {
  /** Starts handing every notice to the sink; returns the way to stop. */
  start(sink: LiveSink): () => void;
}

export const inProcessFanOut = (bus: EventBus): LiveFanOut => ({
  start: (sink) => bus.subscribe((event) => sink.deliver({ id: event.id, recipientId: event.recipientId })),
});

/** A stream's listener: a notice of one of its member's events, or `null` for "catch up". */
export type LiveListener = (notice: LiveNotice | null) => void;

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
  const stop = fanOut.start({
    deliver(notice) {
      if (notice.recipientId === null) return;
      for (const listener of byMember.get(notice.recipientId) ?? []) listener(notice);
    },
    resync() {
      for (const set of [...byMember.values()]) for (const listener of [...set]) listener(null);
    },
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
