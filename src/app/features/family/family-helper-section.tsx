import { useStore } from '@nanostores/react';
import { notify } from '../../client/toast';
import { $me, loadMe } from '../../dashboard/helpers/session';
import { useWords } from '../../dashboard/helpers/i18n';
import { chooseMember } from './family-api';

/** A family helper's settings: whom they help now, and (a helper of two) switching (docs/product/family.md). */
export function FamilyHelperSection() {
  const t = useWords().family;
  const family = useStore($me)?.family;
  if (!family) return null;
  const current = family.members.find((m) => m.memberId === family.actingFor);
  async function choose(memberId: number) {
    const r = await chooseMember(memberId);
    if (!r.ok) return notify.error(r.message);
    await loadMe();
  }
  return (
    <section aria-labelledby="family-helper-title" className="card grid gap-2">
      <h2 id="family-helper-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.title}
      </h2>
      {current && <p className="font-semibold">{t.actingFor({ name: current.firstName })}</p>}
      <p className="text-sm text-stone-700 dark:text-stone-300">{t.helperIntro}</p>
      {family.members
        .filter((m) => m.memberId !== family.actingFor)
        .map((m) => (
          <div key={m.memberId}>
            <button type="button" className="btn btn-secondary" onClick={() => void choose(m.memberId)}>
              {t.helpAnother} {m.firstName}
            </button>
          </div>
        ))}
    </section>
  );
}
