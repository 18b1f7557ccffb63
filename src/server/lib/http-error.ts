import type { Message } from '../../shared/message-code.ts';

/**
 * What a route says: a text, or a coded message of the shared catalogue (src/shared/coded-messages.ts),
 * whose code and values the envelope carries beside the text (docs/decisions/092-message-codes.md).
 */
export type Said = string | Message;

const asMessage = (said: Said): Message => (typeof said === 'string' ? { text: said } : said);

/** The one error type routes and services throw; the error handler turns it into the envelope. */
export class HttpError extends Error {
  /** The message with its code and values, when it is the catalogue's. */
  public readonly said: Message;
  /** Per-field messages, as the envelope's `fields` gives them (English texts). */
  public readonly fields?: Record<string, string>;
  /** The same per-field messages with their codes. */
  public readonly fieldMessages?: Record<string, Message>;

  constructor(
    public readonly status: number,
    public readonly code: string,
    message: Said,
    fields?: Record<string, Said>,
    public readonly headers?: Record<string, string>,
  ) {
    const said = asMessage(message);
    super(said.text);
    this.name = 'HttpError';
    this.said = said;
    if (fields) {
      this.fieldMessages = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, asMessage(field)]));
      this.fields = Object.fromEntries(Object.entries(this.fieldMessages).map(([name, field]) => [name, field.text]));
    }
  }
}

/**
 * Several fields refused at once: one message for the whole (a single field's own message, or the
 * fields' texts joined by '; ', which has no code of its own: a client shows the fields' messages).
 */
export function fieldsMessage(fields: Record<string, Said>): Said {
  const all = Object.values(fields);
  return all.length === 1 ? all[0]! : all.map((field) => asMessage(field).text).join('; ');
}

export const badRequest = (message: Said, fields?: Record<string, Said>) => new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message: Said = 'Please sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: Said = 'You do not have permission to do this.') => new HttpError(403, 'forbidden', message);
export const notFound = (message: Said = 'Not found.') => new HttpError(404, 'not_found', message);
export const conflict = (message: Said, fields?: Record<string, Said>) => new HttpError(409, 'conflict', message, fields);
export const methodNotAllowed = (message: Said) => new HttpError(405, 'method_not_allowed', message);
