import { atom } from 'nanostores';
import { apiGet, apiPost, request, serverMessageOr, type ApiResult } from '../../client/api';
import { flashToast } from '../../client/flash-toast';

import type { MeResult } from '../../../shared/schemas/auth';
import type { Acting } from '../../../shared/schemas/family';
import { $auth, logout } from '../../stores/auth';
import { LOGIN_PATH } from '../config/paths';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../../shared/i18n/locales';
import { loadMessages, say } from '../../../shared/i18n/forms/messages';
import { shownBy } from '../../../shared/message-code';
import { takeSignedInMember } from '../../client/signed-in-member';
import { chosenLocale } from './chosen-locale';
import { takeEarlyReply } from './early-reply';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/** The signed-in member as the server knows them (GET /auth/me); authData holds no userId. */
export interface Me {
  userId: number | null;
  /** The account's name and e-mail as the server has them (absent until it answered). */
  userName?: string;
  email?: string;
  /** The member's language (Settings → Language); English until the server has said. */
  locale: Locale;
  /** A family helper: whom they help, and with what (docs/product/family.md); `userId` is then that member's. */
  family?: Acting;
}
export const $me = atom<Me | null>(null);

let leaving = false;
/** True once the shell is leaving on purpose, so the guard does not race it to /login. */
export const isLeaving = () => leaving;

/** Ends the local session and leaves the dashboard; the next page shows the flash toast. */
export function leaveDashboard(path: string, message: string, kind: 'success' | 'error'): void {
  if (leaving) return;
  leaving = true;
  logout();
  flashToast(message, kind);
  location.assign(path);
}

/**
 * A revoked or expired token: clear it and go to the sign-in page of the language the dashboard
 * was in, where the flash toast says why in that language.
 */
export async function endStaleSession(): Promise<void> {
  const locale = chosenLocale();
  // Without its catalogue (the network gone too), the page still leaves, telling it in English.
  await loadMessages(locale).catch(() => undefined);
  leaveDashboard(localePath(locale, LOGIN_PATH), say(locale, MSG.sessionExpired), 'error');
}

/** Every dashboard call passes through here so a 401 anywhere ends the stale session. */
export async function guarded<T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call;
  if (!result.ok && result.status === 401 && $auth.get()) void endStaleSession();
  return result;
}

export async function loadMe(): Promise<void> {
  const known = takeSignedInMember($auth.get());
  const result: ApiResult<MeResult> = known ? { ok: true, code: 200, data: known } : await guarded(apiGet<MeResult>('/auth/me'));
  // Any other failure (offline, an older server) still lets the shell work; pages needing the id say so.
  if (result.ok && result.data.role === 'family') {
    // A helper's pages ask for the member they act for: that member is "me" to them.
    const acting = await guarded(apiGet<Acting>('/family/acting'));
    const family = acting.ok ? acting.data : { actingFor: null, members: [] };
    $me.set({ userId: family.actingFor, locale: result.data.locale, family });
    return;
  }
  $me.set(
    result.ok
      ? { userId: result.data.userId, userName: result.data.userName, email: result.data.email, locale: result.data.locale }
      : { userId: null, locale: DEFAULT_LOCALE },
  );
}

/**
 * Signs out here and on the server, to the sign-in page of the language the dashboard shows,
 * whose toast says how it went in that language.
 */
export async function signOut(locale: Locale): Promise<void> {
  const result = await request<unknown>('/auth/logout', { method: 'GET' });
  // The local session ends either way; a server that already forgot the token (401) is a success.
  const ok = result.ok || result.status === 401;
  // As the public header says it: the server's words, 'Logout failed!' from a server without them,
  // 'Something went wrong!' (the specification's text for an exception) when no reply came.
  const failed = result.ok ? '' : serverMessageOr(result, MSG.logoutFailed, MSG.somethingWentWrong);
  leaveDashboard(
    localePath(locale, LOGIN_PATH),
    ok ? say(locale, MSG.logoutSuccess) : shownBy((message) => say(locale, message), failed),
    ok ? 'success' : 'error',
  );
}

export const dashboardApi = {
  // The first screen's data may have been asked for by the page's head already (early-reply.ts).
  get: <T>(path: string, query?: Record<string, unknown>) => guarded((query === undefined && takeEarlyReply<T>(path)) || apiGet<T>(path, query)),
  post: <T>(path: string, body?: unknown) => guarded(apiPost<T>(path, body)),
  put: <T>(path: string, body?: unknown) => guarded(request<T>(path, { method: 'PUT', body: body as BodyInit })),
  del: <T>(path: string, body?: unknown) => guarded(request<T>(path, { method: 'DELETE', body: body as BodyInit })),
};
