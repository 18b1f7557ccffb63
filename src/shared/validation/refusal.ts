import { define, type Failure, type Struct } from 'superstruct';
import { isCodedMessage, type CodedMessage } from '../message-code';

/** What a field's check answers: true (or false) for the value, or the message a person reads. */
export type Verdict = boolean | string | CodedMessage;

/**
 * A check's answer as superstruct takes it: a coded message becomes the failure's message (its
 * English text), and its code and values ride along on the failure (superstruct keeps the keys a
 * check gives), where describeStructError finds them for the envelope and the forms.
 */
export function refusal(verdict: Verdict): boolean | string | Partial<Failure> {
  if (!isCodedMessage(verdict)) return verdict;
  return { message: verdict.text, code: verdict.code, values: verdict.values } as Partial<Failure>;
}

/** superstruct's define, with a check that may answer a coded message. */
export const checked = <T>(name: string, check: (value: unknown) => Verdict): Struct<T, null> => define<T>(name, (value) => refusal(check(value)));

/** The coded message a failure carries, when its check answered one. */
export function failureCode(failure: Failure): CodedMessage | undefined {
  const { code, values } = failure as Failure & { code?: unknown; values?: unknown };
  return typeof code === 'string' ? { code, values: (values ?? {}) as CodedMessage['values'], text: failure.message } : undefined;
}
