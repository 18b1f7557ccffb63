import type { Locale } from '../../shared/locales.ts';

/**
 * Who a request comes from, once its bearer token is read (plugins/auth-context.ts). Declared
 * here, apart from the session code, so the generic resource layer can name it without
 * importing a module.
 */
export interface AuthContext {
  sessionId: number;
  userId: number;
  userName: string;
  email: string;
  role: string;
  roleId: number;
  isAdmin: boolean;
  isVerified: boolean;
  /** The member's language (en, hi or ta). */
  locale: Locale;
}
