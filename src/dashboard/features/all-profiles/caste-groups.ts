import type { Option } from '../../../lib/reference-lists';

export interface CasteRow {
  id: number;
  name: string;
  religionId: number | null;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

/** Catch-all names ('Caste no bar', then 'Other') close a list; everything else is alphabetical. */
const LAST = ['caste no bar', 'other'];
const rank = (name: string) => LAST.indexOf(name.trim().toLowerCase());
const byName = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Castes grouped under their religion, groups and names sorted, so the filter's several "Other"
 * rows each say whose they are. A caste without a known religion goes in a last "Other" group.
 */
export function groupCastes(castes: readonly CasteRow[], religions: readonly Option[]): OptionGroup[] {
  const religionName = new Map(religions.map((r) => [r.id, r.name]));
  const groups = new Map<string, Option[]>();
  for (const caste of castes) {
    const label = (caste.religionId !== null && religionName.get(caste.religionId)) || 'Other';
    groups.set(label, [...(groups.get(label) ?? []), { id: caste.id, name: caste.name }]);
  }
  return [...groups.entries()].sort(([a], [b]) => byName(a, b)).map(([label, options]) => ({ label, options: options.sort((a, b) => byName(a.name, b.name)) }));
}
