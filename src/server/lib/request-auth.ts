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
  /** A family helper's session: the member it acts for, as chosen (null: not chosen yet, or not a helper). */
  actingForUserId?: number | null;
  /**
   * Set when a family helper acts in a member's name (modules/family/family-gate.ts): the
   * context then names the member (userId, role), and this names the helper who acts.
   */
  actor?: FamilyActor;
}

/** The family helper behind a request made in a member's name (docs/decisions/070-family-helpers-acting-for.md). */
export interface FamilyActor {
  /** The family_helper row: the link between the helper and this member. */
  helperId: number;
  helperUserId: number;
  /** The helper's first name and relation, as the member wrote them ("Asha", "mother"). */
  firstName: string;
  relation: string;
}
