import type { ReactNode } from 'react';

/** One figure of a summary: a label, the value and an optional line beneath. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-pink-100 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-700 dark:bg-night-2">
      <dt className="text-sm font-medium text-stone-600 dark:text-stone-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold sm:text-3xl text-ink tabular-nums dark:text-stone-50">{value}</dd>
      {note && <dd className="mt-1 text-xs text-stone-600 dark:text-stone-300">{note}</dd>}
    </div>
  );
}
