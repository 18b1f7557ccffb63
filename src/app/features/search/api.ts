import { dashboardApi } from '../../dashboard/helpers/session';
import type { MatchItem } from '../../../shared/schemas/matching';
import type { SavedSearch, SearchPage } from '../../../shared/schemas/search';

/** Member search, profile codes and saved searches (docs/product/matching.md). */
export const searchMembers = (query: string) => dashboardApi.get<SearchPage>(`/search?${query}`);
export const findByCode = (code: string) => dashboardApi.get<MatchItem>(`/search/code/${encodeURIComponent(code)}`);
export const fetchMyCode = () => dashboardApi.get<{ profileCode: string }>('/search/my-code');
export const fetchSavedSearches = () => dashboardApi.get<SavedSearch[]>('/search/saved');
export const saveSearch = (name: string, filters: Record<string, unknown>, includeInDigest: boolean) =>
  dashboardApi.post<SavedSearch>('/search/saved', { name, filters, includeInDigest });
export const setSavedSearchDigest = (id: number, includeInDigest: boolean) => dashboardApi.put<SavedSearch>(`/search/saved/${id}`, { includeInDigest });
export const deleteSavedSearch = (id: number) => dashboardApi.del<{ id: number; deleted: boolean }>(`/search/saved/${id}`);
