import { useToaster } from 'react-hot-toast/headless';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/page-timings';

/**
 * react-hot-toast's headless store rendered with Tailwind: same API (`toast.success(...)`) and the
 * durations and limit of 20 of docs/product/limits.md, but no runtime-injected <style> that a strict CSP would block.
 * Import `toast` from 'react-hot-toast/headless' so it talks to this store.
 */
const TONE = {
  success: 'border-l-emerald-600',
  error: 'border-l-red-600',
  loading: 'border-l-stone-400',
  blank: 'border-l-amber-500 bg-amber-50',
  custom: 'border-l-stone-400',
} as const;

export default function Toaster() {
  const { toasts, handlers } = useToaster({
    duration: TOAST_DEFAULT_MS,
    success: { duration: TOAST_SUCCESS_MS },
    error: { duration: TOAST_ERROR_MS },
  });
  return (
    <div
      className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <div
            key={t.id}
            {...t.ariaProps}
            className={`pointer-events-auto rounded-lg border-l-4 px-4 py-3 text-sm font-medium text-stone-900 shadow-lg ${t.type === 'blank' ? '' : 'bg-white'} ${TONE[t.type]}`}
          >
            {/* An icon marks a warning toast (yellow, docs/product/messages.md). */}
            {t.icon && (
              <span aria-hidden="true" className="mr-2">
                {t.icon}
              </span>
            )}
            {typeof t.message === 'function' ? t.message(t) : t.message}
          </div>
        ))}
    </div>
  );
}
