import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, SCRIPT, leaves } from '../catalogue-checks';
import { MENU, isGroup } from '../../../app/dashboard/config/menu';
import { DASHBOARD_TEXT, JOIN_TEXT, MSG, OFFLINE_TEXT, PUBLIC_TEXT, UPDATE_TEXT } from '../../messages';
import type { Locale } from '../locales';
import { dashboardEn, type DashboardWords } from './en';
import { dashboardHi } from './hi';
import { dashboardTa } from './ta';

const CATALOGUES: Record<Locale, DashboardWords> = { en: dashboardEn, hi: dashboardHi, ta: dashboardTa };
const english = leaves(dashboardEn);

describe('dashboard catalogues', () => {
  for (const [locale, words] of Object.entries(CATALOGUES) as [Locale, DashboardWords][]) {
    const texts = leaves(words);
    it(`${locale} has exactly the English keys`, () => {
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
      it(`${locale} keeps every value a text fills in`, () => {
        // A function's sample arguments (7, 9, 11) all reach the sentence, as in English.
        const missing = texts.filter(
          (t, i) => t.path.endsWith('()') && ['7', '9', '11'].some((a) => String(english[i].value).includes(a) !== String(t.value).includes(a)),
        );
        expect(missing.map((t) => t.path)).toEqual([]);
      });
    }
  }

  it('keeps the product’s texts verbatim in English (docs/product/messages.md)', () => {
    const { shell, home } = dashboardEn;
    expect([shell.unexpectedError, shell.notFoundTitle, shell.notFoundHelp, home.fetchFailed]).toEqual([
      MSG.unexpectedApplicationError,
      PUBLIC_TEXT.notFoundTitle,
      DASHBOARD_TEXT.notFoundHelp,
      MSG.summaryFetchFailed,
    ]);
    expect([shell.offline, shell.updateReady, shell.reloadToUpdate, shell.later, home.completeProfileHelp]).toEqual([
      OFFLINE_TEXT.noConnection,
      UPDATE_TEXT.updateReady,
      UPDATE_TEXT.reloadToUpdate,
      UPDATE_TEXT.later,
      JOIN_TEXT.completeProfileHelp,
    ]);
  });

  it('names every menu row in English as the menu table of docs/product/pages.md does', () => {
    const rows = MENU.flatMap((entry) => (isGroup(entry) ? [entry, ...entry.children] : [entry]));
    expect(rows.map((row) => dashboardEn.menu[row.key])).toEqual(rows.map((row) => row.label));
  });
});
