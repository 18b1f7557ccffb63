import { coerce, define, object, optional, string } from 'superstruct';

/** Query strings arrive as text; numbers are coerced and range-checked with plain messages. */
const whole = (label: string, lo: number, hi: number) =>
  coerce(
    define<number>(label, (v) => (typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? true : `${label} must be a whole number from ${lo} to ${hi}`)),
    string(),
    (v) => (/^-?\d+$/.test(v.trim()) ? Number(v) : v),
  );

export const MAX_MATCH_PAGE_SIZE = 50;

export const matchQuery = object({
  page: optional(whole('page', 1, 10_000)),
  pageSize: optional(whole('pageSize', 1, MAX_MATCH_PAGE_SIZE)),
  userId: optional(whole('userId', 1, 2_147_483_647)),
});

export const viewersQuery = object({ userId: optional(whole('userId', 1, 2_147_483_647)), page: optional(whole('page', 1, 10_000)), pageSize: optional(whole('pageSize', 1, 100)) });

export const interestQuery = object({ userId: optional(whole('userId', 1, 2_147_483_647)), matchingUserId: optional(whole('matchingUserId', 1, 2_147_483_647)) });
export const interestBody = object({ userId: optional(whole('userId', 1, 2_147_483_647)), matchingUserId: optional(whole('matchingUserId', 1, 2_147_483_647)) });

