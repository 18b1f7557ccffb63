import type { ModerationActionName, ReportQueuePage } from '../../../shared/schemas/interests';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The administrators' Reports queue and its actions (docs/product/member-loop.md). */
export const fetchReportQueue = (status: 'open' | 'closed', page: number, pageSize: number) =>
  dashboardApi.get<ReportQueuePage>('/moderation/reports', { status, page, pageSize });
export const moderate = (userId: number, action: ModerationActionName, note: string) =>
  dashboardApi.post<{ userId: number; action: string }>(`/moderation/members/${userId}/actions`, { action, note: note.trim() || undefined });
