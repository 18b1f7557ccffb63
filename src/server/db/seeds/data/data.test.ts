import { describe, it, expect } from 'vitest';
import { RELIGIONS } from './religions';
import { CASTES } from './castes';
import { COUNTRIES } from './countries';
import { STATES } from './states';
import { CITIES } from './cities';
import {
  ACTIONS,
  COMPLEXIONS,
  DIETARY_HABITS,
  DOCUMENT_TYPES,
  DRINKING_HABITS,
  EMPLOYMENT_TYPES,
  FAMILY_TYPES,
  GENDERS,
  GOTRAS,
  LANGUAGES,
  MARITAL_STATUSES,
  MENU_TYPES,
  MOOLS,
  OCCUPATIONS,
  QUALIFICATIONS,
  ROLES,
  SMOKING_HABITS,
  TITLES,
} from './lists';
import { EMAIL_TYPES } from './email';
import { mailEn } from '../../../../shared/i18n/mail/en';
import { ABOUT_US, FOOTER, HEADER, MENU_ITEMS, MENU_ITEM_TRANSLATIONS, PRIVACY_POLICY } from './content';

/** 'Close Up Photo' -> 'closeUpPhoto': lower-case first word, capitalise the rest, no spaces. */
function camelCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

function duplicates(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => (seen.has(item) ? true : (seen.add(item), false)));
}

const SIMPLE_LISTS: Record<string, readonly string[]> = {
  RELIGIONS,
  COMPLEXIONS,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  OCCUPATIONS,
  EMPLOYMENT_TYPES,
  FAMILY_TYPES,
  DIETARY_HABITS,
  SMOKING_HABITS,
  DRINKING_HABITS,
  GOTRAS,
  MOOLS,
  LANGUAGES,
  TITLES,
  GENDERS,
  ROLES,
  DOCUMENT_TYPES,
  MENU_TYPES,
  ACTIONS,
  'COUNTRIES.name': COUNTRIES.map((c) => c.name),
  'COUNTRIES.isoCode': COUNTRIES.map((c) => c.isoCode),
  'EMAIL_TYPES.code': EMAIL_TYPES.map((t) => t.code),
  ...Object.fromEntries(Object.entries(CASTES).map(([k, v]) => [`CASTES.${k}`, v])),
  ...Object.fromEntries(Object.entries(STATES).map(([k, v]) => [`STATES.${k}`, v])),
  ...Object.fromEntries(Object.entries(CITIES).map(([k, v]) => [`CITIES.${k}`, v])),
};

