import { dashboardApi } from '../../lib/session';
import type { ProfileSearchPage } from '../../../shared/schemas/profile-search';

export interface ProfileQuery {
  page: number;
  pageSize: number;
  search: string;
  casteId: string;
  genderId: string;
}

/** One page of the profile search; empty filters are left out of the query. */
export const searchProfiles = ({ page, pageSize, search, casteId, genderId }: ProfileQuery) =>
  dashboardApi.get<ProfileSearchPage>('/user-matrimonial-detail/search', {
    page,
    pageSize,
    ...(search ? { search } : {}),
    ...(casteId ? { casteId } : {}),
    ...(genderId ? { genderId } : {}),
  });

export const verifyProfile = (userId: number) => dashboardApi.put(`/user-matrimonial-detail/${userId}/verify`);
