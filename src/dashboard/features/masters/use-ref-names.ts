import type { ApiResult } from '../../../lib/api';
import { referenceList, type Option } from '../../../lib/reference-lists';
import { useLoad } from '../../../lib/use-load';
import { MSG } from '../../../shared/messages';
import type { FieldDef } from '../../../shared/resources';
import { guarded } from '../../lib/session';

/** Options of every ref field, keyed by field name; a list that fails to load leaves ids showing. */
export function useRefOptions(fields: FieldDef[]) {
  const refs = fields.filter((f) => f.kind === 'ref' && f.ref);
  // Keyed by the fields and the paths they reference: the field array is rebuilt every render.
  const key = refs.map((f) => `${f.name}=${f.ref}`).join(',');
  const [state] = useLoad(
    refs.length ? key : null,
    async (): Promise<ApiResult<Record<string, Option[]>>> => {
      const lists = await Promise.all(refs.map((f) => guarded(referenceList(f.ref!))));
      const loaded = refs.flatMap((f, i) => {
        const list = lists[i]!;
        return list.ok ? [[f.name, list.data] as const] : [];
      });
      return { ok: true, code: 200, data: Object.fromEntries(loaded) };
    },
    MSG.fetchFailed,
  );
  return state.status === 'succeeded' ? state.data : NONE;
}

const NONE: Record<string, Option[]> = {};

export const namesOf = (options: Option[] | undefined) => new Map((options ?? []).map((o) => [o.id, o.english ?? o.name]));
