import type { GunaMilanView } from '../../../shared/schemas/horoscope';
import { useWords } from '../../dashboard/helpers/i18n';

/** Horoscope compatibility with the viewed member: the eight kootas and the total of 36 (docs/decisions/037-guna-milan.md). */
export function GunaMilanCard({ result, name }: { result: GunaMilanView; name: string }) {
  const t = useWords().gunaMilan;
  return (
    <section aria-labelledby="guna-milan-title" className="card">
      <h2 id="guna-milan-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.title}
      </h2>
      <p className="mt-1 text-3xl font-bold" aria-describedby="guna-milan-note">
        {result.total} <span className="text-base font-semibold text-stone-700 dark:text-stone-300">{t.ofGunas({ max: String(result.max) })}</span>
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t.caption({ name })}</caption>
        <thead>
          <tr className="text-left text-stone-700 dark:text-stone-300">
            <th scope="col" className="py-1 font-semibold">
              {t.koota}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.kootas.map((k) => (
            <tr key={k.key} className="border-t border-stone-200 dark:border-stone-700">
              <th scope="row" className="py-1 text-left font-normal">
                {k.label}
              </th>
              <td className="py-1 text-right tabular-nums">
                {k.points} / {k.max}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="guna-milan-note" className="mt-2 text-xs text-stone-700 dark:text-stone-300">
        {t.note}
      </p>
    </section>
  );
}
