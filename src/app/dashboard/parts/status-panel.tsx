import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, type ReactNode } from 'react';
import { shown, useWords } from '../helpers/i18n';
import { useOffline } from './offline-note';
import type { MessageOrText } from '../../../shared/message-code';

/** Loading, failure, empty and refusal states, announced to screen readers. */
export function LoadingPanel({ label }: { label?: string }) {
  const words = useWords();
  return (
    <p role="status" className="py-10 text-center text-stone-600 dark:text-stone-300">
      {label ?? words.common.loading}
    </p>
  );
}

/** How many failure panels are held back because the browser is offline (docs/decisions/040). */
const $offlineFailures = atom(0);

/**
 * A failure and the one way forward: trying again, or (`action`) a link elsewhere when trying
 * again cannot help. Offline, a failure means this device never loaded what the screen asks for:
 * the panel hides and the screen shows one plain note instead (OfflineGapNote), not a red card per
 * part of the page.
 */
export function ErrorPanel({ message, onRetry, action }: { message: MessageOrText; onRetry?: () => void; action?: ReactNode }) {
  const words = useWords();
  const offline = useOffline();
  useEffect(() => {
    if (!offline) return;
    $offlineFailures.set($offlineFailures.get() + 1);
    return () => $offlineFailures.set($offlineFailures.get() - 1);
  }, [offline]);
  if (offline) return null;
  return (
    <div
      role="alert"
      className="max-w-full min-w-0 rounded-xl border border-red-300 bg-white p-4 break-words text-red-700 dark:border-red-400 dark:bg-night-2 dark:text-red-300"
    >
      <p className="font-semibold [overflow-wrap:anywhere]">{shown(message)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 text-sm font-semibold underline">
          {words.common.tryAgain}
        </button>
      )}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** The one note a screen shows offline when parts of it were never loaded on this device. */
export function OfflineGapNote() {
  const failures = useStore($offlineFailures);
  const words = useWords();
  if (failures === 0) return null;
  return (
    <p role="status" className="card mb-4 font-medium text-stone-800 dark:text-stone-200">
      {words.shell.notLoadedBefore}
    </p>
  );
}

export function NoticePanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="notice-title" className="card mx-auto max-w-2xl">
      <h1 id="notice-title" className="font-serif text-2xl font-bold text-brand-deep dark:text-pink-200">
        {title}
      </h1>
      {children && <div className="mt-3 text-stone-700 dark:text-stone-300">{children}</div>}
    </section>
  );
}

/** A page the reader's role may not open: an administrators' page, or for a family helper a page that stays with the member. */
export function AccessDenied({ helper = false }: { helper?: boolean }) {
  const words = useWords();
  return (
    <NoticePanel title={words.common.noAccessTitle}>
      <p>{helper ? words.common.helperNoAccessBody : words.common.noAccessBody}</p>
      <a href="/dashboard" className="btn btn-outline mt-4">
        {words.shell.backToDashboard}
      </a>
    </NoticePanel>
  );
}
