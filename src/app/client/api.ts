import { ofetch, type FetchOptions } from 'ofetch';
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE_MAX, SUCCESS_CODE_MIN } from '../../shared/constants';
import type { Envelope } from '../../shared/envelope';
import { CODED } from '../../shared/coded-messages';
import { uncoded, type Message, type MessageOrText } from '../../shared/message-code';
import { accessToken } from './access-token';
import { isOffline, noteReply } from './offline-copies';

/** Where the API lives; a CDN-hosted site sets PUBLIC_API_BASE at build time (docs/product/operating.md). */
export const API_BASE: string = import.meta.env.PUBLIC_API_BASE ?? '/api';

export type { Envelope } from '../../shared/envelope';

export type ApiSuccess<T> = { ok: true; code: number; data: T };
/**
 * Every failure becomes code 500 with the best message available (docs/product/api.md). `serverMessage` is
 * the server's own text when it gave one; `status` is absent when no reply arrived at all. `error`
 * is the message with its code and values (docs/decisions/092-message-codes.md), what `say` words in
 * the reader's language; `message` is its English text.
 */
export type ApiFailure = {
  ok: false;
  code: 500;
  message: string;
  error: Message;
  serverMessage?: string;
  fields?: Record<string, string>;
  /** The per-field messages with their codes, keyed like `fields`. */
  fieldMessages?: Record<string, Message>;
  status?: number;
  /** A change refused because there is no connection: nothing was sent, nothing was saved. */
  offline?: true;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * The one ofetch instance: base path, 30 s timeout, bearer token when signed in, and the page's
 * language as Accept-Language, so a visitor on /hi/register reads the lists in Hindi whatever the
 * browser's own setting (a signed-in member's account language still comes first on the server).
 */
export const http = ofetch.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (pageLanguage && !headers.has('Accept-Language')) headers.set('Accept-Language', pageLanguage);
    const token = accessToken();
    // A caller that passes its own token (registration's fresh session) keeps it.
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    options.headers = headers;
  },
  // The service worker marks a reply it answered from its cache; the dashboard says how old it is.
  onResponse({ response }) {
    noteReply(response.headers);
  },
});

const isSuccess = (code: number) => code >= SUCCESS_CODE_MIN && code <= SUCCESS_CODE_MAX;

function failure(error: unknown): ApiFailure {
  // A FetchError carries the parsed reply (or its text); so does the error request() makes of a non-success envelope.
  const data = (error as { data?: unknown } | null)?.data;
  const body = data && typeof data === 'object' ? (data as Partial<Envelope<unknown>>) : undefined;
  const server = body?.error?.message || undefined;
  console.error(CODED.MSG.apiError.text, error);
  // `status` is the HTTP status when there was a reply (absent on a network failure): the dashboard
  // sends a stale session (401) back to /login with it.
  const status = (error as { status?: number } | null)?.status ?? body?.responseCode;
  // Never the client's own error text ('[GET] "/api/…": 500 Internal Server Error'): a person reads
  // the server's message, or a plain one the screen may replace with its own (serverMessageOr).
  const said: Message = server
    ? received(server, body?.error?.code, body?.error?.values)
    : status === undefined
      ? CODED.MSG.networkError
      : CODED.MSG.unknownError;
  const fields = body?.error?.fields;
  const codes = body?.error?.fieldCodes;
  const fieldMessages =
    fields && Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, received(text, codes?.[name]?.code, codes?.[name]?.values)]));
  // A refusal of several fields joins their messages and has no code of its own: it is said as its fields' messages.
  const parts = Object.values(fieldMessages ?? {});
  const shown = !said.code && server && parts.length > 1 && parts.every((part) => part.code) ? { ...said, parts } : said;
  return { ok: false, code: 500, message: said.text, error: shown, serverMessage: server, fields, fieldMessages, status };
}

/** A message as the server sent it: its text, and its code and values when it gave them. */
export const received = (text: string, code: unknown, values: unknown): Message =>
  typeof code === 'string' ? { text, code, values: values && typeof values === 'object' ? (values as Message['values']) : {} } : { text };

/**
 * The 'server message or {default}' of docs/product/messages.md: the server's text when it gave one,
 * `fallback` when it replied without one, `noReply` when no reply arrived (network, timeout). A
 * fallback is a coded message or the screen's own words (shown as they are: `shownBy`).
 */
export const serverMessageOr = (result: ApiFailure, fallback: MessageOrText, noReply: MessageOrText = fallback): MessageOrText =>
  result.offline || result.serverMessage ? result.error : result.status === undefined ? noReply : fallback;

/** Each field's message of a refusal, with its code where the server gave one; a text with no code as it came. */
export const fieldMessagesOf = (failure: ApiFailure): Record<string, Message> =>
  failure.fieldMessages ?? Object.fromEntries(Object.entries(failure.fields ?? {}).map(([name, text]) => [name, uncoded(text)]));

/** A change made without a connection is refused with a message saying so; it is never queued or lost silently. */
const offlineWrite = (): ApiFailure => ({
  ok: false,
  code: 500,
  message: CODED.OFFLINE_TEXT.changeRefused.text,
  error: CODED.OFFLINE_TEXT.changeRefused,
  offline: true,
});

/** Calls the API and never throws: success carries `response`, failure the normalised message. */
export async function request<T>(path: string, options: FetchOptions<'json'> = {}): Promise<ApiResult<T>> {
  const change = (options.method ?? 'GET').toUpperCase() !== 'GET';
  if (change && isOffline()) return offlineWrite();
  try {
    const body = await http<Envelope<T>>(path, options);
    if (body && isSuccess(body.responseCode) && !body.error) {
      return { ok: true, code: body.responseCode, data: body.response as T };
    }
    return failure(Object.assign(new Error(body?.error?.message || CODED.MSG.unknownError.text), { data: body, status: body?.responseCode ?? 200 }));
  } catch (error) {
    const result = failure(error);
    // No reply to a change and the connection is gone: say so rather than a bare 'fetch failed'.
    return change && result.status === undefined && isOffline() ? offlineWrite() : result;
  }
}

/**
 * The result `request` gives, for a GET the page sent itself before its scripts ran (the
 * dashboard's head asks for the first screen's data: src/app/dashboard/helpers/early-reply.ts).
 */
export async function resultOfReply<T>(reply: Promise<Response>): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await reply;
  } catch (error) {
    return failure(error);
  }
  noteReply(response.headers);
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  if (response.ok && body && isSuccess(body.responseCode) && !body.error) return { ok: true, code: body.responseCode, data: body.response as T };
  const status = response.ok ? (body?.responseCode ?? 200) : response.status;
  return failure(Object.assign(new Error(body?.error?.message || CODED.MSG.unknownError.text), { data: body, status }));
}

export const apiGet = <T>(path: string, query?: Record<string, unknown>) => request<T>(path, { method: 'GET', query });
export const apiPost = <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body: body as BodyInit });
export const apiPut = <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body as BodyInit });
export const apiDelete = <T>(path: string) => request<T>(path, { method: 'DELETE' });
