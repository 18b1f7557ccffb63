import { FetchError } from 'ofetch';
import { http, received, type Envelope } from '../../client/api';
import { CODED } from '../../../shared/coded-messages';
import type { Message } from '../../../shared/message-code';
import { guarded } from './session';

const MSG = CODED.MSG;

/** Hands a file to the browser's download without leaving the page; the object URL is released straight after. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.target = '_self';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A failed file request still answers the JSON envelope; read its message. */
async function messageOf(error: unknown): Promise<Message> {
  const data = error instanceof FetchError ? error.data : undefined;
  try {
    const text = data instanceof Blob ? await data.text() : '';
    const body = (JSON.parse(text) as Partial<Envelope<unknown>>).error;
    return body?.message ? received(body.message, body.code, body.values) : MSG.unknownError;
  } catch {
    return error instanceof Error ? { text: error.message } : MSG.unknownError;
  }
}

/**
 * Downloads a file the API sends only with the bearer token (a plain link cannot carry it), through
 * the one ofetch client and the dashboard's 401 handling.
 */
export function downloadFile(path: string, fileName: string) {
  return guarded(
    http<Blob, 'blob'>(path, { method: 'GET', responseType: 'blob' }).then(
      (blob) => {
        saveBlob(blob, fileName);
        return { ok: true as const, code: 200, data: fileName };
      },
      async (error: unknown) => ({
        ok: false as const,
        code: 500 as const,
        ...(await messageOf(error).then((said) => ({ message: said.text, error: said }))),
        status: error instanceof FetchError ? error.status : undefined,
      }),
    ),
  );
}
