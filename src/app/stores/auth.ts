import { persistentAtom } from '@nanostores/persistent';
import { AUTH_STORAGE_KEY } from '../../shared/storage-keys';
import { readAccessTokenFrom } from '../client/access-token';
import { purgeMemberReads } from '../client/purge-member-reads';

export interface AuthData {
  accessToken: string;
  role: string;
  userName: string;
}

function decode(raw: string): AuthData | undefined {
  try {
    const value = JSON.parse(raw) as Partial<AuthData> | null;
    return value && typeof value.accessToken === 'string' ? (value as AuthData) : undefined;
  } catch {
    return undefined; // a hand-edited or foreign entry counts as signed out
  }
}

/**
 * Signed-in member, persisted in localStorage under `authData` (docs/product/states.md) and synced across tabs.
 * `undefined` means signed out; setting it removes the stored entry.
 */
export const $auth = persistentAtom<AuthData | undefined>(AUTH_STORAGE_KEY, undefined, {
  encode: JSON.stringify,
  decode,
});

// The API client sends the signed-in member's token; it reads it from here.
readAccessTokenFrom(() => $auth.get()?.accessToken);

/** Signs in; the previous account's offline copies go first (docs/decisions/040). */
export function setAuth(data: AuthData): void {
  void purgeMemberReads();
  $auth.set(data);
}

/** Clears the session and its offline copies locally; callers tell the server (GET /auth/logout) and show the toast. */
export function logout(): void {
  void purgeMemberReads();
  $auth.set(undefined);
}
