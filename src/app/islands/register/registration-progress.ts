import type { PendingVerification } from '../../client/auth-calls';

/**
 * How far a registration has come, kept in localStorage so a reload, another tab or a visit to
 * another page comes back to it (docs/product/states.md): the code step (the pending account
 * waiting for its code, so the code dialog opens again) or 'Complete Your Profile' (the session
 * verification gave, and the open tab; the profile itself is saved on the server by every Next).
 * It ends when the profile is submitted, when the member signs out or starts again (abandoned),
 * or when the pending account is older than the server keeps one.
 */
export interface RegistrationProgress {
  userId: number;
  token: string;
  email: string;
  tab: string;
}

const KEY = 'registrationProgress';
const PENDING_KEY = 'registrationPending';
/** The server removes an unverified account after a day (PENDING_ACCOUNT_HOURS). */
const PENDING_MAX_AGE_MS = 24 * 3_600_000;

const read = (key: string): Record<string, unknown> | null => {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const write = (key: string, value: unknown) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the wizard still works, only without resuming */
  }
};

export function readProgress(): RegistrationProgress | null {
  const saved = read(KEY);
  if (!saved || typeof saved.userId !== 'number' || typeof saved.token !== 'string') return null;
  return { userId: saved.userId, token: saved.token, email: String(saved.email ?? ''), tab: String(saved.tab ?? 'personal') };
}

export function saveProgress(progress: RegistrationProgress) {
  write(KEY, progress);
  write(PENDING_KEY, null);
}

/** Finished or abandoned: nothing to come back to. */
export function clearProgress() {
  write(KEY, null);
  write(PENDING_KEY, null);
}

/** The account registered and waiting for its code, if it is recent enough to still exist. */
export function readPending(now = Date.now()): PendingVerification | null {
  const saved = read(PENDING_KEY);
  if (!saved || typeof saved.userId !== 'number' || typeof saved.verificationToken !== 'string') return null;
  if (typeof saved.savedAt !== 'number' || now - saved.savedAt > PENDING_MAX_AGE_MS) {
    write(PENDING_KEY, null);
    return null;
  }
  return { userId: saved.userId, verificationToken: saved.verificationToken, email: String(saved.email ?? ''), mobile: String(saved.mobile ?? '') };
}

export function savePending(pending: PendingVerification, now = Date.now()) {
  write(PENDING_KEY, { ...pending, savedAt: now });
}
