import { defaulted } from 'superstruct';
import { DEFAULT_PAGE } from '../constants';
import { wholeNumber } from '../validation/whole-number';

/** The highest page number any list accepts. */
export const MAX_PAGE = 100_000;

export interface PageLimits {
  /** The page size when the query names none. */
  defaultPageSize: number;
  /** The largest page size the list answers; more is a 400, not a silent cut. */
  maxPageSize: number;
}

/**
 * `page` and `pageSize` of every list route, spread into the route's own query struct: whole
 * numbers from a query string, one message ("page must be a whole number from 1 to 1,00,000"),
 * defaults filled in. Only the page-size limits differ from list to list.
 */
export function pagingFields({ defaultPageSize, maxPageSize }: PageLimits) {
  return {
    page: defaulted(wholeNumber('page', 1, MAX_PAGE), DEFAULT_PAGE),
    pageSize: defaulted(wholeNumber('pageSize', 1, maxPageSize), defaultPageSize),
  };
}
