import type { ProfileWords } from '../../../../shared/i18n/profile';
import { profileCheckOf } from '../../../../shared/schemas/profile-check-words';
import { fieldInfo, type FieldName, type SectionKey } from '../../../../shared/schemas/profile';
import type { ApiFailure } from '../../../client/api';
import { textOf, type MessageOrText } from '../../../../shared/message-code';

type Check = string | ((label: string, limit: number) => string);

/**
 * A profile check's message in the form's language (docs/decisions/047): the shared schema's or
 * the server's English sentence is found among the field's own messages and worded from the
 * profile catalogue with the field's label in that language. Any other message goes to `say`,
 * which knows the site's fixed messages and leaves the rest as they came.
 */
export function checkWords(t: ProfileWords, say: (message: MessageOrText) => string, errorKey: string, message: MessageOrText): string {
  const text = textOf(message);
  const found = profileCheckOf(errorKey, text);
  if (!found) return say(message);
  const check = t.checks[found.key] as Check;
  if (typeof check === 'string') return check;
  if (found.key === 'sectionMissing' && found.section) return check(t.tabs[found.section], 0);
  if (!found.section || !found.name) return say(message);
  const labels = t.labels[found.section] as Record<string, string>;
  return check(labels[found.name] ?? fieldInfo(found.section, found.name as FieldName<SectionKey>).label, found.limit ?? 0);
}

/**
 * The toast for a save the server refused: in English the server's message, as docs/product/messages.md
 * has it; in another language the fields' messages worded (at most three, as the server joins
 * them), or the server's message through `say` when it named no field.
 */
export function refusalWords(
  t: ProfileWords,
  say: (message: MessageOrText) => string,
  english: MessageOrText,
  failure: ApiFailure,
  isEnglish: boolean,
): string {
  const fields = Object.entries(failure.fields ?? {});
  if (isEnglish || failure.offline || !fields.length) return say(english);
  return [...new Set(fields.map(([key, text]) => checkWords(t, say, key, failure.fieldMessages?.[key] ?? text)))].slice(0, 3).join(' ');
}
