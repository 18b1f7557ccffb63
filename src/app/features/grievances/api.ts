import type { GrievanceAdminItem, GrievanceOutcome, GrievanceReport } from '../../../shared/schemas/grievances';
import type { Page } from '../../../shared/envelope';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The administrators' grievance queue, its acts and the monthly report (docs/product/trust.md). */
export const fetchGrievances = (status: 'open' | 'decided', page: number, pageSize: number) =>
  dashboardApi.get<Page<GrievanceAdminItem>>('/grievances', { status, page, pageSize });
export const acknowledge = (id: number) => dashboardApi.post<GrievanceAdminItem>(`/grievances/${id}/acknowledge`, {});
export const takeDown = (id: number) => dashboardApi.post<GrievanceAdminItem>(`/grievances/${id}/take-down`, {});
export const decide = (id: number, outcome: GrievanceOutcome, reason: string) =>
  dashboardApi.post<GrievanceAdminItem>(`/grievances/${id}/decide`, { outcome, reason: reason.trim() });
export const fetchReport = (month: string) => dashboardApi.get<GrievanceReport>('/grievances/report', { month });
