import { object, optional } from 'superstruct';
import { wholeNumber as whole } from '../../../shared/validation/whole-number.ts';

export const MAX_MATCH_PAGE_SIZE = 50;

export const matchQuery = object({
  page: optional(whole('page', 1, 10_000)),
  pageSize: optional(whole('pageSize', 1, MAX_MATCH_PAGE_SIZE)),
  userId: optional(whole('userId', 1, 2_147_483_647)),
});

export const viewersQuery = object({
  userId: optional(whole('userId', 1, 2_147_483_647)),
  page: optional(whole('page', 1, 10_000)),
  pageSize: optional(whole('pageSize', 1, 100)),
});

export const interestQuery = object({
  userId: optional(whole('userId', 1, 2_147_483_647)),
  matchingUserId: optional(whole('matchingUserId', 1, 2_147_483_647)),
});
export const interestBody = object({
  userId: optional(whole('userId', 1, 2_147_483_647)),
  matchingUserId: optional(whole('matchingUserId', 1, 2_147_483_647)),
});
