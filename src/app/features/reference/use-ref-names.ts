import type { ApiResult } from '../../client/api';
import { referenceList, type Option } from '../../client/reference-lists';
import { useLoad } from '../../client/use-load';
import { MSG } from '../../../shared/messages';
import type { FieldDef } from '../../../shared/resources';
import { guarded } from '../../dashboard/helpers/session';
import type { Locale } from '../../../shared/i18n/locales';

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

/** A role's name in the dashboard's words, found by the role's code ('admin', 'family'), never by its name. */
const roleWord = (o: Option, roles: Record<string, string> | undefined) => (o.code ? roles?.[o.code] : undefined);

/**
 * Referenced rows' names by id: English on an English screen, else the name in the reader's
 * language as the server gives it (the English one when a row has none); `roles` names the roles.
 */
export const namesOf = (options: Option[] | undefined, locale: Locale = 'en', roles?: Record<string, string>) =>
  new Map((options ?? []).map((o) => [o.id, locale === 'en' ? (o.english ?? o.name) : (roleWord(o, roles) ?? o.name)]));

/** The choices of a referenced list as the screen offers them: roles in the dashboard's words for them. */
export const shownOptions = (options: Option[] | undefined, locale: Locale, roles?: Record<string, string>): Option[] | undefined =>
  locale === 'en' || !roles || !options ? options : options.map((o) => ({ ...o, name: roleWord(o, roles) ?? o.name }));
