import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { inLanguage } from '../../../shared/local-names.ts';
import type { Locale } from '../../../shared/locales.ts';
import { formatDate, formatRupees } from '../../../shared/i18n/format.ts';
import { profileText } from '../../../shared/i18n/profile/index.ts';
import { horoscopeText } from '../../../shared/i18n/horoscope/index.ts';
import type { BirthChartView } from '../../../shared/schemas/horoscope.ts';
import type { ProfileView } from '../../../shared/schemas/profile.ts';
import { ageOn } from '../discovery/index.ts';

/**
 * The biodata as one document in the member's language (docs/product/biodata.md): her name, the
 * sections a family reads (personal, horoscope, family, education and work, about her, and
 * contact only when the link carries it) as label and value, and her chart. The shared page and
 * the PDF both show this document, so they never differ.
 */
export interface BiodataSection {
  key: 'personal' | 'horoscope' | 'family' | 'education' | 'about' | 'contact';
  title: string;
  rows: Array<{ label: string; value: string }>;
}

export interface BiodataDocument {
  locale: Locale;
  name: string;
  sections: BiodataSection[];
  chart: BirthChartView['chart'];
  /** Why the chart is only the Moon's, in her words; null for a whole chart. */
  chartNote: string | null;
}

type Ref =
  | 'religion'
  | 'caste'
  | 'complexion'
  | 'maritalStatus'
  | 'language'
  | 'qualification'
  | 'occupation'
  | 'employmentType'
  | 'familyType'
  | 'gotra'
  | 'mool'
  | 'rashi'
  | 'nakshatra'
  | 'dietaryHabit'
  | 'country'
  | 'state';

