import { FLASH_TOAST_KEY, TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../shared/constants';

/** Toasts for the static pages (no React there): top-right, same durations and limit as the islands. */
export type ToastKind = 'success' | 'error' | 'warning' | 'blank';

const DURATION: Record<ToastKind, number> = {
  success: TOAST_SUCCESS_MS,
  error: TOAST_ERROR_MS,
  warning: TOAST_DEFAULT_MS,
  blank: TOAST_DEFAULT_MS,
};
const TONE: Record<ToastKind, string> = {
  success: 'border-l-emerald-600',
  error: 'border-l-red-600',
  warning: 'border-l-amber-500 bg-amber-50',
  blank: 'border-l-stone-400',
};

export function showToast(message: string, kind: ToastKind = 'blank'): void {
  const region = document.getElementById('toast-region');
  if (!region) return;
  while (region.childElementCount >= TOAST_LIMIT) region.firstElementChild?.remove();
  const item = document.createElement('div');
  item.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  item.className = `pointer-events-auto rounded-lg border-l-4 bg-white px-4 py-3 text-sm font-medium text-stone-900 shadow-lg ${TONE[kind]}`;
  item.textContent = message;
  region.append(item);
  setTimeout(() => item.remove(), DURATION[kind]);
}

/** Queues a toast for the next page (logout shows 'Logout successful!' on /login). */
export function flashToast(message: string, kind: ToastKind): void {
  try {
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ message, kind }));
  } catch {
    // storage unavailable: the toast is skipped, the navigation still happens
  }
}

export function showFlashToast(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_TOAST_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_TOAST_KEY);
    const { message, kind } = JSON.parse(raw) as { message: string; kind: ToastKind };
    showToast(message, kind);
  } catch {
    // a malformed entry is dropped
  }
}
