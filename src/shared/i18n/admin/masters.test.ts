import { describe, expect, it } from 'vitest';
import { MASTER_RESOURCES } from '../../../app/dashboard/config/masters';
import { masterWords } from './masters';

/**
 * Every label a master screen shows has its Hindi and Tamil: the screen's name and each of its
 * resource's fields (list columns, form fields and the view's rows), with the English exactly as
 * the resource table (src/shared/resources.ts) has it.
 */
const table = (node: unknown) => node as Record<string, Record<string, string> | undefined>;

describe('the master screens’ labels', () => {
  for (const resource of MASTER_RESOURCES) {
    it(`${resource.path}: the screen's name in every language`, () => {
      const screens = (locale: 'en' | 'hi' | 'ta') => (masterWords[locale].screens as Record<string, string | undefined>)[resource.path];
      expect(screens('en')).toBe(resource.screen!.label);
      expect(screens('hi')).toMatch(/[\u0900-\u097F]/);
      expect(screens('ta')).toMatch(/[\u0B80-\u0BFF]/);
    });
    it(`${resource.path}: every field's label in every language`, () => {
      const english = Object.fromEntries(resource.fields.map((f) => [f.name, f.label]));
      expect(table(masterWords.en.fields)[resource.path]).toEqual(english);
      for (const locale of ['hi', 'ta'] as const)
        expect(Object.keys(table(masterWords[locale].fields)[resource.path] ?? {}).sort(), locale).toEqual(Object.keys(english).sort());
    });
  }

  it('has no labels for screens that are gone', () => {
    const paths = MASTER_RESOURCES.map((r) => r.path).sort();
    expect(Object.keys(masterWords.en.screens).sort()).toEqual(paths);
    expect(Object.keys(masterWords.en.fields).sort()).toEqual(paths);
  });
});
