import { boolean, coerce, integer, literal, max, min, nullable, number, optional, size, string, type, type Infer } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_DB_INTEGER } from '../constants';
import { pagingFields } from './paging';
import { pageOf } from './reply';

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

export const ProfileSearchItemReply = type({
  userId: integer(),
  fullName: string(),
  genderId: nullable(integer()),
  /** The religion's and caste's ids, which screens name in the reader's language; religion and caste are their English names. */
  religionId: nullable(integer()),
  religion: nullable(string()),
  casteId: nullable(integer()),
  caste: nullable(string()),
  city: nullable(string()),
  age: nullable(integer()),
  completeness: number(),
  isVerified: boolean(),
});
export type ProfileSearchItem = Infer<typeof ProfileSearchItemReply>;
export const ProfileSearchPageReply = pageOf(ProfileSearchItemReply);
export type ProfileSearchPage = Infer<typeof ProfileSearchPageReply>;

/** A profile marked verified by an administrator. */
export const ProfileVerifiedReply = type({ userId: integer(), isVerified: literal(true), verifiedAt: string() });
