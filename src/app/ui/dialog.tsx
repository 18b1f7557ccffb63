import { useEffect, useId, useRef, type ReactNode } from 'react';
import { localeOfTag, type Locale } from '../../shared/i18n/locales';

/** The close button's name in the page's language (public pages and the dashboard set <html lang>). */
const CLOSE: Record<Locale, string> = { en: 'Close', hi: 'बंद करें', ta: 'மூடு' };
const closeLabel = (): string => CLOSE[localeOfTag(document.documentElement.lang)];

/**
 * A modal on the native <dialog>: showModal() traps focus, makes the page inert and closes on
 * Escape, so keyboard and screen-reader users get the right behaviour without extra code.
 */
interface Props {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ open, title, description, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  // Whatever had focus before the dialog opened gets it back when it closes or unmounts.
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = () => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };
  // Closed first: while a modal dialog is still in the page (a renderer may run this before it
  // removes the element), everything outside it is inert and cannot take focus.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      restoreFocus();
    };
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal() focuses the first focusable element, the close button; a form dialog starts at its first field.
      dialog.querySelector<HTMLElement>('.dialog-body input, .dialog-body select, .dialog-body textarea, .dialog-body button')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault(); // React state decides; Escape asks to close
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-pink-100 bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 dark:border-stone-700 dark:bg-night-2 dark:text-stone-100"
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-serif text-2xl font-bold text-brand-deep dark:text-pink-100">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel()}
              className="-mt-1 -mr-2 rounded-full p-2 text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-night"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {description && (
            <p id={descId} className="mt-2 text-sm text-stone-600 dark:text-stone-300">
              {description}
            </p>
          )}
          <div className="dialog-body mt-5">{children}</div>
        </div>
      )}
    </dialog>
  );
}
