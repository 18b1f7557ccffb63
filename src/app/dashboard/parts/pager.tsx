import { formatNumber } from '../../../shared/i18n/format';
import { useLocale, useWords } from '../helpers/i18n';

/** Previous/next paging with the position, for every paged list of the dashboard. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const words = useWords();
  const locale = useLocale();
  const n = (value: number) => formatNumber(locale, value);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const button = 'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold disabled:opacity-50 dark:border-stone-600';
  return (
    <nav aria-label={words.common.pages} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-stone-600 dark:text-stone-300">
        {total === 0 ? words.common.noRows : words.common.range({ first: n(first), last: n(last), total: n(total) })}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {words.common.previous}
        </button>
        <span>{words.common.pageOf({ page: n(page), pages: n(pages) })}</span>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {words.common.next}
        </button>
      </div>
    </nav>
  );
}
