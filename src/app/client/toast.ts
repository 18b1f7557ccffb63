import { toast } from 'react-hot-toast/headless';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/page-timings';

/**
 * Toasts of the islands (docs/product/messages.md, docs/product/limits.md): top-right, success 2 s, error 4 s, others 4 s, at most
 * 20 kept (react-hot-toast's own store limit is 20; TOAST_LIMIT documents it). They render in
 * the shared headless <Toaster /> (src/app/ui/toaster.tsx), which honours these durations.
 */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
  /** The third kind (docs/product/messages.md): yellow with a warning icon. */
  warning: (message: string) => toast(message, { duration: TOAST_DEFAULT_MS, icon: '⚠️', ariaProps: { role: 'alert', 'aria-live': 'assertive' } }),
  /** Takes a toast away before its time, when what it said no longer holds. */
  dismiss: (id: string) => toast.dismiss(id),
};
