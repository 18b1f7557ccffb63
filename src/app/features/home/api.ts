import { dashboardApi } from '../../dashboard/helpers/session';
import type { AdminSummary, MemberSummary } from '../../../shared/schemas/dashboard';
import type { AppealState, MyReport, Warning } from '../../../shared/schemas/interests';
import type { PrivacySettings } from '../../../shared/schemas/photos';

/** The dashboard home's calls: the site figures for an administrator, a member's own summary. */
export const fetchAdminSummary = () => dashboardApi.get<AdminSummary>('/Dashboard/GetUserSummary');
export const fetchMemberSummary = () => dashboardApi.get<MemberSummary>('/Dashboard/GetUserMatchingSummaryAsync');

/** What our team told the member: warnings, and what came of their reports. */
export async function fetchTeamNotes() {
  const [warnings, reports] = await Promise.all([dashboardApi.get<Warning[]>('/moderation/warnings'), dashboardApi.get<MyReport[]>('/reports/mine')]);
  if (!warnings.ok) return warnings;
  if (!reports.ok) return reports;
  return { ...warnings, data: { warnings: warnings.data, reports: reports.data } };
}

/** Whether the member's profile is hidden by reports, and whether they may still appeal. */
export const fetchAppeal = () => dashboardApi.get<AppealState>('/moderation/appeal');
export const sendAppeal = (text: string) => dashboardApi.post<AppealState>('/moderation/appeal', { text });
/** Whether the member's profile is paused (the home's reminder), and showing it again in one tap. */
export const fetchPauseState = () => dashboardApi.get<PrivacySettings>('/settings/privacy');
export const resumeProfile = () => dashboardApi.put<PrivacySettings>('/settings/pause', { paused: false });
