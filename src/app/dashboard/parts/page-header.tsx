import type { ReactNode } from 'react';

/** The page's one h1, with room for actions on the right. */
export function PageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-deep dark:text-pink-200">{title}</h1>
        {intro && <p className="mt-1 text-stone-600 dark:text-stone-300">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