describe('reference data', () => {
  it.each(Object.entries(SIMPLE_LISTS))('%s is non-empty, trimmed and has no duplicates', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(duplicates(list)).toEqual([]);
    for (const item of list) {
      expect(item).toBe(item.trim());
      expect(item.length).toBeGreaterThan(0);
    }
  });

  it('religions are in the agreed order', () => {
    expect(RELIGIONS).toEqual([
      'Hindu',
      'Muslim',
      'Christian',
      'Sikh',
      'Buddhist',
      'Jain',
      'Parsi',
      'Jewish',
      'No Religion',
      'Other',
    ]);
  });

  it('every religion has castes and every caste key is a religion', () => {
    expect(Object.keys(CASTES).sort()).toEqual([...RELIGIONS].sort());
  });

  it('caste lists are large enough and end with Other', () => {
    const minimum: Record<string, number> = {
      Hindu: 80,
      Muslim: 25,
      Christian: 20,
      Sikh: 15,
      Buddhist: 6,
      Jain: 12,
    };
    for (const [religion, min] of Object.entries(minimum)) {
      expect(CASTES[religion]?.length ?? 0, religion).toBeGreaterThanOrEqual(min);
    }
    for (const religion of ['Hindu', 'Muslim', 'Christian', 'Sikh', 'Jain']) {
      expect(CASTES[religion], religion).toContain('Caste no bar');
    }
    for (const [religion, castes] of Object.entries(CASTES)) {
      if (castes.length > 1) expect(castes[castes.length - 1], religion).toBe('Other');
    }
    expect(CASTES['No Religion']).toEqual(['No Caste']);
    expect(CASTES.Other).toEqual(['Other']);
  });

  it('India is the first country and codes are well formed', () => {
    expect(COUNTRIES[0]).toEqual({ name: 'India', isoCode: 'IN', phoneCode: '+91' });
    for (const c of COUNTRIES) {
      expect(c.isoCode).toMatch(/^[A-Z]{2}$/);
      expect(c.phoneCode).toMatch(/^\+\d{1,3}(-\d{3})?$/);
    }
  });

  it('every STATES key is a country isoCode', () => {
    const codes = COUNTRIES.map((c) => c.isoCode);
    for (const code of Object.keys(STATES)) expect(codes).toContain(code);
  });

  it('India has exactly its 28 states and 8 union territories, sorted', () => {
    const india = STATES.IN ?? [];
    expect(india).toHaveLength(36);
    expect(new Set(india).size).toBe(36);
    for (const name of [
      'Ladakh',
      'Jammu and Kashmir',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Lakshadweep',
      'Puducherry',
      'Delhi',
      'Chandigarh',
      'Andaman and Nicobar Islands',
      'Telangana',
      'Odisha',
      'Uttarakhand',
    ]) {
      expect(india).toContain(name);
    }
    expect([...india].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(india);
  });

  it('diaspora countries have their full state lists', () => {
    expect(STATES.US).toHaveLength(51);
    expect(STATES.US).toContain('District of Columbia');
    expect(STATES.CA).toHaveLength(13);
    expect(STATES.AU).toHaveLength(8);
    expect(STATES.AE).toHaveLength(7);
    expect(STATES.GB).toHaveLength(4);
  });

  it('every Indian state and union territory has 3 to 10 cities', () => {
    expect(Object.keys(CITIES).sort()).toEqual([...(STATES.IN ?? [])].sort());
    for (const [state, cities] of Object.entries(CITIES)) {
      expect(STATES.IN).toContain(state);
      expect(cities.length, state).toBeGreaterThanOrEqual(3);
      expect(cities.length, state).toBeLessThanOrEqual(10);
    }
  });

  it('fixed-id lists match docs/product/data.md', () => {
    expect(MARITAL_STATUSES[0]).toBe('Never Married');
    expect(TITLES).toEqual(['Mr.', 'Ms.', 'Dr.']);
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(ROLES).toEqual(['admin', 'user', 'editor', 'family']);
  });

  it('document type names camelCase to the document keys of docs/product/data.md, in order', () => {
    expect(camelCase('Close Up Photo')).toBe('closeUpPhoto');
    expect(DOCUMENT_TYPES.map(camelCase)).toEqual([
      'closeUpPhoto',
      'fullPhoto',
      'sidewaysPhoto',
      'aadharCard',
      'voterId',
      'panCard',
      'casteCertificate',
      'incomeCertificate',
      'educationCertificate',
      'horoscope',
      'otherSupportingDocument',
    ]);
  });

  it('mools are the 27 nakshatras plus "Don\'t know"; languages are the 22 scheduled plus English', () => {
    expect(MOOLS).toHaveLength(28);
    expect(MOOLS[0]).toBe('Ashwini');
    expect(MOOLS[26]).toBe('Revati');
    expect(MOOLS[27]).toBe("Don't know");
    expect(GOTRAS[GOTRAS.length - 1]).toBe("Don't know");
    expect(LANGUAGES).toHaveLength(23);
    expect(LANGUAGES.slice(0, 2)).toEqual(['Hindi', 'English']);
    const rest = LANGUAGES.slice(2);
    expect([...rest].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(rest);
  });

  it('every e-mail type is a mail of the catalogue, and the one-time code texts carry the code and validity', () => {
    // The texts themselves are the catalogue's (src/shared/i18n/mail); the seed names the types only.
    expect(EMAIL_TYPES.map((t) => t.code).sort()).toEqual(Object.keys(mailEn.mails).sort());
    const otp = mailEn.mails.otp;
    expect(otp.body).toContain('{code}');
    expect(otp.body).toContain('{minutes, plural, one {# minute} other {# minutes}}');
    expect(otp.body.toLowerCase()).toContain('never share');
    expect(mailEn.mails['contact-ack'].body).toContain('24 hours');
    expect(mailEn.sms.otp).toContain('{code}');
    expect(mailEn.sms.otp).toContain('{minutes, plural');
  });

  it('site content is present', () => {
    expect(HEADER.title).toBe('Matrimonial');
    expect(FOOTER.copyright).toContain('2025');
    expect(ABOUT_US.content).toContain('2021');
    expect(PRIVACY_POLICY.lastUpdated).toBe('2025-07-26');
    expect(PRIVACY_POLICY.content.match(/^## \d\. /gm)).toHaveLength(8);
  });

  it('menu items use known menu types, unique urls, and each has a Hindi label', () => {
    for (const item of MENU_ITEMS) expect(MENU_TYPES).toContain(item.menuType);
    const urls = MENU_ITEMS.map((m) => m.url);
    expect(duplicates(urls)).toEqual([]);
    for (const t of MENU_ITEM_TRANSLATIONS) {
      expect(urls).toContain(t.url);
      expect(LANGUAGES).toContain(t.language);
    }
    expect(MENU_ITEM_TRANSLATIONS.map((t) => t.url).sort()).toEqual([...urls].sort());
  });
});
