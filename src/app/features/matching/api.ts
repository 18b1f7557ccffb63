import { dashboardApi } from '../../dashboard/helpers/session';
import type { MatchPage, ViewerPage } from '../../../shared/schemas/matching';

/** The matching pages' calls: ranked matches and who viewed the member. */
export const fetchMatches = (page: number, pageSize: number, verifiedOnly: boolean) =>
  dashboardApi.get<MatchPage>('/user-matrimonial-detail/match', verifiedOnly ? { page, pageSize, verifiedOnly } : { page, pageSize });

export const fetchViewers = (userId: number | null, page: number, pageSize: number) =>
  dashboardApi.get<ViewerPage>('/user-matrimonial-detail/GetMatchingProfilesAsync', { userId, page, pageSize });
