import type { Page } from '@playwright/test';
import { GRIEVANCE_OFFICER, POSTAL_ADDRESS } from '../../../src/shared/site';

/**
 * Latin-script words a Hindi or Tamil screen may show: proper names (the site's, the products a
 * member is told to use), the abbreviations Indian members read in Latin letters in every language,
 * and the language switcher's own words ("English", and "Language" beside the page's word for it,
 * so that a visitor who cannot read the page finds the way to one they can). Anything else in
 * Latin letters is English left untranslated.
 */
const ALLOWED = new Set(
  [
    'English',
    'Language',
    'IP',
    'SMS',
    'PIN',
    'Matrimonial',
    'OTP',
    'PDF',
    'CSV',
    'UPI',
    'IST',
    'UTC',
    'GST',
    'GSTIN',
    'PAN',
    'ID',
    'KB',
    'MB',
    'JPEG',
    'JPG',
    'PNG',
    'WebP',
    'Google',
    'Microsoft',
    'Authenticator',
    '2FAS',
    'WhatsApp',
    'Facebook',
    'Instagram',
    'Twitter',
    'YouTube',
    'LinkedIn',
    'Android',
    'iPhone',
    'Wi',
    'Fi',
  ].map((word) => word.toLowerCase()),
);

const PROPER_NAMES = [POSTAL_ADDRESS, GRIEVANCE_OFFICER.name];

/**
 * The words of `text` in Latin letters that are not allowed on a Hindi or Tamil screen; `own` are
 * texts members wrote themselves (their names, what they typed), shown as written.
 */
export function englishWords(text: string, own: readonly (string | RegExp)[] = []): string[] {
  // Codes and addresses go first: a name or initials taken out of the middle of one ("AD" out of
  // the code "SMQVFVAD") would leave a part that reads as a word.
  let stripped = text
    // A member's profile code ("SM" and six letters or digits) is a name, not a word.
    .replace(/\bSM[0-9A-Z]{6}\b/g, ' ')
    // Web and e-mail addresses carry Latin letters by nature.
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b[\w.-]+\.(in|com|org)\b/g, ' ');
  // The registered office's postal address and the grievance officer's name, as registered.
  for (const name of [...PROPER_NAMES, ...own]) stripped = typeof name === 'string' ? stripped.split(name).join(' ') : stripped.replace(name, ' ');
  return (stripped.match(/[A-Za-z0-9]*[A-Za-z]{2,}[A-Za-z0-9]*/g) ?? []).filter((word) => !ALLOWED.has(word.toLowerCase()));
}

/**
 * What a person reads or hears on the page: the text of every visible element and the accessible
 * names given in attributes (aria-label, title, placeholder, alt), each with where it was found.
 * `skip` names elements whose text is the member's own (names, messages they typed).
 */
export async function shownTexts(page: Page, skip: string[] = []): Promise<{ where: string; text: string }[]> {
  return page.evaluate((skipSelectors) => {
    const found: { where: string; text: string }[] = [];
    const skipped = (element: Element) => skipSelectors.some((selector) => element.closest(selector));
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('class') ? `.${String(element.getAttribute('class')).split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // What the page marks as not to be translated (a name's initials) is shown as it is.
      if (skipped(parent) || parent.closest('[translate="no"]')) continue;
      // Hidden text is not read; text hidden from sight but read to screen readers (sr-only) is.
      if (!parent.checkVisibility() && !parent.closest('.sr-only')) continue;
      if (parent.closest('[aria-hidden="true"]')) continue;
      found.push({ where: describe(parent), text });
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skipped(element) || element.closest('[aria-hidden="true"]')) continue;
      // translate="no" also covers the element's translatable attributes (its title, alt, placeholder).
      const data = element.closest('[translate="no"]') !== null;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        if (data && attribute !== 'aria-label') continue;
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push({ where: `${describe(element)}[${attribute}]`, text: value });
      }
    }
    found.push({ where: 'title', text: document.title });
    return found;
  }, skip);
}

/**
 * The texts the page marks as data, not to be translated (`translate="no"`: a name, an e-mail
 * address, a message as its sender wrote it): a label that repeats one ("Delete the message from
 * Meera Iyer") shows it as written too.
 */
const dataTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('[translate="no"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length > 1)
      // Longest first, so a name is taken out whole before a shorter one inside it.
      .sort((a, b) => b.length - a.length),
  );

/** Every English text the page shows, as "where: words in text" lines (empty when the page is all in its language). */
export async function englishOn(page: Page, own: readonly (string | RegExp)[] = [], skip: string[] = []): Promise<string[]> {
  const texts = await shownTexts(page, skip);
  const data = [...own, ...(await dataTexts(page))];
  return texts.flatMap(({ where, text }) => {
    const words = englishWords(text, data);
    return words.length ? [`${where}: ${words.join(' ')} in "${text.slice(0, 100)}"`] : [];
  });
}

/**
 * The texts the members typed themselves (tests/factories/profile-body.ts and
 * tests/e2e/matching/support.ts write them), and the names the browser tests give the members and
 * list rows they add ("Rohan 3fa9c1", "E2E Religion 3fa9c1": words and a run of hex digits): a
 * member's name is shown as written, and a row an administrator added without a Hindi or Tamil
 * name reads in English.
 */
export const TYPED_IN_PROFILES: readonly (string | RegExp)[] = [
  'Rakesh',
  'Sunita',
  'Loves the hills.',
  'Pune',
  'Mumbai',
  'Gaur',
  'COEP',
  '12 MG Road',
  'Reading, trekking',
  /(?:\b[A-Z][\w-]* )+[0-9a-f]{6,}\b/g,
];
