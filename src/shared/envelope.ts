import type { MessageValues } from './message-code';

/** A message's code and values (docs/decisions/092-message-codes.md): the reader's language words them. */
export interface MessageCodeBody {
  code: string;
  values: MessageValues;
}

/**
 * A refusal: `message` (and `fields`, a message per field) in English as before; `code` and
 * `values` when the message is one of the shared catalogue's, and `fieldCodes` for the fields whose
 * message is. A client that knows the code shows its words in the reader's language, any other the text.
 */
export interface ErrorBody {
  message: string;
  code?: string;
  values?: MessageValues;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, MessageCodeBody>;
}

/**
 * The reply envelope of every API route (docs/product/api.md), declared once for the server that sends it
 * and the browser client that reads it. The HTTP status always equals responseCode.
 */
export interface Envelope<T> {
  responseCode: number;
  response: T | null;
  error: ErrorBody | null;
}

/** What every paged list answers. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
