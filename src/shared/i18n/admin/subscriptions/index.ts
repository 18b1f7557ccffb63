import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { adminSubscriptionsEn, type AdminSubscriptionsWords } from './en';
import { adminSubscriptionsHi } from './hi';
import { adminSubscriptionsTa } from './ta';

export type { AdminSubscriptionsWords };

/** The administrators' Subscription screen's words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const adminSubscriptionsWords: Record<Locale, Widen<AdminSubscriptionsWords>> = {
  en: adminSubscriptionsEn,
  hi: adminSubscriptionsHi,
  ta: adminSubscriptionsTa,
};
