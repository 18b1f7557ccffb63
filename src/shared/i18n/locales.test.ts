import { describe, expect, it } from 'vitest';
import { localeOfPath, localeOfTag, localePath, pagePath } from './locales';

describe('locale paths', () => {
  it('reads the locale from the first segment, English otherwise', () => {
    expect(localeOfPath('/hi/about-us')).toBe('hi');
    expect(localeOfPath('/ta')).toBe('ta');
    expect(localeOfPath('/about-us')).toBe('en');
    expect(localeOfPath('/history')).toBe('en');
  });
  it('strips the prefix and .html to name the page', () => {
    expect(pagePath('/hi/about-us')).toBe('/about-us');
    expect(pagePath('/hi')).toBe('/');
    expect(pagePath('/ta/')).toBe('/');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/contact-us.html')).toBe('/contact-us');
  });
  it('builds the address of a page in a language', () => {
    expect(localePath('en', '/about-us')).toBe('/about-us');
    expect(localePath('hi', '/about-us')).toBe('/hi/about-us');
    expect(localePath('ta', '/')).toBe('/ta');
    expect(localePath('en', '/')).toBe('/');
  });
  it('reads the site language a tag names, English for any other', () => {
    expect(['hi-IN', 'ta', 'en-IN', 'fr-FR', ''].map(localeOfTag)).toEqual(['hi', 'ta', 'en', 'en', 'en']);
  });
});
