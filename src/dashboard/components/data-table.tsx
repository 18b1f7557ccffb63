import type { ReactNode } from 'react';

/** A body row of a DataTable: a hairline between rows, none after the last. */
export const ROW_CLASS = 'border-b border-stone-100 last:border-0 dark:border-stone-700';

/**
 * The dashboard's table shell: a bordered box that scrolls sideways on a narrow screen (below
 * `minWidth`, a Tailwind min-w-* class), a caption for screen readers, the column headers given,
 * and a last, unlabelled column for the row actions (`actionsClass={null}` for none). The rows are
 * the children.
 */
export function DataTable({
  caption,
  minWidth,
  headers,
  actionsClass = 'px-3 py-2',
  children,
}: {
  caption: string;
  minWidth: string;
  headers: ReactNode;
  actionsClass?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-pink-100 bg-white dark:border-stone-700 dark:bg-night-2">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-pink-100 bg-pink-50/60 dark:border-stone-700 dark:bg-night">
          <tr>
            {headers}
            {actionsClass !== null && (
              <th scope="col" className={actionsClass}>
                <span className="sr-only">Actions</span>
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
