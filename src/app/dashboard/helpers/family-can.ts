import { useStore } from '@nanostores/react';
import type { HelperPermission } from '../../../shared/schemas/family';
import { $auth } from '../../stores/auth';
import { $me, type Me } from './session';

/**
 * What the signed-in person may do on another member's profile and cards (docs/product/family.md).
 * A member may do everything; a family helper only what the member chose for them, and never
 * message, call, block, report, hide a profile or spend the member's contact views. The server
 * refuses the same (modules/family/family-gate.ts): this only keeps the buttons away.
 */
export type MemberAct = HelperPermission | 'message' | 'block' | 'report' | 'hide' | 'contact';

export function canDo(role: string | undefined, me: Me | null, act: MemberAct): boolean {
  if (role?.toLowerCase() !== 'family') return true;
  const family = me?.family;
  // Until the server has said whom a helper acts for, nothing is offered.
  if (!family) return false;
  const member = family.members.find((m) => m.memberId === family.actingFor);
  return Boolean(member && (member.permissions as readonly string[]).includes(act));
}

/** `can(act)` for the signed-in person, following whom a helper acts for. */
export function useCan(): (act: MemberAct) => boolean {
  const role = useStore($auth)?.role;
  const me = useStore($me);
  return (act) => canDo(role, me, act);
}
