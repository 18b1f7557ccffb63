import type { LooseJson } from './loose-json.ts';

/** Who opens a stream: a member's bearer token, or a stream ticket as an EventSource would. */
export type StreamOpener = { token: string } | { ticket: string };

export interface EventFrame {
  /** The frame's id: what an EventSource sends back as Last-Event-ID. */
  id: number;
  event: string;
  data: LooseJson;
}

/** How a stream is asked for: the global fetch, or another client's (HTTP/2 to nginx). */
type Fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;

/** An open GET /api/events stream at `base`, read frame by frame as a browser would. */
export async function openStream(base: string, who: StreamOpener, lastEventId?: number, send: Fetch = fetch) {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...('token' in who ? { authorization: `Bearer ${who.token}` } : {}) };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const query = 'ticket' in who ? `?ticket=${encodeURIComponent(who.ticket)}` : '';
  const res = await send(`${base}/api/events${query}`, { headers, signal: abort.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next block of fields, or null once the server has ended the stream. */
  const block = async (): Promise<Record<string, string> | null> => {
    for (;;) {
      const at = buffer.indexOf('\n\n');
      if (at >= 0) {
        const text = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        return Object.fromEntries(
          text
            .split('\n')
            .filter((line) => line.includes(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    res,
    /** The next event frame (comments and retry lines skipped). */
    async next(): Promise<EventFrame> {
      for (;;) {
        const fields = await block();
        if (!fields) throw new Error('the stream ended');
        if (fields.event) return { id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) };
      }
    },
    /** Reads until the server ends the stream; the frames and the last retry hint it sent meanwhile. */
    async untilEnded(): Promise<{ frames: EventFrame[]; retry: number | null }> {
      const frames: EventFrame[] = [];
      let retry: number | null = null;
      for (let fields = await block(); fields; fields = await block()) {
        if (fields.retry) retry = Number(fields.retry);
        if (fields.event) frames.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) });
      }
      return { frames, retry };
    },
    close: () => abort.abort(),
  };
}
