import type { MeResult } from '../../shared/schemas/auth';
import type { Locale } from '../../shared/i18n/locales';

/**
 * Who just signed in, as the sign-in reply said it (id, name, e-mail, role, language), kept for
 * the tab so the dashboard that opens next does not ask GET /auth/me again
 * (docs/decisions/084-first-screen-at-the-floor.md). Not in storage-keys.ts: the public pages load
 * that and never this.
 */
const KEY = 'signedInMember';

export interface SignedInMember {
  userId: number;
  userName: string;
  email?: string;
  role: string;
  locale: Locale;
}

/** Noted by the sign-in page before it opens the dashboard; storage refused, the dashboard asks. */
export function noteSignedInMember(member: SignedInMember): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(member));
  } catch {
    // storage refused: the dashboard asks who signed in
  }
}

/**
 * The note, taken once, when it is for the session now stored (same role and name): null to ask
 * the server.
 */
export function takeSignedInMember(session: { role: string; userName: string } | undefined): MeResult | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const noted = JSON.parse(raw) as Partial<SignedInMember> | null;
    if (!noted || typeof noted.userId !== 'number' || typeof noted.locale !== 'string' || !session) return null;
    if (noted.role !== session.role || noted.userName !== session.userName) return null;
    return {
      userId: noted.userId,
      userName: noted.userName,
      email: noted.email ?? '',
      role: noted.role as MeResult['role'],
      otpVerified: true,
      locale: noted.locale,
    };
  } catch {
    return null; // storage refused or a foreign entry: ask the server
  }
}
