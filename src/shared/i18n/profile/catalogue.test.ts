import { describe, expect, it } from 'vitest';
import { SCRIPT, leaves } from '../catalogue-checks';
import { GENDER_IDS, TITLE_IDS } from '../../constants';
import { DOCUMENT_TEXT, MSG, PROFILE_VALIDATION } from '../../messages';
import { MANGLIK, PROFILE_CREATED_BY } from '../../profile-choices';
import { fieldInfo, PROFILE_SECTIONS, type FieldName } from '../../schemas/profile';
import { PHOTO_VISIBILITY_LABELS } from '../../schemas/photos';
import { FIELD_UI } from '../../../app/features/profile/form/field-meta';
import type { Locale } from '../locales';
import { profileEn, type ProfileWords } from './en';
import { profileHi } from './hi';
import { profileTa } from './ta';

const CATALOGUES: Record<Locale, ProfileWords> = { en: profileEn, hi: profileHi, ta: profileTa };
/** Texts the same in every language: file formats. */
const SAME = new Set(['documents.formats']);
const english = leaves(profileEn);

describe('profile catalogues', () => {
  for (const [locale, words] of Object.entries(CATALOGUES) as [Locale, ProfileWords][]) {
    const texts = leaves(words);
    it(`${locale} has exactly the English keys`, () => {
      expect(texts.map((t) => t.path)).toEqual(english.map((t) => t.path));
    });
    // English leaves a document type's name to the server's list (null); the others name each one.
    it(`${locale} has no empty text`, () => {
      const bad = texts.filter((t) => !(locale === 'en' && t.value === null) && (typeof t.value !== 'string' || t.value.trim() === ''));
      expect(bad).toEqual([]);
    });
    if (locale !== 'en') {
      it(`${locale} writes every text in its own script`, () => {
        expect(texts.filter((t) => !SAME.has(t.path) && !SCRIPT[locale].test(String(t.value))).map((t) => t.path)).toEqual([]);
      });
      it(`${locale} keeps every value a text fills in`, () => {
        const missing = texts.filter(
          (t, i) => t.path.endsWith('()') && ['7', '9', '11'].some((a) => String(english[i].value).includes(a) !== String(t.value).includes(a)),
        );
        expect(missing.map((t) => t.path)).toEqual([]);
      });
    }
  }

  it('labels every field of the form, in English exactly as the shared schema does', () => {
    for (const section of PROFILE_SECTIONS) {
      expect(Object.keys(profileEn.labels[section]).sort(), section).toEqual(Object.keys(FIELD_UI[section]).sort());
      for (const name of Object.keys(FIELD_UI[section]))
        expect((profileEn.labels[section] as Record<string, string>)[name]).toBe(fieldInfo(section, name as FieldName<typeof section>).label);
    }
  });

  it('keeps the product’s and the shared lists’ texts verbatim in English (docs/product/messages.md)', () => {
    expect([profileEn.form.submit, profileEn.form.submitting, profileEn.form.invalid, profileEn.documents.none, profileEn.documents.viewPdf]).toEqual([
      MSG.submitProfile,
      MSG.submitting,
      PROFILE_VALIDATION.invalidProfile,
      MSG.noDocuments,
      DOCUMENT_TEXT.viewPdf,
    ]);
    expect([profileEn.choices.title, profileEn.choices.gender, profileEn.choices.profileCreatedBy, profileEn.choices.manglik]).toEqual([
      { ...TITLE_IDS },
      { ...GENDER_IDS },
      { ...PROFILE_CREATED_BY },
      { ...MANGLIK },
    ]);
    expect(profileEn.photoVisibility.options).toEqual(PHOTO_VISIBILITY_LABELS);
    expect(profileEn.checks).toEqual(PROFILE_VALIDATION);
  });
});
