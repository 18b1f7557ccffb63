import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import { chooseRoute, type SearchStatistics } from './search-statistics.ts';

const WOMEN = 2;
const today = new Date('2026-06-15T12:00:00Z');

/** 100,000 women: marital status 1 for 90 %, 2 for 10 %, 9 for nobody; states 1–10 alike; two religions 80/20. */
const stats: SearchStatistics = {
  genders: new Map([[WOMEN, 100_000]]),
  values: new Map([
    ['maritalStatusId|2|1', 90_000],
    ['maritalStatusId|2|2', 10_000],
    ['religionId|2|1', 80_000],
    ['religionId|2|2', 20_000],
    ['casteId|2|7', 300],
    ['city|2|pune', 2_000],
    ...Array.from({ length: 10 }, (_, i) => [`stateId|2|${i + 1}`, 10_000] as [string, number]),
    ...Array.from({ length: 10 }, (_, i) => [`occupationId|2|${i + 1}`, 10_000] as [string, number]),
  ]),
  photos: new Map([[WOMEN, 60_000]]),
  activeDays: new Map([
    [
      WOMEN,
      [
        ['2026-06-14', 500],
        ['2026-06-01', 20_000],
        ['2026-01-01', 50_000],
      ],
    ],
  ]),
};
/** The same women by date of birth: 500 born in 1985, the other 99,500 alike in the 100 months from January 1998. */
const withBirths: SearchStatistics = {
  ...stats,
  births: new Map([
    [
      WOMEN,
      [
        ['1985-01-01', 500],
        ...Array.from({ length: 100 }, (_, i) => [`${1998 + Math.floor(i / 12)}-${String(1 + (i % 12)).padStart(2, '0')}-01`, 995] as [string, number]),
      ],
    ],
  ]),
};
const route = (f: Partial<SearchFilters>, s: SearchStatistics | null = stats, genders = [WOMEN]) => chooseRoute(s, genders, { sort: 'best', ...f }, today);

describe('how a search reads its window', () => {
  it('lets the planners choose without counts, and for several genders at once', () => {
    expect(route({ maritalStatusId: [9] }, null)).toEqual({ kind: 'planner' });
    expect(route({ maritalStatusId: [9] }, stats, [1, 2])).toEqual({ kind: 'planner' });
  });

  it("walks the sort's index when the filters are common, one religion's index for one religion", () => {
    expect(route({})).toEqual({ kind: 'walk', index: 'profile_search_recent_idx' });
    expect(route({ sort: 'newest', maritalStatusId: [1] })).toEqual({ kind: 'walk', index: 'profile_search_new_idx' });
    expect(route({ sort: 'active', religionId: [1] })).toEqual({ kind: 'walk', index: 'profile_search_religion_active_idx' });
    expect(route({ religionId: [1, 2] })).toEqual({ kind: 'walk', index: 'profile_search_recent_idx' });
  });

  it('reads the index of a value nobody has, even beside a common filter', () => {
    expect(route({ maritalStatusId: [9], activeWithinDays: 90 })).toEqual({ kind: 'drive', filter: 'maritalStatusId' });
    expect(route({ maritalStatusId: [9], religionId: [1] })).toEqual({ kind: 'drive', filter: 'maritalStatusId' });
  });

  it('reads the rarest of several filters', () => {
    expect(route({ stateId: [1, 2], casteId: [7], city: ' Pune ' })).toEqual({ kind: 'drive', filter: 'casteId' });
    expect(route({ stateId: [1], city: 'PUNE' })).toEqual({ kind: 'drive', filter: 'city' });
  });

  it('walks the index that holds filters common each but rare together, a rare age range by dates of birth', () => {
    // 10 % × 10 %: the walk passes over 100,000 entries but reads only the 1,000 rows that match;
    // the state's index would read and sort 10,000 rows.
    expect(route({ stateId: [3], occupationId: [4] })).toEqual({ kind: 'walk', index: 'profile_search_recent_idx' });
    // Ages 38–42 are 500 women: reading them beats a walk past the 99,500 others.
    expect(route({ ageMin: 38, ageMax: 42 }, withBirths)).toEqual({ kind: 'drive', filter: 'age' });
    expect(route({ ageMin: 20, ageMax: 27 }, withBirths)).toEqual({ kind: 'walk', index: 'profile_search_recent_idx' });
  });

  it('reads recent sign-ins and photos by their counts', () => {
    expect(route({ activeWithinDays: 7 })).toEqual({ kind: 'drive', filter: 'activeWithinDays' });
    expect(route({ activeWithinDays: 30 })).toEqual({ kind: 'walk', index: 'profile_search_recent_idx' });
    expect(route({ withPhoto: true }, { ...stats, photos: new Map() })).toEqual({ kind: 'drive', filter: 'withPhoto' });
    expect(route({ withPhoto: true })).toEqual({ kind: 'walk', index: 'profile_search_recent_idx' });
  });
});
