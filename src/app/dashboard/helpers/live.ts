import { useEffect, useRef } from 'react';
import { API_BASE } from '../../client/api';
import type { LiveEvent, StreamTicket } from '../../../shared/schemas/conversations';
import { LIVE_EVENT_TYPES } from '../../../shared/schemas/live-events';
import { dashboardApi } from './session';

/**
 * The dashboard's one live connection per tab (docs/product/member-loop.md): an EventSource on GET /api/events.
 * An EventSource cannot send the token, so the dashboard first asks for a stream ticket (valid
 * for a minute) and puts that in the URL, never the token. The browser reconnects by itself with
 * Last-Event-ID, and the server replays what was missed; once the ticket has expired a reconnect
 * is refused, and the stream is opened again with a new ticket from the last id seen. The stream
 * is closed while the tab is hidden and opened again, from the last id seen, when it is shown.
 */
type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
const RETRY_MS = 5000;

/** Opens the stream for this tab; returns the way to close it. */
export function startLive(): () => void {
  let source: EventSource | null = null;
  let lastId = 0;
  let stopped = false;
  let opening = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    source?.close();
    source = null;
  };
  const later = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void open(), RETRY_MS);
  };
  async function open() {
    if (stopped || opening || source || document.hidden) return;
    opening = true;
    const ticket = await dashboardApi.post<StreamTicket>('/events/ticket', {});
    opening = false;
    if (stopped || source || document.hidden) return;
    if (!ticket.ok) return later();
    if (!lastId) lastId = ticket.data.lastEventId;
    const es = new EventSource(`${API_BASE}/events?ticket=${encodeURIComponent(ticket.data.ticket)}&after=${lastId}`);
    source = es;
    for (const type of LIVE_EVENT_TYPES)
      es.addEventListener(type, (message) => {
        const event = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
        lastId = Math.max(lastId, event.id);
        for (const listener of [...listeners]) listener(event);
      });
    es.onerror = () => {
      // While CONNECTING the browser retries by itself; CLOSED means it was refused (an expired ticket).
      if (es.readyState === EventSource.CLOSED && source === es) {
        source = null;
        later();
      }
    };
  }
  const onVisibility = () => (document.hidden ? close() : void open());
  document.addEventListener('visibilitychange', onVisibility);
  void open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    document.removeEventListener('visibilitychange', onVisibility);
    close();
  };
}

/** Calls `handler` for every live event (of these types, when given) while the component is shown. */
export function useLive(handler: Listener, types?: readonly string[]) {
  const latest = useRef(handler);
  latest.current = handler;
  const key = types?.join(',') ?? '';
  useEffect(() => {
    const listener: Listener = (event) => {
      if (!types || types.includes(event.type)) latest.current(event);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [key]);
}

/** Pages that change the unread count themselves tell the bell (same tab: no event comes back). */
const BELL_CHANGED = 'dashboard:notifications-changed';
export const bellChanged = () => window.dispatchEvent(new Event(BELL_CHANGED));
export function useBellChanged(handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(BELL_CHANGED, listener);
    return () => window.removeEventListener(BELL_CHANGED, listener);
  }, []);
}
