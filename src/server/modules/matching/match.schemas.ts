import { object, optional } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { flag } from '../../../shared/schemas/flag.ts';
import { pagingFields } from '../../../shared/schemas/paging.ts';
import { wholeNumber as whole } from '../../../shared/validation/whole-number.ts';

export const MAX_MATCH_PAGE_SIZE = 50;
/** Who viewed a profile: a longer page than matches, which carry photos. */
const VIEWERS_PAGE = { defaultPageSize: 20, maxPageSize: 100 };

export const matchQuery = object({
  ...pagingFields({ defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_MATCH_PAGE_SIZE }),
  userId: optional(whole('userId', 1, MAX_DB_INTEGER)),
  /** Only profiles an administrator has verified; true/false, 1/0. */
  verifiedOnly: optional(flag()),
});

export const viewersQuery = object({
  userId: optional(whole('userId', 1, MAX_DB_INTEGER)),
  ...pagingFields(VIEWERS_PAGE),
});

export const interestQuery = object({
  userId: optional(whole('userId', 1, MAX_DB_INTEGER)),
  matchingUserId: optional(whole('matchingUserId', 1, MAX_DB_INTEGER)),
});
export const interestBody = object({
  userId: optional(whole('userId', 1, MAX_DB_INTEGER)),
  matchingUserId: optional(whole('matchingUserId', 1, MAX_DB_INTEGER)),
});
