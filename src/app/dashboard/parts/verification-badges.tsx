import { useId } from 'react';
import type { Badge } from '../../../shared/schemas/photos';
import { useWords } from '../helpers/i18n';

const ICONS: Record<Badge, string> = {
  mobile: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm1 2v14h8V4zm4 15.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  email: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3z',
  photo: 'M4 5h3l2-2h6l2 2h3a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm8 3.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
  family:
    'M8 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm8 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM2 19c0-3.3 2.7-6 6-6s6 2.7 6 6v1H2zm12.5 1v-1c0-1.6-.5-3-1.4-4.2A5 5 0 0 1 22 18v2z',
  id: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm5 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5 1v1.5h6V10zm0 3v1.5h4V13zM5 16h6a3 3 0 0 0-6 0z',
};

/** One badge: its icon and name (never colour alone), its meaning on hover, focus or tap. */
function BadgeChip({ badge }: { badge: Badge }) {
  const tipId = useId();
  const text = useWords().common.badge[badge];
  return (
    <li className="group relative">
      <button
        type="button"
        aria-describedby={tipId}
        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-emerald-700 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
          <path d={ICONS[badge]} />
        </svg>
        {text.label}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="absolute top-full left-0 z-20 mt-1 hidden w-60 rounded-lg bg-stone-900 p-2 text-xs font-normal text-white shadow-lg group-focus-within:block group-hover:block dark:bg-stone-100 dark:text-stone-900"
      >
        {text.means}
      </span>
    </li>
  );
}

/** Said plainly on every profile whose identity no administrator has checked (docs/product/trust.md). */
function NoIdCheckChip() {
  const tipId = useId();
  const text = useWords().common.noIdCheck;
  return (
    <li className="group relative">
      <button
        type="button"
        aria-describedby={tipId}
        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-amber-700 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:border-amber-400 dark:bg-night-2 dark:text-amber-100"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z" />
        </svg>
        {text.label}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="absolute top-full left-0 z-20 mt-1 hidden w-60 rounded-lg bg-stone-900 p-2 text-xs font-normal text-white shadow-lg group-focus-within:block group-hover:block dark:bg-stone-100 dark:text-stone-900"
      >
        {text.means}
      </span>
    </li>
  );
}

/**
 * A member's verification badges (mobile, e-mail, photo, ID), each explained on hover, focus or
 * tap; a profile without the ID badge says that its identity was not checked.
 */
export function VerificationBadges({ badges, label }: { badges: readonly Badge[]; label?: string }) {
  const words = useWords();
  return (
    <ul aria-label={label ?? words.common.badges} className="flex flex-wrap gap-1.5">
      {badges.map((b) => (
        <BadgeChip key={b} badge={b} />
      ))}
      {!badges.includes('id') && <NoIdCheckChip />}
    </ul>
  );
}
