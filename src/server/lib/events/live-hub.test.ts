import { describe, expect, it } from 'vitest';
import { createLiveHub, type LiveFanOut, type LiveNotice, type LiveSink } from './live-hub.ts';

/** A fan-out the test drives by hand, as a Redis subscriber would hand over other instances' events. */
function manualFanOut() {
  let sink: LiveSink | null = null;
  let stopped = false;
  const fanOut: LiveFanOut = {
    start(s) {
      sink = s;
      return () => void (stopped = true);
    },
  };
  return { fanOut, push: (notice: LiveNotice) => sink!.deliver(notice), resync: () => sink!.resync(), isStopped: () => stopped };
}
const event = (id: number, recipientId: number | null): LiveNotice => ({ id, recipientId });

describe('the live hub', () => {
  it("hands each event to its recipient's open streams only, and ends them all when closed", () => {
    const { fanOut, push, resync, isStopped } = manualFanOut();
    const hub = createLiveHub(fanOut);
    const got: Record<string, number[]> = { a1: [], a2: [], b: [] };
    const ended: string[] = [];
    hub.attach(
      7,
      (e) => void got.a1.push(e?.id ?? 0),
      () => ended.push('a1'),
    );
    const detachA2 = hub.attach(
      7,
      (e) => void got.a2.push(e?.id ?? 0),
      () => ended.push('a2'),
    );
    hub.attach(
      8,
      (e) => void got.b.push(e?.id ?? 0),
      () => ended.push('b'),
    );
    expect(hub.size()).toBe(3);
    push(event(1, 7));
    push(event(2, 8));
    push(event(3, null));
    detachA2();
    detachA2();
    expect(hub.size()).toBe(2);
    push(event(4, 7));
    expect(got).toEqual({ a1: [1, 4], a2: [1], b: [2] });
    // A fan-out that may have lost notices asks every open stream to catch up (0 here).
    resync();
    expect(got).toEqual({ a1: [1, 4, 0], a2: [1], b: [2, 0] });
    hub.close();
    expect(isStopped()).toBe(true);
    expect(ended.sort()).toEqual(['a1', 'b']);
  });
});
