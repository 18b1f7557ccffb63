import type { ReactNode } from 'react';
import type { AnyCompiled } from '../../../shared/i18n/compile';
import { createElement } from 'react';
import { DataInWords } from '../../ui/data-in-words';
import { masterWords } from '../../../shared/i18n/admin/masters';
import type { FieldDef, ResourceDef } from '../../../shared/resources';
import { useScreenWords, useSpoken } from '../../dashboard/helpers/i18n';
import { fieldCheckOf, type FieldCheckValues } from '../../../shared/validation/field-checks';
import { type Message, type MessageOrText } from '../../../shared/message-code';

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
 * A field's check in the words' language, by its code (src/shared/validation/field-checks.ts):
 * the check's words with the label of the field its values name, in that language, and the limit.
 * Any other message (the server's, with its own code, or an uncoded text) is left to `otherwise`;
 * the screen's own words (a plain string) are shown as they are.
 */
export function checkMessage(t: MasterWords, resource: ResourceDef, message: MessageOrText, otherwise: (message: Message) => string = (m) => m.text): string {
  if (typeof message === 'string') return message;
  const check = fieldCheckOf(message.code);
  if (!check) return otherwise(message);
  const { field: name, ...limit } = (message.values ?? {}) as Partial<FieldCheckValues>;
  const field = resource.fields.find((f) => f.name === name);
  if (!field) return otherwise(message);
  const words = t.checks[check] as unknown as (values: Record<string, string | number>) => string;
  return words({ label: fieldLabel(t, resource, field), ...limit });
}

/**
 * `checkMessage` in the dashboard's language; other messages go through the product's coded
 * messages. A refusal of several fields is said as its fields' checks.
 */
export function useCheckMessage(t: MasterWords, resource: ResourceDef): (message: MessageOrText) => string {
  const spoken = useSpoken();
  const one = (message: MessageOrText) => checkMessage(t, resource, message, spoken);
  return (message) => (typeof message !== 'string' && !message.code && message.parts?.length ? message.parts.map(one).join('; ') : one(message));
}

/**
 * A sentence of the words with a value people typed inside it (a name), the value marked as data
 * not to be translated, drawn by DataInWords.
 */
export const withData = (sentence: AnyCompiled | ((slot: string) => string), value: string): ReactNode =>
  createElement(DataInWords, { words: sentence, data: value });
