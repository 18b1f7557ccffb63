import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ProgressBar } from '../../ui/progress-bar';
import { choiceOptions, FIELD_UI, type FieldUi } from './form/field-meta';
import { formatRupees } from '../../../shared/i18n/format';
import { profileText, type ProfileWords } from '../../../shared/i18n/profile';
import { $referenceLists, INDIA_CODE, loadMasterLists, loadStates, statesKey, type Option } from '../../client/reference-lists';
import { casteChoices, type CasteRow } from '../../client/caste-groups';
import { $casteRows, loadCasteRows } from '../../client/caste-list';
import { PROFILE_SECTIONS, type ProfileSections, type SectionKey } from '../../../shared/schemas/profile';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import type { Locale } from '../../../shared/i18n/locales';
import { longDate } from '../../dashboard/helpers/dates';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { ageFrom } from '../../dashboard/helpers/profile-format';

type Values = Record<string, unknown>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const years = (words: DashboardWords, dob: string) => {
  const age = ageFrom(dob);
  return age === null ? dob : words.common.years({ age: String(age) });
};
/** A height stored in cm as members in India say it: 5 ft 9 in (176 cm). */
const height = (words: DashboardWords, cm: number) => {
  const inches = Math.round(cm / 2.54);
  return words.common.height({ feet: String(Math.floor(inches / 12)), inches: String(inches % 12), cm: String(Math.round(cm)) });
};

/** What a reading needs to turn values into words: the language, the dashboard's and the profile's words. */
interface Reader {
  locale: Locale;
  words: DashboardWords;
  profile: ProfileWords;
  castes: CasteRow[];
}

/** A field's value as a reader sees it: names for ids, INR for income, feet and inches for height, a dash for nothing. */
function readable(
  { locale, words, profile, castes }: Reader,
  ui: FieldUi,
  name: string,
  value: unknown,
  section: Values,
  lists: Record<string, Option[]>,
): string {
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return '—';
  if (['annualIncome', 'incomeMin', 'incomeMax'].includes(name)) return formatRupees(locale, Number(value));
  if (['height', 'heightMin', 'heightMax'].includes(name)) return height(words, Number(value));
  if (name === 'dob') return `${longDate(String(value))} (${years(words, String(value))})`;
  if (name === 'weight') return words.profile.kg({ value: String(value) });
  if (ui.kind !== 'select' && ui.kind !== 'multi') return String(value);
  const india = String(lists['country-master']?.find((c) => c.code === INDIA_CODE)?.id ?? '');
  const options =
    ('choice' in ui && ui.choice ? choiceOptions(profile, ui.choice) : undefined) ??
    (ui.list
      ? lists[ui.list]
      : ui.castesOf
        ? casteChoices(
            castes,
            lists['religion-master'] ?? [],
            [section.religionId, ...(Array.isArray(section.religionIds) ? section.religionIds : [])].filter((id) => id != null).map(String),
          ).options
        : 'statesOf' in ui && ui.statesOf
          ? lists[statesKey(String(section.countryId ?? ''))]
          : 'statesOfIndia' in ui
            ? lists[statesKey(india)]
            : undefined);
  const nameOf = (id: unknown) => options?.find((o) => o.id === Number(id))?.name ?? `#${id}`;
  return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
}

/**
 * Every section of the profile, read-only (docs/product/access.md says who sees contact details). `hide`
 * leaves out fields the reader may not see; `contactNote` replaces the owner's note under
 * Contact. `forMembers` is another member's reading: the age instead of the birth date (the date
 * is for the owner and administrators) and only the fields that are filled in.
 */
export function ProfileSectionsView({
  profile,
  hide = [],
  contactNote,
  forMembers = false,
}: {
  /** The owner's sections, or another member's (whose contact section has no address or pin code). */
  profile: { [S in SectionKey]?: Partial<ProfileSections[S]> };
  hide?: string[];
  contactNote?: string;
  forMembers?: boolean;
}) {
  const locale = useLocale();
  const words = useWords();
  const castes = useStore($casteRows);
  const reader: Reader = { locale, words, profile: profileText(locale), castes: castes ?? [] };
  const lists = useStore($referenceLists);
  const personal = profile.personal as Values;
  const prefs = profile.partnerPreferences as Values;
  const contact = profile.contact as Values;
  useEffect(() => {
    void loadMasterLists();
    if (personal?.religionId || prefs?.religionId) void loadCasteRows();
    if (contact?.countryId) void loadStates(String(contact.countryId));
  }, [personal?.religionId, prefs?.religionId, contact?.countryId]);
  const india = lists['country-master']?.find((c) => c.code === INDIA_CODE)?.id;
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
              {reader.profile.tabs[section]}
            </h2>
            {section === 'contact' && <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{contactNote ?? words.profile.ownContactNote}</p>}
            <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {rows.map(([name, ui]) => {
                const age = forMembers && name === 'dob';
                return (
                  <div key={name} className={name === 'aboutMe' ? 'sm:col-span-2' : undefined}>
                    <dt className="text-xs font-semibold text-stone-600 dark:text-stone-300">
                      {age ? words.profile.age : rowLabel(reader.profile, section, name)}
                    </dt>
                    <dd className="break-words">{age ? years(words, String(values[name])) : readable(reader, ui, name, values[name], values, lists)}</dd>
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
const rowLabel = (words: ProfileWords, section: SectionKey, name: string) =>
  (words.short as Record<string, string>)[name] ?? (words.labels[section] as Record<string, string>)[name];

/** A whole profile as its owner or an administrator reads it: how complete and whether verified, then every section. */
export function ProfileWithProgress({ profile, verifiedNote }: { profile: ProfileSections & { completeness: number }; verifiedNote: string }) {
  const words = useWords();
  return (
    <>
      <div className="card mb-4">
        <ProgressBar label={words.profile.progress} value={profile.completeness} />
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{verifiedNote}</p>
      </div>
      <ProfileSectionsView profile={profile} />
    </>
  );
}
