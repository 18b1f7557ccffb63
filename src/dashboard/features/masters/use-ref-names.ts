import { useEffect, useState } from 'react';
import type { FieldDef } from '../../../shared/resources';
import { loadOptions, type Option } from '../../lib/ref-options';

/** Options of every ref field, keyed by field name; a list that fails to load leaves ids showing. */
export function useRefOptions(fields: FieldDef[]) {
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  const refs = fields.filter((f) => f.kind === 'ref' && f.ref);
  const key = refs.map((f) => f.ref).join(',');
  useEffect(() => {
    let live = true;
    for (const field of refs) {
      loadOptions(field.ref!)
        .then((list) => live && setOptions((o) => ({ ...o, [field.name]: list })))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
    // Keyed by the referenced paths: the field array is rebuilt every render.
  }, [key]);
  return options;
}

export const namesOf = (options: Option[] | undefined) => new Map((options ?? []).map((o) => [o.id, o.name]));