/** The names of the ids a profile points at, in one statement, in her language. */
async function namesOf(db: Database, wanted: Array<[Ref, unknown]>, locale: Locale) {
  const asked = wanted.filter(([, id]) => typeof id === 'number') as Array<[Ref, number]>;
  if (!asked.length) return () => null;
  const parts = asked.map(
    ([table, id]) =>
      sql<{
        list: string;
        id: number;
        name: string | null;
        nameHi: string | null;
        nameTa: string | null;
      }>`select ${table} as list, id, name, name_hi as "nameHi", name_ta as "nameTa" from ${sql.table(snake(table))} where id = ${id}`,
  );
  const { rows } = await sql<{ list: string; id: number; name: string | null; nameHi: string | null; nameTa: string | null }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  const found = new Map(rows.map((r) => [`${r.list} ${Number(r.id)}`, inLanguage(locale, r.name, r.nameHi, r.nameTa)]));
  return (table: Ref, id: unknown) => (typeof id === 'number' ? (found.get(`${table} ${id}`) ?? null) : null);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A height in cm as families say it: 5′ 6″ (168 cm). */
const height = (cm: number) => {
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)}′ ${inches % 12}″ (${Math.round(cm)} cm)`;
};

export interface BiodataInputs {
  locale: Locale;
  profile: ProfileView;
  chart: BirthChartView;
  /** Her mobile and e-mail, when the link carries them. */
  contact: { mobile: string; email: string } | null;
  today?: Date;
}

export async function biodataDocument(db: Database, input: BiodataInputs): Promise<BiodataDocument> {
  const { locale, profile: p } = input;
  const words = profileText(locale);
  const h = horoscopeText(locale);
  const personal = p.personal ?? {};
  const family = p.family ?? {};
  const edu = p.educational ?? {};
  const life = p.lifestyle ?? {};
  const place = p.contact ?? {};
  const name = await namesOf(
    db,
    [
      ['religion', personal.religionId],
      ['caste', personal.casteId],
      ['complexion', personal.complexionId],
      ['maritalStatus', personal.maritalStatusId],
      ['language', personal.motherTongueId],
      ['rashi', personal.rashiId],
      ['nakshatra', personal.nakshatraId],
      ['qualification', edu.highestQualificationId],
      ['occupation', edu.occupationId],
      ['employmentType', edu.employmentTypeId],
      ['familyType', family.familyTypeId],
      ['gotra', family.gotraMasterId],
      ['mool', family.moolMasterId],
      ['dietaryHabit', life.dietaryHabitsId],
      ['country', place.countryId],
      ['state', place.stateId],
    ],
    locale,
  );
  const L = words.labels;
  const choice = (list: keyof typeof words.choices, id: unknown) =>
    typeof id === 'number' ? ((words.choices[list] as Record<number, string>)[id] ?? null) : null;
  const row = (label: string, value: unknown) => ({ label, value: value === null || value === undefined || value === '' ? '' : String(value) });
  const keep = (rows: Array<{ label: string; value: string }>) => rows.filter((r) => r.value.trim() !== '');
  const dob = typeof personal.dob === 'string' ? personal.dob : null;
  const age = dob ? ageOn(dob, input.today ?? new Date()) : null;
  const sections: BiodataSection[] = [
    {
      key: 'personal',
      title: h.biodata.personal,
      rows: keep([
        row(L.personal.dob, dob ? `${formatDate(locale, dob)}${age === null ? '' : ` (${h.biodata.years({ age: String(age) })})`}` : null),
        row(L.personal.birthTime, personal.birthTime),
        row(L.personal.birthPlace, personal.birthPlace),
        row(words.short.height, typeof personal.height === 'number' ? height(personal.height) : null),
        row(L.personal.religionId, name('religion', personal.religionId)),
        row(L.personal.casteId, [name('caste', personal.casteId), personal.subCaste].filter(Boolean).join(', ')),
        row(L.personal.motherTongueId, name('language', personal.motherTongueId)),
        row(L.personal.maritalStatusId, name('maritalStatus', personal.maritalStatusId)),
        row(L.personal.complexionId, name('complexion', personal.complexionId)),
      ]),
    },
    {
      key: 'horoscope',
      title: h.biodata.horoscope,
      rows: keep([
        row(L.personal.rashiId, name('rashi', personal.rashiId)),
        row(L.personal.nakshatraId, name('nakshatra', personal.nakshatraId)),
        row(L.personal.manglikId, choice('manglik', personal.manglikId)),
        row(L.family.gotraMasterId, name('gotra', family.gotraMasterId)),
        row(L.family.moolMasterId, name('mool', family.moolMasterId)),
      ]),
    },
    {
      key: 'family',
      title: h.biodata.family,
      rows: keep([
        row(L.personal.fatherName, [personal.fatherName, family.fatherOccupation].filter(Boolean).join(', ')),
        row(L.personal.motherName, [personal.motherName, family.motherOccupation].filter(Boolean).join(', ')),
        row(L.family.numberOfSiblings, family.numberOfSiblings),
        row(L.family.familyTypeId, name('familyType', family.familyTypeId)),
        row(L.family.familyStatusId, choice('familyStatus', family.familyStatusId)),
        row(L.family.familyValuesId, choice('familyValues', family.familyValuesId)),
        row(L.family.familyLocation, family.familyLocation),
      ]),
    },
    {
      key: 'education',
      title: h.biodata.education,
      rows: keep([
        row(L.educational.highestQualificationId, name('qualification', edu.highestQualificationId)),
        row(L.educational.collegeName, edu.collegeName),
        row(L.educational.occupationId, name('occupation', edu.occupationId)),
        row(L.educational.employmentTypeId, name('employmentType', edu.employmentTypeId)),
        row(L.educational.companyName, edu.companyName),
        row(L.educational.workLocation, edu.workLocation),
        row(L.educational.annualIncome, typeof edu.annualIncome === 'number' ? formatRupees(locale, edu.annualIncome) : null),
      ]),
    },
    {
      key: 'about',
      title: h.biodata.lifestyle,
      rows: keep([
        row(L.lifestyle.dietaryHabitsId, name('dietaryHabit', life.dietaryHabitsId)),
        row(L.lifestyle.hobbies, life.hobbies),
        row(L.lifestyle.aboutMe, life.aboutMe),
      ]),
    },
  ];
  if (input.contact) {
    sections.push({
      key: 'contact',
      title: h.biodata.contact,
      rows: keep([
        row(L.contact.city, [place.city, name('state', place.stateId), name('country', place.countryId)].filter(Boolean).join(', ')),
        row(h.biodata.mobile, input.contact.mobile),
        row(h.biodata.email, input.contact.email),
      ]),
    });
  }
  const chart = input.chart.chart;
  const chartNote = chart?.kind === 'moonOnly' ? h.chart.moonOnlyNote : null;
  return {
    locale,
    name: String(personal.fullName ?? '').trim(),
    sections: sections.filter((s) => s.rows.length),
    chart,
    chartNote,
  };
}
