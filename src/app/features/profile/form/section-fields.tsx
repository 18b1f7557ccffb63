import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MARITAL_STATUS_NEVER_MARRIED, MIN_MEMBER_AGE } from '../../../../shared/constants';
import { yearsAgo } from '../../../../shared/schemas/profile-fields';
import { fieldInfo, type FieldName, type SectionKey } from '../../../../shared/schemas/profile';
import { $profileForm, setProfileField } from '../../../stores/profile-form';
import { SelectField, TextAreaField, TextField, type Option } from '../../../ui/field';
import { MultiSelect } from '../../../ui/multi-select';
import { useProfileWords } from '../../../../shared/i18n/profile';
import { checkWords } from './check-words';
import { useFormSay } from './form-say';
import { choiceOptions, FIELD_UI, type FieldUi } from './field-meta';
import { $referenceLists, INDIA_CODE, loadStates, statesKey } from '../../../client/reference-lists';
import { casteChoices, keepCastesOf } from '../../../client/caste-groups';
import { $casteRows, loadCasteRows } from '../../../client/caste-list';

/** Changing a parent empties the child that depended on it (caste on religion, state on country). */
const DEPENDENTS: Record<string, string> = { religionId: 'casteId', countryId: 'stateId' };

/** The inputs of one profile section, laid out in a responsive two-column grid. */
export function SectionFields({ section }: { section: SectionKey }) {
  const t = useProfileWords();
  const say = useFormSay();
  const { values, errors } = useStore($profileForm);
  const lists = useStore($referenceLists);
  const v = values[section] as Record<string, string>;
  const religion = v.religionId ?? '';
  const country = v.countryId ?? '';
  const castes = useStore($casteRows);
  const hasCastes = Object.values(FIELD_UI[section]).some((ui) => 'castesOf' in ui && ui.castesOf);
  useEffect(() => void (hasCastes && loadCasteRows()), [hasCastes]);
  // Preferred castes follow every preferred religion, the main one and the others.
  const religions = [...new Set([religion, ...(section === 'partnerPreferences' && v.religionIds ? v.religionIds.split(',') : [])].filter(Boolean))];
  const casteList = (ids: string[]) => casteChoices(castes ?? [], lists['religion-master'] ?? [], ids);
  useEffect(() => void loadStates(country), [country]);

  const india = String(lists['country-master']?.find((c) => c.code === INDIA_CODE)?.id ?? '');
  const wantsIndia = section === 'partnerPreferences';
  useEffect(() => void (wantsIndia && loadStates(india)), [wantsIndia, india]);

  const optionsFor = (ui: Extract<FieldUi, { kind: 'select' | 'multi' }>): Option[] => {
    if ('choice' in ui && ui.choice) return choiceOptions(t, ui.choice);
    if (ui.list) return lists[ui.list] ?? [];
    if (ui.castesOf) return casteList(ui.kind === 'multi' ? religions : [religion]).options;
    if ('statesOf' in ui && ui.statesOf) return lists[statesKey(country)] ?? [];
    if ('statesOfIndia' in ui && ui.statesOfIndia) return lists[statesKey(india)] ?? [];
    return [];
  };
  const change = (name: string, value: string) => {
    setProfileField(section, name, value);
    if (DEPENDENTS[name]) setProfileField(section, DEPENDENTS[name], '');
    // Preferred castes of a religion no longer chosen go; the rest stay.
    if (section === 'partnerPreferences' && (name === 'religionId' || name === 'religionIds')) {
      const after = { ...v, [name]: value };
      const still = [...(after.religionId ? [after.religionId] : []), ...(after.religionIds ? after.religionIds.split(',') : [])];
      setProfileField(section, 'casteIds', keepCastesOf(v.casteIds ?? '', castes ?? [], still));
    }
    // Never married means no children: 0 is the answer (and counts towards progress), the input is locked.
    if (name === 'maritalStatusId' && Number(value) === MARITAL_STATUS_NEVER_MARRIED) setProfileField(section, 'numberOfChildren', '0');
  };

  return (
    <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
      {(Object.entries(FIELD_UI[section]) as Array<[string, FieldUi]>).map(([name, ui]) => {
        const info = fieldInfo(section, name as FieldName<typeof section>);
        const id = `profile-${section}-${name}`;
        const common = {
          id,
          name,
          label: (t.labels[section] as Record<string, string>)[name] ?? info.label,
          required: info.required,
          error: errors[`${section}.${name}`] && checkWords(t, say, `${section}.${name}`, errors[`${section}.${name}`]),
          value: v[name] ?? '',
        };
        if (ui.kind === 'multi') {
          return (
            <MultiSelect
              key={name}
              {...common}
              options={ui.castesOf && !religions.length ? [] : optionsFor(ui)}
              groups={ui.castesOf && religions.length ? casteList(religions).groups : null}
              words={{ filter: t.form.filterList, noMatch: t.form.noMatch }}
              disabled={Boolean(ui.castesOf && !religions.length)}
              hint={ui.castesOf && !religions.length ? t.hints.choosePreferredReligion : ui.hint && t.hints[ui.hint]}
              summary={(count) => (count ? t.form.chosen({ count }) : t.form.any)}
              clear={{ text: t.form.clear, label: t.form.clearField({ label: common.label }) }}
              onChange={(value) => change(name, value)}
            />
          );
        }
        if (ui.kind === 'select') {
          const waiting = (ui.castesOf && !religion) || (ui.statesOf && !country);
          const placeholder = ui.castesOf && !religion ? t.form.chooseReligion : ui.statesOf && !country ? t.form.chooseCountry : t.form.select;
          return (
            <SelectField
              key={name}
              {...common}
              options={optionsFor(ui)}
              placeholder={placeholder}
              disabled={Boolean(waiting)}
              hint={ui.hint && t.hints[ui.hint]}
              onChange={(e) => change(name, e.target.value)}
            />
          );
        }
        if (ui.kind === 'textarea') {
          return (
            <TextAreaField
              key={name}
              {...common}
              className="sm:col-span-2"
              maxLength={info.max}
              onChange={(e) => change(name, e.target.value)}
              hint={ui.hint && t.hints[ui.hint]}
            />
          );
        }
        const childrenLocked = name === 'numberOfChildren' && Number(v.maritalStatusId) === MARITAL_STATUS_NEVER_MARRIED;
        const type = ui.kind === 'date' || ui.kind === 'time' ? ui.kind : ui.kind === 'number' ? 'number' : 'text';
        const max = ui.kind === 'date' && name === 'dob' ? yearsAgo(new Date(), MIN_MEMBER_AGE) : undefined;
        const attrs = ui.kind === 'date' || ui.kind === 'time' ? {} : (ui.attrs ?? {});
        const onChange = (raw: string) => change(name, name === 'pinCode' ? raw.replace(/\D/g, '').slice(0, 6) : raw);
        return (
          <TextField
            key={name}
            {...common}
            type={type}
            max={max}
            maxLength={ui.kind === 'text' ? info.max : undefined}
            {...attrs}
            disabled={childrenLocked}
            hint={childrenLocked ? t.hints.notApplicable : ui.hint && t.hints[ui.hint]}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      })}
    </div>
  );
}
