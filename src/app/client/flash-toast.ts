import { FLASH_TOAST_KEY } from '../../shared/storage-keys';

/** A toast's kind on the static pages (src/site/page-scripts/toast.ts draws it). */
export type ToastKind = 'success' | 'error' | 'warning' | 'blank';
type Flash = { message: string; kind: ToastKind };

/** The toasts queued for the next page, oldest first (one stored alone is read as a queue of one). */
function queued(): Flash[] {
  const raw = sessionStorage.getItem(FLASH_TOAST_KEY);
  if (!raw) return [];
  const value = JSON.parse(raw) as Flash | Flash[];
  return Array.isArray(value) ? value : [value];
}

/**
 * Queues a toast for the next page (logout shows 'Logout successful!' on /login; a sign-in that
 * verified the account says both on the dashboard).
 */
export function flashToast(message: string, kind: ToastKind): void {
  try {
    let before: Flash[] = [];
    try {
      before = queued();
    } catch {
      // a malformed entry is replaced
    }
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify([...before, { message, kind }]));
  } catch {
    // storage unavailable: the toast is skipped, the navigation still happens
  }
}

/** The toasts queued by the previous page, taken off the queue; none when there are none. */
export function takeFlashToasts(): Flash[] {
  try {
    const all = queued();
    sessionStorage.removeItem(FLASH_TOAST_KEY);
    return all;
  } catch {
    // a malformed entry is dropped
    return [];
  }
}

/** The first toast queued by the previous page (the static pages show one), null when there is none. */
export function takeFlashToast(): Flash | null {
  return takeFlashToasts()[0] ?? null;
}
