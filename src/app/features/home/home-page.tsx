import { useStore } from '@nanostores/react';
import { lazy } from 'react';
import { $auth } from '../../stores/auth';
import { isAdminRole } from '../../dashboard/helpers/role';
import { MemberSummaryView } from './member-summary';

// The administrators' figures and chart are their own chunk: a member's first screen is without them
// (docs/decisions/074-dashboard-first-screen.md).
const AdminSummaryView = lazy(() => import('./admin-summary').then((module) => ({ default: module.AdminSummaryView })));

/** Dashboard home: the admin summary when the role is admin (any case), the member's otherwise. */
export default function HomePage() {
  const auth = useStore($auth);
  return isAdminRole(auth?.role) ? <AdminSummaryView /> : <MemberSummaryView userName={auth?.userName ?? ''} />;
}
