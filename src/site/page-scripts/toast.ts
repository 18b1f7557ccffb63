import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../../shared/page-timings';
import { takeFlashToast, type ToastKind } from '../../app/client/flash-toast';

/** Toasts for the static pages (no React there): top-right, same durations and limit as the islands. */
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

export function showFlashToast(): void {
  const flash = takeFlashToast();
  if (flash) showToast(flash.message, flash.kind);
}
