/**
 * Where a member is in 'Complete Your Profile', kept in this tab's sessionStorage so a reload or
 * Back returns to the same tab: the profile itself is saved on the server by every Next, and the
 * session that OTP verification issued is what the form's calls already carry.
 */
export interface RegistrationProgress {
  userId: number;
  token: string;
  email: string;
  tab: string;
}

const KEY = 'registrationProgress';

export function readProgress(): RegistrationProgress | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<RegistrationProgress> | null;
    if (!saved || typeof saved.userId !== 'number' || typeof saved.token !== 'string') return null;
    return { userId: saved.userId, token: saved.token, email: String(saved.email ?? ''), tab: String(saved.tab ?? 'personal') };
  } catch {
    return null;
  }
}

export function saveProgress(progress: RegistrationProgress) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    /* storage unavailable: the wizard still works, only without resuming */
  }
}

export function clearProgress() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
