import type { StoredEvent } from '../../lib/events/events.ts';
import type { LiveNotice } from '../../lib/events/live-hub.ts';

/** How many sent ids a stream remembers; beyond that it stops waiting for older, slower rows. */
const REMEMBERED = 2000;

export interface StreamCursorOptions {
  /** The last id the reader has seen (Last-Event-ID, `after`, or the newest at opening). */
  after: number;
  /** The member's stored events after an id, oldest first, at most `pageSize`. */
  read(after: number): Promise<StoredEvent[]>;
  pageSize: number;
  /** Sends one event; `lastId` is the highest id sent so far (the frame's id, for Last-Event-ID). */
  send(event: StoredEvent, lastId: number): void;
  /** Reading failed (the database is away): the stream should end so the client reconnects. */
  fail(error: unknown): void;
}

export interface StreamCursor {
  /** A notice from the live hub, or null for "catch up on whatever may have been missed". */
  notice(notice: LiveNotice | null): void;
  /** Resolves once nothing is being read. */
  idle(): Promise<void>;
}

/**
 * What one open stream has sent, so that every event after the reader's last id is sent once
 * (docs/decisions/032-cross-instance-live-events.md). The first replay, every notice (from this
 * instance or another) and a catch-up read the stored rows, one read at a time, so what is sent
 * is in id order as far as it has been written. Ids are remembered rather than only the highest,
 * so a row whose id is lower than one already sent (two instances writing at once) is still sent.
 */
export function createStreamCursor(options: StreamCursorOptions): StreamCursor {
  const { read, pageSize, send, fail } = options;
  let floor = options.after;
  let highest = options.after;
  const sent = new Set<number>();
  let from: number | null = options.after; // the next read starts after this id; the first is the replay
  /** Ids the hub told of that are not sent yet; each is read from when the next read starts. */
  const noticed = new Set<number>();
  let reading: Promise<void> | null = null;

  const take = (event: StoredEvent) => {
    if (event.id <= floor || sent.has(event.id)) return;
    sent.add(event.id);
    highest = Math.max(highest, event.id);
    send(event, highest);
    if (sent.size > REMEMBERED) {
      const ids = [...sent].sort((a, b) => a - b);
      floor = ids[ids.length - REMEMBERED / 2 - 1];
      for (const id of ids) if (id <= floor) sent.delete(id);
    }
  };
  /**
   * Where the next read starts, or null when nothing is owed. A noticed event is read from the
   * highest id sent, not from its own: an event another instance wrote before it, whose notice is
   * still on its way, is then sent first, in id order. A noticed id lower than the highest sent (a
   * row another instance committed late) is read from just below itself.
   */
  const nextStart = (): number | null => {
    let start = from;
    for (const id of noticed) {
      if (id <= floor || sent.has(id)) continue;
      const own = Math.min(id - 1, highest);
      start = start === null ? own : Math.min(start, own);
    }
    noticed.clear();
    from = null;
    return start === null ? null : Math.max(start, floor);
  };
  const run = () => {
    reading ??= (async () => {
      try {
        for (let start = nextStart(); start !== null; start = nextStart()) {
          const page = await read(start);
          for (const event of page) take(event);
          if (page.length >= pageSize) from = from === null ? page.at(-1)!.id : Math.min(from, page.at(-1)!.id);
        }
      } catch (error) {
        from = null;
        noticed.clear();
        fail(error);
      } finally {
        reading = null;
      }
    })();
  };
  const readFrom = (after: number) => {
    from = from === null ? after : Math.min(from, after);
    run();
  };
  readFrom(options.after);

  return {
    notice(notice) {
      if (notice === null) return readFrom(floor);
      if (notice.id <= floor || sent.has(notice.id)) return;
      noticed.add(notice.id);
      run();
    },
    idle: async () => {
      while (reading) await reading;
    },
  };
}
