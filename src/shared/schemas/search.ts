import { boolean, coerce, defaulted, enums, integer, object, optional, record, size, string, type, unknown, type Infer, type Struct } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { CODED } from '../coded-messages';
import { checked } from '../validation/refusal';
import { flag } from './flag';
import { pagingFields } from './paging';
import { MatchItemReply } from './matching';
import { described, pageOf } from './reply';
import { wholeNumber } from '../validation/whole-number';

const M = CODED.SEARCH_MSG;

/** Member search (docs/product/matching.md, docs/decisions/034-member-search-query.md): filters, sorts, pages and saved searches. */

/** More choices than this in one field is a 400: the list is a filter, not a dump of the table. */
export const MAX_CHOICES = 20;
/** A search shows at most this many results; beyond it the member narrows the filters. */
export const MAX_SEARCH_RESULTS = 1000;
export const SEARCH_PAGE = { defaultPageSize: 10, maxPageSize: 50 };
export const MAX_SAVED_SEARCHES = 5;
export const SAVED_SEARCH_NAME_MAX = 60;
export const SEARCH_SORTS = ['best', 'newest', 'active'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_AGE = { min: 18, max: 80 };
export const SEARCH_HEIGHT = { min: 90, max: 250 };
export const SEARCH_INCOME_MAX = 10_000_000_000;
export const SEARCH_ACTIVE_DAYS_MAX = 365;
export const SEARCH_CITY_MAX = 60;
/** SM and six characters of Crockford's base 32 (no I, L, O or U). */
export const PROFILE_CODE_PATTERN = /^SM[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * Several ids in one field: `religionId=1,2` or `religionId=1&religionId=2` from an address, an
 * array of numbers from JSON. Duplicates are dropped; more than MAX_CHOICES is refused.
 */
function idList(label: string): Struct<number[], null> {
  return coerce(
    checked<number[]>(label, (v) => {
      if (!Array.isArray(v) || v.length === 0) return M.idList({ label });
      if (v.length > MAX_CHOICES) return M.tooManyChoices({ label, max: MAX_CHOICES });
      return v.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_DB_INTEGER) ? true : M.idList({ label });
    }),
    unknown(),
    (v) => {
      if (v === undefined || v === null) return v;
      const parts = Array.isArray(v) ? v.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x])) : typeof v === 'string' ? v.split(',') : [v];
      const numbers = parts.map((x) => (typeof x === 'string' && /^\s*\d{1,15}\s*$/.test(x) ? Number(x) : x));
      return numbers.every((n) => typeof n === 'number') ? [...new Set(numbers)] : numbers;
    },
  );
}

const city = checked<string>('city', (v) =>
  typeof v === 'string' && v.trim().length >= 1 && v.trim().length <= SEARCH_CITY_MAX ? true : M.city({ max: SEARCH_CITY_MAX }),
);

/** What a search filters on: every field optional, several choices where a member has several. */
export const searchFilterFields = {
  ageMin: optional(wholeNumber('ageMin', SEARCH_AGE.min, SEARCH_AGE.max)),
  ageMax: optional(wholeNumber('ageMax', SEARCH_AGE.min, SEARCH_AGE.max)),
  heightMin: optional(wholeNumber('heightMin', SEARCH_HEIGHT.min, SEARCH_HEIGHT.max)),
  heightMax: optional(wholeNumber('heightMax', SEARCH_HEIGHT.min, SEARCH_HEIGHT.max)),
  incomeMin: optional(wholeNumber('incomeMin', 0, SEARCH_INCOME_MAX)),
  incomeMax: optional(wholeNumber('incomeMax', 0, SEARCH_INCOME_MAX)),
  religionId: optional(idList('religionId')),
  casteId: optional(idList('casteId')),
  countryId: optional(idList('countryId')),
  stateId: optional(idList('stateId')),
  city: optional(city),
  educationId: optional(idList('educationId')),
  occupationId: optional(idList('occupationId')),
  maritalStatusId: optional(idList('maritalStatusId')),
  dietId: optional(idList('dietId')),
  withPhoto: optional(flag()),
  verifiedOnly: optional(flag()),
  activeWithinDays: optional(wholeNumber('activeWithinDays', 1, SEARCH_ACTIVE_DAYS_MAX)),
  /** Only members whose manglik status suits the searcher's (src/shared/horoscope/manglik.ts): asked for, never a ranking. */
  manglikCompatible: optional(flag()),
  sort: defaulted(enums(SEARCH_SORTS), 'best' as SearchSort),
};

export const SearchFilters = object(searchFilterFields);
export type SearchFilters = Infer<typeof SearchFilters>;

export const SearchQuery = object({ ...searchFilterFields, ...pagingFields(SEARCH_PAGE) });
export type SearchQuery = Infer<typeof SearchQuery>;

export const ProfileCodeParam = object({
  code: checked<string>('code', (v) => (typeof v === 'string' && PROFILE_CODE_PATTERN.test(v.trim().toUpperCase()) ? true : M.codeFormat)),
});

export const SavedSearchBody = object({
  name: size(string(), 1, SAVED_SEARCH_NAME_MAX),
  filters: record(string(), unknown()),
  includeInDigest: optional(boolean()),
});

export const SavedSearchDigestBody = object({ includeInDigest: boolean() });

export const RunSavedSearchQuery = object({ ...pagingFields(SEARCH_PAGE) });

/** The filter fields a search may hold, for forms and for turning an address into filters. */
export const SEARCH_FILTER_KEYS = Object.keys(searchFilterFields) as Array<keyof SearchFilters>;

export const SearchPageReply = pageOf(MatchItemReply, {
  /** True when more members match than a search shows (total stops at MAX_SEARCH_RESULTS): narrowing the filters finds the rest. */
  capped: boolean(),
  sort: enums(SEARCH_SORTS),
});
export type SearchPage = Infer<typeof SearchPageReply>;

/** The caller's own profile code, to share. */
export const MyCodeReply = type({ profileCode: string() });

export const SavedSearchReply = type({
  id: integer(),
  name: string(),
  /** Stored as sent: an object the description does not detail, read as search filters. */
  filters: described(type({}), 'The filters of GET /search, as saved') as unknown as Struct<Partial<SearchFilters>, null>,
  includeInDigest: boolean(),
  createdAt: string(),
});
export type SavedSearch = Infer<typeof SavedSearchReply>;
export const SavedSearchDeletedReply = type({ id: integer(), deleted: boolean() });
