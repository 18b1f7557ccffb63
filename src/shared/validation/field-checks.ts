import { mastersEn } from '../i18n/admin/masters/en.ts';
import type { CodedMessage } from '../message-code.ts';

/**
 * The checks of a resource field (field-struct.ts) as coded messages (docs/decisions/092-message-codes.md):
 * the code is 'FIELD_CHECK.<check>' and the values name the field and the limit the check holds
 * it to (`{ field: 'name', max: 200 }`), never its label. The English text is the master screens'
 * catalogue (src/shared/i18n/admin/masters/en.ts, `checks`) with the field's English label; a
 * screen words the code from its own language's `checks`, with the field's label it finds by the
 * field's name.
 */
export type FieldCheck = keyof typeof mastersEn.checks;
export type FieldCheckCode = `FIELD_CHECK.${FieldCheck}`;
export type FieldCheckValues = { readonly field: string; readonly min?: number; readonly max?: number };
export type FieldCheckMessage = CodedMessage<FieldCheckCode, FieldCheckValues>;

export const FIELD_CHECK_GROUP = 'FIELD_CHECK';

/** The check `check` refused `field` with, and the limit it names. */
export function fieldCheck(check: FieldCheck, field: { name: string; label: string }, limit: { min?: number; max?: number } = {}): FieldCheckMessage {
  const words = mastersEn.checks[check] as unknown as (values: Record<string, string | number>) => string;
  return Object.freeze({
    code: `${FIELD_CHECK_GROUP}.${check}` as const,
    values: Object.freeze({ field: field.name, ...limit }),
    text: words({ label: field.label, ...limit }),
  });
}

/** The check a code names, when it is one of the field checks. */
export function fieldCheckOf(code: string | undefined): FieldCheck | undefined {
  const [group, check, more] = (code ?? '').split('.');
  return group === FIELD_CHECK_GROUP && more === undefined && check !== undefined && Object.hasOwn(mastersEn.checks, check) ? (check as FieldCheck) : undefined;
}
