import type { ApiResult } from '../../../lib/api';
import { referenceList } from '../../../lib/reference-lists';
import { resourceByPath } from '../../../shared/resources';
import { dashboardApi, guarded } from '../../lib/session';
import { groupCastes, type OptionGroup } from '../../../lib/caste-groups';
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

/** Every caste with its religion, and the religions' names, for the grouped caste filter. */
export async function loadCasteGroups(): Promise<ApiResult<OptionGroup[]>> {
  const [castes, religions] = await Promise.all([
    dashboardApi.get<{ items: { id: number; name: string; religionId?: number | null }[] }>('/caste-master', {
      pageSize: resourceByPath('caste-master').maxPageSize,
    }),
    guarded(referenceList('religion-master')),
  ]);
  if (!castes.ok) return castes;
  if (!religions.ok) return religions;
  const rows = castes.data.items.map((c) => ({ id: Number(c.id), name: String(c.name), religionId: c.religionId == null ? null : Number(c.religionId) }));
  return { ...castes, data: groupCastes(rows, religions.data) };
}
