import { atom } from 'nanostores';
import { resourceByPath } from '../../shared/resources';
import { apiGet, type ApiResult } from './api';
import type { CasteRow } from './caste-groups';

/**
 * Every caste with its religion, read once per page load (the caste master is readable by anyone):
 * the search filter, the profile's caste choices and saved searches narrow it to the chosen
 * religions in the browser (src/app/client/caste-groups.ts), so choosing a religion needs no request.
 * Inactive castes are left out. A failed read is forgotten, so the next use asks again.
 */
export const $casteRows = atom<CasteRow[] | null>(null);
let pending: Promise<ApiResult<CasteRow[]>> | null = null;

type Row = { id: number | string; name?: string; localName?: string | null; religionId?: number | string | null; isActive?: number | boolean };

export function loadCasteRows(): Promise<ApiResult<CasteRow[]>> {
  pending ??= apiGet<{ items: Row[] }>('/caste-master', { pageSize: resourceByPath('caste-master').maxPageSize }).then((result) => {
    if (!result.ok) {
      pending = null;
      return result;
    }
    // Only the castes a person may choose, as the per-religion route offers them.
    const rows = result.data.items
      .filter((c) => c.isActive === undefined || Number(c.isActive) !== 0)
      .map((c) => ({
        id: Number(c.id),
        name: c.localName || String(c.name ?? c.id),
        english: String(c.name ?? c.id),
        religionId: c.religionId == null ? null : Number(c.religionId),
      }));
    $casteRows.set(rows);
    return { ...result, data: rows };
  });
  return pending;
}

/** The member's language changed: the castes are read again, named in the new one. */
export function renameCasteRows(): void {
  pending = null;
  if ($casteRows.get()) void loadCasteRows();
}
