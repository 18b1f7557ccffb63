import type { ProfileWords } from '../../../../shared/i18n/profile';
import { profileCheckOf, type ProfileCheckValues } from '../../../../shared/schemas/profile-checks';
import { fieldInfo, isProfileField, PROFILE_SECTIONS, type FieldName, type SectionKey } from '../../../../shared/schemas/profile';
import { fieldMessagesOf, type ApiFailure } from '../../../client/api';
import { shownBy, type Message, type MessageOrText } from '../../../../shared/message-code';

type Check = string | ((label: string, limit: number) => string) | (((values: Record<string, string | number>) => string) & { text: string });

/**
 * A profile check's message in the form's language (docs/decisions/092-message-codes.md): its
 * code (profile-checks.ts) names the check, worded from the profile catalogue with the label of
 * the field it is filed under (`errorKey`, 'personal.height') in that language and the limit of
 * its values. Any other message goes to `say`, which words the site's coded messages and leaves
 * the rest as they came; the form's own words (a plain string) are shown as they are.
 */
export function checkWords(t: ProfileWords, say: (message: Message) => string, errorKey: string, message: MessageOrText): string {
  if (typeof message === 'string') return message;
  const key = profileCheckOf(message.code);
  if (!key) return say(message);
  const values = (message.values ?? {}) as ProfileCheckValues;
  const check = t.checks[key] as Check;
  const [section, name] = errorKey.split('.');
  const label =
    key === 'sectionMissing'
      ? (PROFILE_SECTIONS as string[]).includes(values.section ?? '')
        ? t.tabs[values.section as SectionKey]
        : undefined
      : name && isProfileField(section, name)
        ? ((t.labels[section as SectionKey] as Record<string, string>)[name] ?? fieldInfo(section as SectionKey, name as FieldName<SectionKey>).label)
        : undefined;
  if (typeof check === 'string') return check;
  if (label === undefined) return say(message);
  const limit = values.min ?? values.max ?? 0;
  return 'text' in check ? check({ ...values, label, section: label }) : (check as (label: string, limit: number) => string)(label, limit);
}

/**
 * The toast for a save the server refused: in English the server's message, as docs/product/messages.md
 * has it; in another language the fields' messages worded (at most three, as the server joins
 * them), or the server's message through `say` when it named no field.
 */
export function refusalWords(t: ProfileWords, say: (message: Message) => string, english: MessageOrText, failure: ApiFailure, isEnglish: boolean): string {
  const fields = Object.entries(failure.fields ?? {});
  if (isEnglish || failure.offline || !fields.length) return shownBy(say, english);
  const messages = fieldMessagesOf(failure);
  return [...new Set(fields.map(([key]) => checkWords(t, say, key, messages[key])))].slice(0, 3).join(' ');
}
