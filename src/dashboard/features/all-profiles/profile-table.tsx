import { GENDER_IDS } from '../../../shared/constants';
import type { ProfileSearchItem } from '../../../shared/schemas/profile-search';
import { viewProfilePath } from '../../config/paths';

const gender = (id: number | null) => (id ? ((GENDER_IDS as Record<number, string>)[id] ?? '—') : '—');

/** The All Profile rows: who, where, how complete, verified or not. */
export function ProfileTable({ items, onVerify }: { items: ProfileSearchItem[]; onVerify: (userId: number) => void }) {
  if (items.length === 0) return <p className="py-6 text-stone-600 dark:text-stone-300">No profiles match.</p>;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-pink-100 bg-white dark:border-stone-700 dark:bg-night-2">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Profiles</caption>
        <thead className="border-b border-pink-100 bg-pink-50/60 dark:border-stone-700 dark:bg-night">
          <tr>
            {['Name', 'Gender', 'Age', 'Religion', 'Caste', 'City', 'Complete', 'Verified'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.userId} className="border-b border-stone-100 last:border-0 dark:border-stone-700">
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
        </tbody>
      </table>
    </div>
  );
}
