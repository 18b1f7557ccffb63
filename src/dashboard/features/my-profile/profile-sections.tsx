import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ProgressBar } from '../../../ui/progress-bar';
import { FIELD_UI, TAB_LABELS, type FieldUi } from '../../../features/profile-form/field-meta';
import { $childLists, $masterLists, castesKey, loadCastes, loadMasterLists, loadStates, statesKey } from '../../../features/profile-form/master-lists';
import { fieldInfo, PROFILE_SECTIONS, type FieldName, type ProfileSections, type SectionKey } from '../../../shared/schemas/profile';
import { longDate } from '../../lib/dates';
import { ageFrom, heightLabel } from '../../lib/profile-format';

type Values = Record<string, unknown>;
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const years = (dob: string) => {
  const age = ageFrom(dob);
  return age === null ? dob : `${age} years`;
};

/** A field's value as a reader sees it: names for ids, INR for income, feet and inches for height, a dash for nothing. */
function readable(
  ui: FieldUi,
  name: string,
  value: unknown,
  section: Values,
  lists: ReturnType<typeof $masterLists.get>,
  children: Record<string, { id: number; name: string }[]>,
): string {
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return '—';
  if (['annualIncome', 'incomeMin', 'incomeMax'].includes(name)) return inr.format(Number(value));
  if (['height', 'heightMin', 'heightMax'].includes(name)) return heightLabel(Number(value));
  if (name === 'dob') return `${longDate(String(value))} (${years(String(value))})`;
  if (name === 'weight') return `${value} kg`;
  if (ui.kind !== 'select' && ui.kind !== 'multi') return String(value);
  const india = String(lists['country-master']?.find((c) => c.name === 'India')?.id ?? '');
  const options =
    ('options' in ui ? ui.options : undefined) ??
    (ui.list
      ? lists[ui.list]
      : ui.castesOf
        ? children[castesKey(String(section.religionId ?? ''))]
        : 'statesOf' in ui && ui.statesOf
          ? children[statesKey(String(section.countryId ?? ''))]
          : 'statesOfIndia' in ui
            ? children[statesKey(india)]
            : undefined);
  const nameOf = (id: unknown) => options?.find((o) => o.id === Number(id))?.name ?? `#${id}`;
  return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
}

/**
 * Every section of the profile, read-only (DESIGN §6 notes who sees contact details). `hide`
 * leaves out fields the reader may not see; `contactNote` replaces the owner's note under
 * Contact. `forMembers` is another member's reading: the age instead of the birth date (the date
 * is for the owner and administrators) and only the fields that are filled in.
 */
export function ProfileSectionsView({
  profile,
  hide = [],
  contactNote = 'Other members see these details only while they have an active paid plan.',
  forMembers = false,
}: {
  profile: ProfileSections;
  hide?: string[];
  contactNote?: string;
  forMembers?: boolean;
}) {
  const lists = useStore($masterLists);
  const children = useStore($childLists);
  const personal = profile.personal as Values;
  const prefs = profile.partnerPreferences as Values;
  const contact = profile.contact as Values;
  useEffect(() => {
    void loadMasterLists();
    if (personal?.religionId) void loadCastes(String(personal.religionId));
    if (prefs?.religionId) void loadCastes(String(prefs.religionId));
    if (contact?.countryId) void loadStates(String(contact.countryId));
  }, [personal?.religionId, prefs?.religionId, contact?.countryId]);
  const india = lists['country-master']?.find((c) => c.name === 'India')?.id;
  useEffect(() => void (india && (prefs?.stateIds as unknown[] | null)?.length && loadStates(String(india))), [india, prefs?.stateIds]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {PROFILE_SECTIONS.map((section: SectionKey) => {
        const values = (profile[section] ?? {}) as Values;
        const rows = Object.entries(FIELD_UI[section] as Record<string, FieldUi>).filter(
          ([name]) => !hide.includes(name) && !(forMembers && isEmpty(values[name])),
        );
        if (!rows.length && section !== 'contact') return null;
        return (
          <section key={section} aria-labelledby={`section-${section}`} className="card">
            <h2 id={`section-${section}`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
              {TAB_LABELS[section]}
            </h2>
            {section === 'contact' && <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{contactNote}</p>}
            <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {rows.map(([name, ui]) => {
                const age = forMembers && name === 'dob';
                return (
                  <div key={name} className={name === 'aboutMe' ? 'sm:col-span-2' : undefined}>
                    <dt className="text-xs font-semibold text-stone-600 dark:text-stone-300">{age ? 'Age' : rowLabel(section, name)}</dt>
                    <dd className="break-words">{age ? years(String(values[name])) : readable(ui, name, values[name], values, lists, children)}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

/** A field's label without the unit the value now carries ('Height (cm)' reads 'Height'). */
const rowLabel = (section: SectionKey, name: string) => fieldInfo(section, name as FieldName<typeof section>).label.replace(/\s*\((cm|kg)\)$/, '');

/** A whole profile as its owner or an administrator reads it: how complete and whether verified, then every section. */
export function ProfileWithProgress({ profile, verifiedNote }: { profile: ProfileSections & { completeness: number }; verifiedNote: string }) {
  return (
    <>
      <div className="card mb-4">
        <ProgressBar label="Profile progress" value={profile.completeness} />
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{verifiedNote}</p>
      </div>
      <ProfileSectionsView profile={profile} />
    </>
  );
}
