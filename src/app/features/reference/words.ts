import type { ReactNode } from 'react';
import { filledWith, type AnyCompiled } from '../../../shared/i18n/compile';
import { createElement, Fragment } from 'react';
import { masterWords } from '../../../shared/i18n/admin/masters';
import type { FieldDef, ResourceDef } from '../../../shared/resources';
import { useScreenWords, useSpoken } from '../../dashboard/helpers/i18n';

export type MasterWords = (typeof masterWords)['en'];

/** The master screens' words in the dashboard's language (src/shared/i18n/admin/masters/). */
export const useMasterWords = (): MasterWords => useScreenWords(masterWords) as MasterWords;

const table = <T>(node: unknown) => node as Record<string, T | undefined>;

/** The screen's name in the words' language; the resource table's English when the catalogue lacks it. */
export const screenLabel = (t: MasterWords, resource: ResourceDef): string => table<string>(t.screens)[resource.path] ?? resource.screen!.label;

/** A field's label in the words' language; the resource table's English when the catalogue lacks it. */
export const fieldLabel = (t: MasterWords, resource: ResourceDef, field: FieldDef): string =>
  table<Record<string, string>>(t.fields)[resource.path]?.[field.name] ?? field.label;

/** The field as the screen shows it: its label in the words' language. */
export const shownField = (t: MasterWords, resource: ResourceDef, field: FieldDef): FieldDef => ({ ...field, label: fieldLabel(t, resource, field) });

/**
 * A field's check message (src/shared/validation/field-struct.ts writes them in English around the
 * field's English label) in the words' language; any other message is left to `otherwise`.
 */
export function checkMessage(
  t: MasterWords,
  resource: ResourceDef,
  field: FieldDef | undefined,
  message: string,
  otherwise: (message: string) => string = (m) => m,
): string {
  if (!field || !message.startsWith(`${field.label} `)) return otherwise(message);
  const label = fieldLabel(t, resource, field);
  const rest = message.slice(field.label.length + 1);
  const c = t.checks;
  const numbered: Array<[RegExp, (label: string, n: string) => string]> = [
    [/^must be at most (\d+) characters$/, (label, max) => c.longest({ label, max })],
    [/^must be at least (\d+) characters$/, (label, min) => c.shortest({ label, min })],
    [/^must be at least (-?\d+)$/, (label, min) => c.least({ label, min })],
    [/^must be at most (-?\d+)$/, (label, max) => c.most({ label, max })],
  ];
  for (const [pattern, say] of numbered) {
    const found = pattern.exec(rest);
    if (found) return say(label, found[1]!);
  }
  const plain: Record<string, (values: { label: string }) => string> = {
    'is required': c.required,
    'must be text': c.text,
    'must be a valid e-mail address': c.email,
    'is not in the expected format': c.format,
    'must be a whole number': c.whole,
    'must be chosen from the list': c.fromList,
    'must be a number': c.number,
    'must be yes or no': c.yesNo,
  };
  return plain[rest]?.({ label }) ?? otherwise(message);
}

/** `checkMessage` in the dashboard's language; other messages go through the product's known texts. */
export function useCheckMessage(t: MasterWords, resource: ResourceDef): (field: FieldDef | undefined, message: string) => string {
  const spoken = useSpoken();
  return (field, message) => checkMessage(t, resource, field, message, spoken);
}

/**
 * A sentence of the words with a value people typed inside it (a name), the value marked as data
 * not to be translated: `sentence` is given a marker and the value takes its place.
 */
export function withData(sentence: AnyCompiled | ((slot: string) => string), value: string): ReactNode {
  const marker = '\u2063';
  const [before = '', after = ''] = filledWith(sentence, marker).split(marker);
  return createElement(Fragment, null, before, createElement('span', { translate: 'no' }, value), after);
}
