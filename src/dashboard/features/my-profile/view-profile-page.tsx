import { useStore } from '@nanostores/react';
import { $auth } from '../../../stores/auth';
import { isAdminRole } from '../../lib/role';
import { AdminProfileView } from './admin-profile-view';
import { MemberProfileView } from './member-profile-view';

/**
 * Another member's profile: administrators read (and verify) it in full; members see what
 * docs/product/access.md allows, with the view recorded (member-profile-view.tsx).
 */
export default function ViewProfilePage({ params }: { params: Record<string, string> }) {
  const admin = isAdminRole(useStore($auth)?.role);
  return admin ? <AdminProfileView params={params} /> : <MemberProfileView id={params.id} />;
}
