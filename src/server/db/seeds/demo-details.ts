import type { Database } from '../database.ts';

/**
 * The rest of a demo member's 55 counted fields (docs/decisions/036-fifty-five-profile-fields.md)
 * and some further partner preferences, so demo profiles are complete. Drawn from their own
 * random stream, so the fields demo.seed.ts drew before stay the same for the same seed.
 */
type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(rng() * items.length)];
const pickSkewed = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(Math.pow(rng(), 2) * items.length)];

export interface DetailLists {
  complexions: number[];
  employmentTypes: number[];
  familyTypes: number[];
  diets: number[];
  smoking: number[];
  drinking: number[];
  gotras: number[];
  mools: number[];
  /** Mother tongues, English left out. */
  languages: number[];
  /** Ids in their traditional order (12 and 27). */
  rashis: number[];
  nakshatras: number[];
}

export async function loadDetailLists(db: Database): Promise<DetailLists> {
  const ids = async (
    table: 'complexion' | 'employmentType' | 'familyType' | 'dietaryHabit' | 'smokingHabit' | 'drinkingHabit' | 'gotra' | 'mool' | 'rashi' | 'nakshatra',
  ) => (await db.selectFrom(table).select('id').orderBy('sortOrder').orderBy('id').execute()).map((r) => Number(r.id));
  const languages = (await db.selectFrom('language').select(['id', 'name']).orderBy('sortOrder').orderBy('id').execute())
    .filter((r) => r.name !== 'English')
    .map((r) => Number(r.id));
  return {
    complexions: await ids('complexion'),
    employmentTypes: await ids('employmentType'),
    familyTypes: await ids('familyType'),
    diets: await ids('dietaryHabit'),
    smoking: await ids('smokingHabit'),
    drinking: await ids('drinkingHabit'),
    gotras: await ids('gotra'),
    mools: await ids('mool'),
    languages,
    rashis: await ids('rashi'),
    nakshatras: await ids('nakshatra'),
  };
}

const COLLEGES = [
  'IIT Bombay',
  'Delhi University',
  'Anna University',
  'Pune University',
  'Osmania University',
  'Jadavpur University',
  'VIT Vellore',
  'Christ University',
];
const COMPANIES = ['Tata Consultancy Services', 'Infosys', 'State Bank of India', 'Wipro', 'HDFC Bank', 'Larsen & Toubro', 'Indian Railways', 'Own business'];
const PARENT_WORK = ['Retired government officer', 'Business', 'Teacher', 'Farmer', 'Doctor', 'Bank manager', 'Homemaker', 'Engineer'];
const HOBBIES = ['Reading, music', 'Cricket, travel', 'Cooking, gardening', 'Yoga, trekking', 'Classical dance', 'Photography, films'];
const ABOUT = [
  'Family-oriented and easy-going; I enjoy time with friends and family.',
  'Working professional who values honesty, respect and a sense of humour.',
  'Simple, caring person looking for a life partner with similar values.',
];
const SUB_CASTES = ['Kulin', 'Deshastha', 'Saraswat', 'Iyer', 'Agarwal', 'Maratha', 'Nair', 'Jat'];
const PLACES = ['Lucknow', 'Pune', 'Chennai', 'Kolkata', 'Jaipur', 'Indore', 'Patna', 'Nagpur', 'Kochi', 'Surat'];

interface Member {
  genderId: number;
  maritalStatusId: number;
  city: string;
  stateId: number;
  height: number;
  annualIncome: number;
}

export function demoDetails(rng: Rng, lists: DetailLists, m: Member, fullName: string) {
  const family = fullName.split(' ').slice(1).join(' ');
  // The moon's place decides both: a nakshatra spans 13°20', a rashi 30°.
  const star = Math.floor(rng() * 27);
  const degrees = star * (40 / 3) + rng() * (40 / 3);
  const birthPlace = pickSkewed(rng, PLACES);
  const hour = Math.floor(rng() * 24);
  const minute = Math.floor(rng() * 60);
  const ownTongue = pickSkewed(rng, lists.languages);
  const [heightLo, heightHi] = m.genderId === 1 ? [m.height - 20, m.height] : [m.height, m.height + 25];
  return {
    subCaste: pick(rng, SUB_CASTES),
    complexionId: pickSkewed(rng, lists.complexions),
    numberOfChildren: m.maritalStatusId === 1 ? 0 : Math.floor(rng() * 2),
    fatherName: `${m.genderId === 1 ? 'Ramesh' : 'Suresh'} ${family}`.trim(),
    motherName: `${pick(rng, ['Sunita', 'Meena', 'Lakshmi', 'Anita', 'Geeta'])} ${family}`.trim(),
    profileCreatedById: rng() < 0.6 ? 1 : 1 + Math.ceil(rng() * 4),
    motherTongueId: ownTongue,
    weight: Math.round((m.genderId === 1 ? 60 + rng() * 25 : 45 + rng() * 22) * 10) / 10,
    bodyTypeId: 1 + Math.floor(rng() * 4),
    physicalStatusId: rng() < 0.97 ? 1 : 2,
    birthTime: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    birthPlace,
    rashiId: lists.rashis[Math.min(11, Math.floor(degrees / 30))] ?? null,
    nakshatraId: lists.nakshatras[star] ?? null,
    manglikId: rng() < 0.65 ? 2 : 1 + Math.floor(rng() * 4),
    address: `${1 + Math.floor(rng() * 200)}, ${pick(rng, ['MG Road', 'Station Road', 'Gandhi Nagar', 'Civil Lines', 'Nehru Colony'])}`,
    pinCode: String(110001 + Math.floor(rng() * 740000)),
    collegeName: pick(rng, COLLEGES),
    employmentTypeId: pickSkewed(rng, lists.employmentTypes),
    companyName: pick(rng, COMPANIES),
    workLocation: m.city,
    familyTypeId: pickSkewed(rng, lists.familyTypes),
    numberOfSiblings: Math.floor(rng() * 4),
    gotraMasterId: pick(rng, lists.gotras),
    moolMasterId: pick(rng, lists.mools),
    fatherOccupation: pick(rng, PARENT_WORK),
    motherOccupation: pick(rng, PARENT_WORK),
    familyStatusId: 1 + Math.floor(Math.pow(rng(), 2) * 4),
    familyValuesId: 1 + Math.floor(rng() * 4),
    familyLocation: birthPlace,
    dietaryHabitsId: pickSkewed(rng, lists.diets),
    smokingHabitsId: pickSkewed(rng, lists.smoking),
    drinkingHabitsId: pickSkewed(rng, lists.drinking),
    hobbies: pick(rng, HOBBIES),
    aboutMe: pick(rng, ABOUT),
    // Further preferences: some members name mother tongues and a height range.
    prefMotherTongueIds: rng() < 0.3 ? String(ownTongue) : null,
    prefHeightMin: rng() < 0.4 ? Math.round(heightLo) : null,
    prefHeightMax: rng() < 0.4 ? Math.round(heightHi) : null,
    prefManglikPreferenceId: rng() < 0.3 ? 3 : null,
  };
}
