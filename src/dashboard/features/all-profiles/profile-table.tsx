import { GENDER_IDS } from '../../../shared/constants';
import type { ProfileSearchItem } from '../../../shared/schemas/profile-search';
import { ColumnHeaders, DataTable, ROW_CLASS } from '../../components/data-table';
import { viewProfilePath } from '../../config/paths';

const gender = (id: number | null) => (id ? ((GENDER_IDS as Record<number, string>)[id] ?? '—') : '—');

/** The All Profile rows: who, where, how complete, verified or not. */
export function ProfileTable({ items, onVerify }: { items: ProfileSearchItem[]; onVerify: (userId: number) => void }) {
  if (items.length === 0) return <p className="py-6 text-stone-600 dark:text-stone-300">No profiles match.</p>;
  return (
    <DataTable
      caption="Profiles"
      minWidth="min-w-[44rem]"
      headers={<ColumnHeaders labels={['Name', 'Gender', 'Age', 'Religion', 'Caste', 'City', 'Complete', 'Verified']} />}
    >
      {items.map((p) => (
        <tr key={p.userId} className={ROW_CLASS}>
          <td className="px-3 py-2 font-semibold">{p.fullName || '—'}</td>
          <td className="px-3 py-2">{gender(p.genderId)}</td>
          <td className="px-3 py-2 tabular-nums">{p.age ?? '—'}</td>
          <td className="px-3 py-2">{p.religion ?? '—'}</td>
          <td className="px-3 py-2">{p.caste ?? '—'}</td>
          <td className="px-3 py-2">{p.city ?? '—'}</td>
          <td className="px-3 py-2 tabular-nums">{p.completeness}%</td>
          <td className="px-3 py-2">{p.isVerified ? 'Yes' : 'No'}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <a
              href={viewProfilePath(p.userId)}
              className="rounded-md px-2 py-1 font-semibold text-brand-deep hover:underline dark:text-pink-200"
              aria-label={`Open the profile of ${p.fullName}`}
            >
              Open
            </a>
            {!p.isVerified && (
              <button
                type="button"
                onClick={() => onVerify(p.userId)}
                className="rounded-md px-2 py-1 font-semibold text-emerald-700 hover:underline dark:text-emerald-300"
                aria-label={`Verify the profile of ${p.fullName}`}
              >
                Verify
              </button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
