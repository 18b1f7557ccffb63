import { dashboardApi } from '../../lib/session';
import type { InterestResult, MatchPage, ViewerPage } from '../../../shared/schemas/matching';

/** The matching pages' calls: ranked matches, the 'Interested' action and who viewed the member. */
export const fetchMatches = (page: number, pageSize: number) => dashboardApi.get<MatchPage>('/user-matrimonial-detail/match', { page, pageSize });

export const sendInterest = (userId: number, matchingUserId: number) =>
  dashboardApi.post<InterestResult>(`/user-matrimonial-detail/UpdateMatchingProfile?userId=${userId}&matchingUserId=${matchingUserId}`, {
    userId,
    matchingUserId,
  });

export const fetchViewers = (userId: number | null, page: number, pageSize: number) =>
  dashboardApi.get<ViewerPage>('/user-matrimonial-detail/GetMatchingProfilesAsync', { userId, page, pageSize });

/** The interest both ways and the member's marks, from a match card (DESIGN §15). */
export const answerInterest = (id: number, answer: 'accept' | 'decline') => dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/${answer}`, {});
export const markMember = (list: '/shortlist' | '/not-interested', userId: number) => dashboardApi.put<{ userId: number }>(`${list}/${userId}`);
export const unmarkMember = (list: '/shortlist', userId: number) => dashboardApi.del<{ userId: number }>(`${list}/${userId}`);
