import { dashboardApi } from '../../lib/session';
import type { AdminSummary, MemberSummary } from '../../../shared/schemas/dashboard';

/** The dashboard home's calls: the site figures for an administrator, a member's own summary. */
export const fetchAdminSummary = () => dashboardApi.get<AdminSummary>('/Dashboard/GetUserSummary');
export const fetchMemberSummary = () => dashboardApi.get<MemberSummary>('/Dashboard/GetUserMatchingSummaryAsync');
