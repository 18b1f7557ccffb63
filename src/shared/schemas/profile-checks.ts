import { PROFILE_VALIDATION as V } from '../messages';
import type { CodedMessage } from '../message-code';

/**
 * The profile's checks (PROFILE_VALIDATION) as coded messages (docs/decisions/092-message-codes.md):
 * the code is 'PROFILE_VALIDATION.<check>' and the values are the limit the check names
 * (`{ min: 90 }`) or, for a missing section, the section's key (`{ section: 'contact' }`), never
 * a label. The field is the key the message is filed under ('personal.height'); a form words the
 * code from its profile catalogue (`checks`) with the field's label in its language.
 */
export type ProfileCheckKey = keyof typeof V;
export type ProfileCheckValues = { readonly section?: string; readonly min?: number; readonly max?: number };
export type ProfileCheckMessage = CodedMessage<`PROFILE_VALIDATION.${ProfileCheckKey}`, ProfileCheckValues>;

const GROUP = 'PROFILE_VALIDATION';
type Positional = (label: string, limit: number) => string;
type Named = ((values: Record<string, string | number>) => string) & { readonly text: string };

/** The check `key` refused a field labelled `label` with (in English), and the values it names. */
export function profileCheck(key: ProfileCheckKey, label = '', values: ProfileCheckValues = {}): ProfileCheckMessage {
  const entry = V[key] as unknown as string | Positional | Named;
  const limit = values.min ?? values.max ?? 0;
  const text =
    typeof entry === 'string' ? entry : 'text' in entry ? (entry as Named)({ ...values, label, section: label }) : (entry as Positional)(label, limit);
  return Object.freeze({ code: `${GROUP}.${key}` as const, values: Object.freeze({ ...values }), text });
}

/** The check a code names, when it is one of the profile's. */
export function profileCheckOf(code: string | undefined): ProfileCheckKey | undefined {
  const [group, key, more] = (code ?? '').split('.');
  return group === GROUP && more === undefined && key !== undefined && Object.hasOwn(V, key) ? (key as ProfileCheckKey) : undefined;
}
