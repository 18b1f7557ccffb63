import { assistedWords } from '../../../shared/i18n/assisted';
import type { Introduction } from '../../../shared/schemas/assisted-introductions';
import { useLocale } from '../../dashboard/helpers/i18n';
import { IntroductionCard } from './introduction-card';

/**
 * The introductions on a member's page (docs/product/assisted-service.md): `to-me`, those
 * addressed to the member, which every member has a place for, assisted or not; `for-me`, those
 * an assisted member's manager made for them, with the answers and the meetings.
 */
export function IntroductionsSection({
  which,
  introductions,
  canAct,
  onChange,
}: {
  which: 'to-me' | 'for-me';
  introductions: readonly Introduction[];
  canAct: boolean;
  onChange: (next: Introduction[]) => void;
}) {
  const t = assistedWords(useLocale());
  const replace = (next: Introduction) => onChange(introductions.map((i) => (i.id === next.id ? next : i)));
  const drop = (id: number) => onChange(introductions.filter((i) => i.id !== id));
  const shown = introductions.filter((i) => i.side === (which === 'to-me' ? 'other' : 'member'));
  const id = `assisted-introductions-${which}`;
  return (
    <section className="mt-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {which === 'to-me' ? t.introductions.forYou : t.introductions.mine}
      </h2>
      {which === 'to-me' && <p className="text-sm text-stone-600 dark:text-stone-300">{t.introductions.forYouLead}</p>}
      {shown.length === 0 ? (
        <p className="mt-2 text-stone-600 dark:text-stone-300">{which === 'to-me' ? t.introductions.none : t.introductions.mineNone}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {shown.map((i) => (
            <IntroductionCard key={i.id} intro={i} canAct={canAct} onChange={replace} onGone={() => drop(i.id)} />
          ))}
        </ul>
      )}
      {!canAct && shown.length > 0 && <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t.introductions.helperReadOnly}</p>}
    </section>
  );
}
