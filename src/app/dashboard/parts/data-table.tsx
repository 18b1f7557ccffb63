import type { ReactNode } from 'react';
import { useWords } from '../helpers/i18n';

/** A body row of a DataTable: a hairline between rows, none after the last. */
export const ROW_CLASS = 'border-b border-stone-100 last:border-0 dark:border-stone-700';

/**
 * When the table scrolls sideways on a phone, the row actions stay at the right edge of the box
 * (over the other columns) instead of waiting off screen.
 */
const STICKY_ACTIONS =
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tbody_tr>*:last-child]:bg-white dark:[&_tbody_tr>*:last-child]:bg-night-2 [&_thead_tr>*:last-child]:bg-pink-50 dark:[&_thead_tr>*:last-child]:bg-night';

/**
 * The dashboard's table shell: a bordered box that scrolls sideways on a narrow screen (below
 * `minWidth`, a Tailwind min-w-* class), a caption for screen readers, the column headers given,
 * and a last, unlabelled column for the row actions (`actionsClass={null}` for none). The rows are
 * the children. A table with no actions has nothing to tab to inside its box, so the box itself
 * takes the focus (named by the caption) and a keyboard can scroll it sideways.
 */
export function DataTable({
  caption,
  minWidth,
  headers,
  actionsClass = 'px-3 py-2',
  stickyLast = actionsClass !== null,
  children,
}: {
  caption: string;
  minWidth: string;
  headers: ReactNode;
  actionsClass?: string | null;
  /** The last column holds the row's action (the actions column, or one such as a receipt). */
  stickyLast?: boolean;
  children: ReactNode;
}) {
  const words = useWords();
  const focusable = actionsClass === null && !stickyLast;
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-pink-100 bg-white focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:border-stone-700 dark:bg-night-2"
      {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className={`w-full ${minWidth} text-left text-sm ${stickyLast ? STICKY_ACTIONS : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-pink-100 bg-pink-50/60 dark:border-stone-700 dark:bg-night">
          <tr>
            {headers}
            {actionsClass !== null && (
              <th scope="col" className={actionsClass}>
                <span className="sr-only">{words.common.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Plain column headers, one a label. */
export function ColumnHeaders({ labels, className = 'px-3 py-2' }: { labels: string[]; className?: string }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={`${className} font-semibold`}>
      {label}
    </th>
  ));
}
