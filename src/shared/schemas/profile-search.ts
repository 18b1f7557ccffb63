import { coerce, integer, max, min, optional, size, string, type, type Infer } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_DB_INTEGER } from '../constants';
import type { Page } from '../envelope';
import { pagingFields } from './paging';

/** GET /user-matrimonial-detail/search: paging (page size at most 100), text, caste and gender. */
export const PROFILE_SEARCH_MAX_PAGE_SIZE = 100;

const intFrom = (top: number) => coerce(min(max(integer(), top), 1), string(), (v) => (/^\d{1,10}$/.test(v.trim()) ? Number(v) : v));

export const ProfileSearchQuery = type({
  ...pagingFields({ defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: PROFILE_SEARCH_MAX_PAGE_SIZE }),
  search: optional(size(string(), 0, 100)),
  casteId: optional(intFrom(MAX_DB_INTEGER)),
  genderId: optional(intFrom(3)),
});
export type ProfileSearchInput = Infer<typeof ProfileSearchQuery>;

export interface ProfileSearchItem {
  userId: number;
  fullName: string;
  genderId: number | null;
  religion: string | null;
  caste: string | null;
  city: string | null;
  age: number | null;
  completeness: number;
  isVerified: boolean;
}

export type ProfileSearchPage = Page<ProfileSearchItem>;
