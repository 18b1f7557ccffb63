import { dashboardApi } from '../../lib/session';
import type { MatchItem, MatchPage, ViewerPage } from '../../../shared/schemas/matching';
import type { SavedSearch, SearchPage } from '../../../shared/schemas/search';

/** The matching pages' calls: ranked matches and who viewed the member ('Interested' sends through dashboard/lib/interest-calls). */
export const fetchMatches = (page: number, pageSize: number, verifiedOnly: boolean) =>
  dashboardApi.get<MatchPage>('/user-matrimonial-detail/match', verifiedOnly ? { page, pageSize, verifiedOnly } : { page, pageSize });

export const fetchViewers = (userId: number | null, page: number, pageSize: number) =>
  dashboardApi.get<ViewerPage>('/user-matrimonial-detail/GetMatchingProfilesAsync', { userId, page, pageSize });

/** The interest both ways and the member's marks, from a match card (docs/product/member-loop.md). */
export const answerInterest = (id: number, answer: 'accept' | 'decline') => dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/${answer}`, {});
export const markMember = (list: '/shortlist' | '/not-interested', userId: number) => dashboardApi.put<{ userId: number }>(`${list}/${userId}`);
export const unmarkMember = (list: '/shortlist', userId: number) => dashboardApi.del<{ userId: number }>(`${list}/${userId}`);

/** Member search, profile codes and saved searches (docs/product/matching.md). */
export const searchMembers = (query: string) => dashboardApi.get<SearchPage>(`/search?${query}`);
export const findByCode = (code: string) => dashboardApi.get<MatchItem>(`/search/code/${encodeURIComponent(code)}`);
export const fetchMyCode = () => dashboardApi.get<{ profileCode: string }>('/search/my-code');
export const fetchSavedSearches = () => dashboardApi.get<SavedSearch[]>('/search/saved');
export const saveSearch = (name: string, filters: Record<string, unknown>, includeInDigest: boolean) =>
  dashboardApi.post<SavedSearch>('/search/saved', { name, filters, includeInDigest });
export const setSavedSearchDigest = (id: number, includeInDigest: boolean) => dashboardApi.put<SavedSearch>(`/search/saved/${id}`, { includeInDigest });
export const deleteSavedSearch = (id: number) => dashboardApi.del<{ id: number; deleted: boolean }>(`/search/saved/${id}`);
