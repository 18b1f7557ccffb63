/**
 * What the service worker tells an open dashboard tab when a push notification is tapped
 * (docs/decisions/069-push-notifications.md): open this screen. Shared by the worker
 * (src/app/pwa/sw/push-notifications.ts) and the dashboard (src/app/pwa/dashboard-worker.ts).
 */
export const OPEN_SCREEN = 'open-screen';

export interface OpenScreenMessage {
  type: typeof OPEN_SCREEN;
  url: string;
}

/** A dashboard screen's path (/dashboard/…) on this site: nothing else is opened from a push. */
export const isDashboardPath = (url: unknown): url is string => typeof url === 'string' && /^\/dashboard(\/[\w\-/]*)?$/.test(url);

export function isOpenScreen(data: unknown): data is OpenScreenMessage {
  const m = data as { type?: unknown; url?: unknown } | null;
  return typeof m === 'object' && m !== null && m.type === OPEN_SCREEN && isDashboardPath(m.url);
}
