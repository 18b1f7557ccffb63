import type { InterestPage, InterestTab } from '../../../shared/schemas/interests';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The Interests page's calls (docs/product/member-loop.md). */
export const fetchInterests = (tab: InterestTab, page: number, pageSize: number) => dashboardApi.get<InterestPage>('/interests', { tab, page, pageSize });
export const acceptInterest = (id: number) => dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/accept`, {});
export const declineInterest = (id: number, template: number) => dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/decline`, { template });
export const withdrawInterest = (id: number) => dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/withdraw`, {});
