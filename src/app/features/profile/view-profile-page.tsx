import { useStore } from '@nanostores/react';
import { lazy } from 'react';
import { $auth } from '../../stores/auth';
import { isAdminRole } from '../../dashboard/helpers/role';
import { MemberProfileView } from './member-profile-view';

// The administrator's reading, with its words in three languages, is its own chunk: a member's
// reading of a profile is without it (docs/decisions/075-administrators-screens-in-languages.md).
const AdminProfileView = lazy(() => import('./admin-profile-view').then((module) => ({ default: module.AdminProfileView })));

/**
 * Another member's profile: administrators read (and verify) it in full; members see what
 * docs/product/access.md allows, with the view recorded (member-profile-view.tsx).
 */
export default function ViewProfilePage({ params }: { params: Record<string, string> }) {
  const admin = isAdminRole(useStore($auth)?.role);
  return admin ? <AdminProfileView params={params} /> : <MemberProfileView id={params.id} />;
}
