import type { ApiResult } from '../../client/api';
import { referenceList } from '../../client/reference-lists';
import { resourceByPath } from '../../../shared/resources';
import { dashboardApi, guarded } from '../../dashboard/helpers/session';
import { groupCastes, type OptionGroup } from '../../client/caste-groups';
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

/** The caste filter's groups, and the shown (local) names of religions and castes by their ids, for the table. */
export interface CasteNames {
  groups: OptionGroup[];
  religion: Map<number, string>;
  caste: Map<number, string>;
}

/** Every caste with its religion, and the religions' names, for the grouped caste filter (named in the administrator's language). */
export async function loadCasteGroups(): Promise<ApiResult<CasteNames>> {
  const [castes, religions] = await Promise.all([
    dashboardApi.get<{ items: { id: number; name: string; localName?: string | null; religionId?: number | null }[] }>('/caste-master', {
      pageSize: resourceByPath('caste-master').maxPageSize,
    }),
    guarded(referenceList('religion-master')),
  ]);
  if (!castes.ok) return castes;
  if (!religions.ok) return religions;
  const rows = castes.data.items.map((c) => ({
    id: Number(c.id),
    name: String(c.localName || c.name),
    english: String(c.name),
    religionId: c.religionId == null ? null : Number(c.religionId),
  }));
  const religion = new Map(religions.data.map((r) => [r.id, r.name]));
  const caste = new Map(rows.map((c) => [c.id, c.name]));
  return { ...castes, data: { groups: groupCastes(rows, religions.data), religion, caste } };
}
