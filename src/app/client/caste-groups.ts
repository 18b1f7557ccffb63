import type { Option } from './reference-lists';

export interface CasteRow {
  id: number;
  /** The name shown, in the member's language. */
  name: string;
  /** The English name, when the shown one is another language's: what places the catch-alls last. */
  english?: string;
  religionId: number | null;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

/** Catch-all names ('Caste no bar', then 'Other') close a list; everything else is alphabetical. */
const LAST = ['caste no bar', 'other'];
const rank = (name: string) => LAST.indexOf(name.trim().toLowerCase());
const byName = (a: string, b: string, rankA = a, rankB = b) => rank(rankA) - rank(rankB) || a.localeCompare(b, 'en', { sensitivity: 'base' });

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
  // The catch-alls are known by their English names, whatever language the names are shown in.
  const religionEnglish = new Map(religions.map((r) => [r.name, r.english ?? r.name]));
  const casteEnglish = new Map(castes.map((c) => [c.id, c.english ?? c.name]));
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b, religionEnglish.get(a) ?? a, religionEnglish.get(b) ?? b))
    .map(([label, options]) => ({
      label,
      options: options.sort((a, b) => byName(a.name, b.name, casteEnglish.get(a.id) ?? a.name, casteEnglish.get(b.id) ?? b.name)),
    }));
}

/** What a caste choice offers: the options in order, and their groups when several religions are shown. */
export interface CasteChoices {
  options: Option[];
  groups: OptionGroup[] | null;
}

/**
 * The castes to offer for the chosen religions (all of them when none is chosen): sorted, grouped
 * by religion when they come from several, and a name that several religions share ("Other",
 * "Arora") said with its religion, "Other (Hindu)", so each entry reads alone (in a summary, to a
 * screen reader, in a single list).
 */
export function casteChoices(castes: readonly CasteRow[], religions: readonly Option[], religionIds: readonly string[]): CasteChoices {
  const chosen = new Set(religionIds.filter(Boolean).map(Number));
  const shown = chosen.size ? castes.filter((c) => c.religionId !== null && chosen.has(c.religionId)) : castes;
  const religionName = new Map(religions.map((r) => [r.id, r.name]));
  const count = new Map<string, number>();
  for (const c of shown) count.set(c.name.trim().toLowerCase(), (count.get(c.name.trim().toLowerCase()) ?? 0) + 1);
  const named = new Map(
    shown.map((c) => {
      const religion = (c.religionId !== null && religionName.get(c.religionId)) || 'Other';
      return [c.id, (count.get(c.name.trim().toLowerCase()) ?? 0) > 1 ? `${c.name} (${religion})` : c.name];
    }),
  );
  const groups = groupCastes(shown, religions).map((g) => ({ label: g.label, options: g.options.map((o) => ({ id: o.id, name: named.get(o.id) ?? o.name })) }));
  return { options: groups.flatMap((g) => g.options), groups: groups.length > 1 ? groups : null };
}

/** The chosen castes (ids joined by commas) that belong to the chosen religions; none chosen keeps them all. */
export function keepCastesOf(casteIds: string, castes: readonly CasteRow[], religionIds: readonly string[]): string {
  const chosen = new Set(religionIds.filter(Boolean).map(Number));
  if (!chosen.size || !casteIds) return casteIds;
  const religionOf = new Map(castes.map((c) => [c.id, c.religionId]));
  return casteIds
    .split(',')
    .filter((id) => {
      const religion = religionOf.get(Number(id));
      return religion === undefined || (religion !== null && chosen.has(religion));
    })
    .join(',');
}
