import { allProfilesWords } from '../../../shared/i18n/admin/profiles';
import { formatNumber, formatPercent } from '../../../shared/i18n/format';
import type { ProfileSearchItem } from '../../../shared/schemas/profile-search';
import { ColumnHeaders, DataTable, ROW_CLASS } from '../../dashboard/parts/data-table';
import { viewProfilePath } from '../../dashboard/config/paths';
import { useLocale, useScreenWords } from '../../dashboard/helpers/i18n';
import type { CasteNames } from './api';

/**
 * The All Profile rows: who, where, how complete, verified or not. Religion and caste are named in
 * the administrator's language where the lists have the name; names and cities are as typed.
 */
export function ProfileTable({ items, names, onVerify }: { items: ProfileSearchItem[]; names: CasteNames; onVerify: (userId: number) => void }) {
  const t = useScreenWords(allProfilesWords);
  const locale = useLocale();
  if (items.length === 0) return <p className="py-6 text-stone-600 dark:text-stone-300">{t.noMatch}</p>;
  const c = t.columns;
  const religion = (p: ProfileSearchItem) => (p.religion ? (p.religionId !== null && names.religion.get(p.religionId)) || p.religion : '—');
  const caste = (p: ProfileSearchItem) => (p.caste ? (p.casteId !== null && names.caste.get(p.casteId)) || p.caste : '—');
  return (
    <DataTable
      caption={t.caption}
      minWidth="min-w-[44rem]"
      headers={<ColumnHeaders labels={[c.name, c.gender, c.age, c.religion, c.caste, c.city, c.complete, c.verified]} />}
    >
      {items.map((p) => (
        <tr key={p.userId} className={ROW_CLASS}>
          <td className="px-3 py-2 font-semibold" translate="no">
            {p.fullName || '—'}
          </td>
          <td className="px-3 py-2">{(p.genderId && t.genders[p.genderId]) || '—'}</td>
          <td className="px-3 py-2 tabular-nums">{p.age == null ? '—' : formatNumber(locale, p.age)}</td>
          <td className="px-3 py-2" translate="no">
            {religion(p)}
          </td>
          <td className="px-3 py-2" translate="no">
            {caste(p)}
          </td>
          <td className="px-3 py-2" translate="no">
            {p.city ?? '—'}
          </td>
          <td className="px-3 py-2 tabular-nums">{formatPercent(locale, p.completeness / 100)}</td>
          <td className="px-3 py-2">{p.isVerified ? t.yes : t.no}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <a
              href={viewProfilePath(p.userId)}
              className="rounded-md px-2 py-1 font-semibold text-brand-deep hover:underline dark:text-pink-200"
              aria-label={t.openProfileOf({ name: p.fullName })}
            >
              {t.open}
            </a>
            {!p.isVerified && (
              <button
                type="button"
                onClick={() => onVerify(p.userId)}
                className="rounded-md px-2 py-1 font-semibold text-emerald-700 hover:underline dark:text-emerald-300"
                aria-label={t.verifyProfileOf({ name: p.fullName })}
              >
                {t.verify}
              </button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
