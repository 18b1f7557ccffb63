import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { $offlineCopyAt, isOffline } from '../../client/offline-copies';
import { useWords } from '../helpers/i18n';
import { timeOfDay } from '../helpers/dates';

const subscribeOnline = (onChange: () => void) => {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
};

/** True while the browser says it has no connection; follows the online and offline events. */
export const useOffline = () => useSyncExternalStore(subscribeOnline, isOffline, () => false);

/**
 * Says when the dashboard shows replies the service worker kept from an earlier visit, and from
 * when ("You are offline — showing what was loaded at 10:42 am"), or that there is no connection
 * at all (docs/decisions/040). Announced politely; nothing when online with fresh replies.
 */
export function OfflineNote() {
  const copyAt = useStore($offlineCopyAt);
  const offline = useOffline();
  const words = useWords();
  if (copyAt === null && !offline) return null;
  return (
    <p
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 sm:px-6 lg:px-8 dark:border-amber-700 dark:bg-night-2 dark:text-amber-200"
    >
      {copyAt === null ? words.shell.offline : words.shell.offlineCopy({ time: timeOfDay(new Date(copyAt).toISOString()) })}
    </p>
  );
}
