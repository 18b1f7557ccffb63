import type { Acting, ActivityPage, Helper, HelperList, InviteHelperInput, UpdateHelperInput } from '../../../shared/schemas/family';
import { dashboardApi } from '../../dashboard/helpers/session';

/** Settings → Family (docs/product/family.md): the member's helpers and their activity; a helper's choice of member. */
export const fetchHelpers = () => dashboardApi.get<HelperList>('/family/helpers');
export const inviteHelper = (input: InviteHelperInput) => dashboardApi.post<{ id: number; message: string }>('/family/helpers', input);
export const changeHelper = (id: number, input: UpdateHelperInput) => dashboardApi.put<Helper>(`/family/helpers/${id}`, input);
export const removeHelper = (id: number) => dashboardApi.del<{ id: number; removed: true }>(`/family/helpers/${id}`);
export const saveFamilyShown = (shown: boolean) => dashboardApi.put<{ shown: boolean }>('/family/settings', { shown });
export const fetchActivity = () => dashboardApi.get<ActivityPage>('/family/activity', { pageSize: 50 });
export const undoActivity = (id: number) => dashboardApi.post<{ id: number; status: 'withdrawn' }>(`/family/activity/${id}/undo`);
export const chooseMember = (memberId: number) => dashboardApi.put<Acting>('/family/acting', { memberId });
