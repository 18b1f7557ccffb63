import { useStore } from '@nanostores/react';
import { $auth } from '../../../stores/auth';
import { isAdminRole } from '../../lib/role';
import { AdminSummaryView } from './admin-summary';
import { MemberSummaryView } from './member-summary';

/** Dashboard home: the admin summary when the role is admin (any case), the member's otherwise. */
export default function HomePage() {
  const auth = useStore($auth);
  return isAdminRole(auth?.role) ? <AdminSummaryView /> : <MemberSummaryView userName={auth?.userName ?? ''} />;
}
