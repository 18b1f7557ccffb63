import { resultOfReply, type ApiResult } from '../../client/api';
import { accessToken } from '../../client/access-token';

/**
 * The first screen's data, asked for by the dashboard's page as soon as its head is read, before
 * any of its JavaScript has arrived (src/site/pages/dashboard/index.astro;
 * docs/decisions/084-first-screen-at-the-floor.md). The head leaves the request here; the first
 * call for the same path with the same session takes it, once; any other call goes to the network.
 */
export interface EarlyRequest {
  /** The API path without the base, as the screen asks for it. */
  path: string;
  /** The session it was sent with: a reply for another session is not used. */
  token: string;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __earlyReply?: EarlyRequest;
  }
}

export function takeEarlyReply<T>(path: string): Promise<ApiResult<T>> | null {
  const early = typeof window === 'undefined' ? undefined : window.__earlyReply;
  if (!early || early.path !== path) return null;
  window.__earlyReply = undefined;
  if (early.token !== accessToken()) return null;
  return resultOfReply<T>(early.reply);
}
