import { REQUEST_TIMEOUT_MS, SUCCESS_CODE_MAX, SUCCESS_CODE_MIN } from '../../shared/constants';
import { CODED } from '../../shared/coded-messages';
import type { Message } from '../../shared/message-code';
import { accessToken } from './access-token';
import { API_BASE, received, type ApiResult, type Envelope } from './api';

const MSG = CODED.MSG;

/**
 * Multipart upload with progress. fetch() cannot report upload progress, so this one call uses
 * XMLHttpRequest, with the same base, timeout, bearer token and normalised failures as api.ts.
 */
export interface UploadOptions {
  fields: Record<string, string | number>;
  file: File;
  token?: string | null;
  onProgress?: (percent: number) => void;
}

export function uploadFile<T>(path: string, { fields, file, token, onProgress }: UploadOptions): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const form = new FormData();
    // Fields first: the server reads them before the file.
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    const bearer = token ?? accessToken();
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    const fail = (said: Message, detail?: unknown) => {
      console.error(MSG.apiError.text, detail ?? said.text);
      resolve({ ok: false, code: 500, message: said.text, error: said });
    };
    xhr.onload = () => {
      let body: Envelope<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        return fail({ text: xhr.statusText }, xhr.responseText);
      }
      if (body.responseCode >= SUCCESS_CODE_MIN && body.responseCode <= SUCCESS_CODE_MAX && !body.error)
        resolve({ ok: true, code: body.responseCode, data: body.response as T });
      else fail(body.error?.message ? received(body.error.message, body.error.code, body.error.values) : MSG.unknownError, body);
    };
    xhr.onerror = () => fail(MSG.networkError);
    xhr.ontimeout = () => fail({ text: `Request timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds` });
    xhr.send(form);
  });
}

/** docUrl is relative to the API's origin; a CDN-hosted site reaches the API elsewhere. */
export function fileUrl(docUrl: string): string {
  return /^https?:\/\//.test(API_BASE) ? new URL(docUrl, API_BASE).toString() : docUrl;
}
