import type { SubscriptionState } from '../../../shared/schemas/subscription';
import { useWords } from '../helpers/i18n';

const TONES: Record<SubscriptionState, string> = {
  pending: 'border-amber-600 text-amber-800 dark:border-amber-300 dark:text-amber-200',
  active: 'border-green-700 text-green-800 dark:border-green-300 dark:text-green-200',
  scheduled: 'border-sky-700 text-sky-800 dark:border-sky-300 dark:text-sky-200',
  expired: 'border-stone-500 text-stone-700 dark:border-stone-400 dark:text-stone-300',
  cancelled: 'border-red-700 text-red-800 dark:border-red-300 dark:text-red-200',
};

/** How a subscription's state reads to a person, for the member's history and the administrators' list. */
export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  const words = useWords();
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[state]}`}>
      {words.common.subscriptionState[state]}
    </span>
  );
}
