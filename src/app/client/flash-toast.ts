import { FLASH_TOAST_KEY } from '../../shared/storage-keys';

/** A toast's kind on the static pages (src/site/page-scripts/toast.ts draws it). */
export type ToastKind = 'success' | 'error' | 'warning' | 'blank';

/** Queues a toast for the next page (logout shows 'Logout successful!' on /login). */
export function flashToast(message: string, kind: ToastKind): void {
  try {
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ message, kind }));
  } catch {
    // storage unavailable: the toast is skipped, the navigation still happens
  }
}

/** The toast queued by the previous page, taken off the queue; null when there is none. */
export function takeFlashToast(): { message: string; kind: ToastKind } | null {
  try {
    const raw = sessionStorage.getItem(FLASH_TOAST_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_TOAST_KEY);
    return JSON.parse(raw) as { message: string; kind: ToastKind };
  } catch {
    // a malformed entry is dropped
    return null;
  }
}
