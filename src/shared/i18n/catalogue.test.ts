import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, SCRIPT, leaves } from './catalogue-checks';
import { JOIN_TEXT, MSG, PUBLIC_TEXT } from '../messages';
import { catalogue } from './index';
import { LOCALES } from './locales';

const english = leaves(catalogue('en'));

describe('catalogues', () => {
  for (const locale of LOCALES) {
    const texts = leaves(catalogue(locale));
    it(`${locale} has exactly the English keys, lists of the same length`, () => {
      expect(texts.map((t) => t.path)).toEqual(english.map((t) => t.path));
    });
    it(`${locale} has no empty text and no placeholder`, () => {
      const bad = texts.filter((t) => typeof t.value !== 'string' || t.value.trim() === '' || PLACEHOLDER.test(t.value) || t.value === t.path);
      expect(bad).toEqual([]);
    });
    if (locale !== 'en') {
      it(`${locale} writes every text in its own script`, () => {
        expect(texts.filter((t) => !SCRIPT[locale].test(String(t.value))).map((t) => t.path)).toEqual([]);
      });
    }
  }

  it('keeps the product’s texts verbatim in English (docs/product/messages.md)', () => {
    const en = catalogue('en');
    expect([en.home.browseProfiles, en.home.knowMore, en.home.readMore, en.about.joinNow, en.elite.title, en.notFound.title]).toEqual([
      PUBLIC_TEXT.browseProfiles,
      PUBLIC_TEXT.knowMore,
      PUBLIC_TEXT.readMore,
      PUBLIC_TEXT.joinNow,
      PUBLIC_TEXT.eliteTitle,
      PUBLIC_TEXT.notFoundTitle,
    ]);
    expect([en.forms.login.forgotPassword, en.forms.register.submitting, en.forms.contact.sent, en.reset.heading]).toEqual([
      MSG.forgotPassword,
      MSG.registering,
      MSG.contactSuccess,
      JOIN_TEXT.resetTitle,
    ]);
  });

  it('falls back to English when no locale is given', () => {
    expect(catalogue()).toBe(catalogue('en'));
  });
});
