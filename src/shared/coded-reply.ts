import { array, number, optional, string, union } from 'superstruct';
import { anyOf, described, recordOf } from './schemas/reply';
import type { CodedMessage, Message, MessageValues } from './message-code';

/**
 * A success reply's message with its code (docs/decisions/092-message-codes.md), as an error's
 * is: `message` stays the English text every client reads, `messageCode` and `messageValues`
 * say which catalogue message it is, so a browser shows it in the reader's language.
 */
export interface CodedReply {
  readonly message: string;
  readonly messageCode?: string;
  readonly messageValues?: MessageValues;
}

/** The reply's fields for a coded message. */
export const codedReply = (said: CodedMessage) => ({
  message: said.text,
  messageCode: said.code,
  // The values as the reply schema types them (a value is a string, a number or a list of them).
  messageValues: said.values as Record<string, string | number | (string | number)[]>,
});

/** The message a reply carried, with its code when the server gave one (an older server's has none). */
export const replyMessage = (reply: CodedReply): Message =>
  typeof reply.messageCode === 'string' ? { text: reply.message, code: reply.messageCode, values: reply.messageValues ?? {} } : { text: reply.message };

/** The reply schemas' fields for a coded message (docs/product/api.md). */
export const codedReplyFields = {
  message: string(),
  messageCode: optional(described(string(), "The message's code, as an error's code: 'MEMBER_LOOP_MSG.reportReceived'")),
  messageValues: optional(described(recordOf(anyOf([string(), number(), array(union([string(), number()]))])), 'What the message is made from, by name')),
};
