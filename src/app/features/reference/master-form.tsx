import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { notify } from '../../client/toast';
import { visibleFields, type FieldDef, type ResourceDef } from '../../../shared/resources';
import { createCollectionStore } from '../../stores/collection';
import { useStructForm } from '../../ui/use-struct-form';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { masterBase, masterFormPath, type MasterMode } from '../../dashboard/config/paths';
import { forgetReferenceList } from '../../client/reference-lists';
import { resourceTransport } from '../../dashboard/helpers/resource-transport';
import { useRecordLoad } from '../../client/use-load';
import { navigate } from '../../dashboard/shell/router';
import { display, isData } from './columns';
import { FieldInput } from './field-input';
import { check, editableFields, isRequired, toValues, type Values } from './form-values';
import { namesOf, shownOptions, useRefOptions } from './use-ref-names';
import { ResetTwoStep } from './user-row-actions';
import { rememberJustAdded } from './just-added';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { fieldLabel, screenLabel, shownField, useCheckMessage, useMasterWords } from './words';
import type { MessageOrText } from '../../../shared/message-code';
import { fieldMessagesOf } from '../../client/api';

type Row = { id: number } & Record<string, unknown>;

/** The generic master form at {base}/add, {base}/edit/{id} and {base}/view/{id}. */
export function MasterForm({ resource, mode, id }: { resource: ResourceDef; mode: MasterMode; id?: string }) {
  const store = useMemo(() => createCollectionStore<Row>(resource.path, resourceTransport(resource)), [resource]);
  const creating = mode === 'add';
  const segment = resource.screen!.route.replace('/dashboard/', '');
  const t = useMasterWords();
  const locale = useLocale();
  const roles = useWords().shell.roles;
  const checkMessage = useCheckMessage(t, resource);
  const title = screenLabel(t, resource);
  const [record] = useRecordLoad(store, creating || !id ? null : id);
  const row = record.status === 'succeeded' ? record.data : null;
  // The shared form hook over the resource's own check (the server's struct, see form-values.ts).
  const form = useStructForm<string, Record<string, unknown>>(
    toValues(resource, null),
    (next: Values) => {
      const result = check(resource, next, creating, row);
      return result.ok ? { data: result.body, fields: {} } : { data: null, fields: result.fields };
    },
    { restoreTyped: false },
  );
  const { values, said, load } = form;
  const shownError = (f: FieldDef) => {
    const error = said[f.name];
    return error ? checkMessage(error) : undefined;
  };
  const [formError, setFormError] = useState<MessageOrText | null>(null);
  const [saving, setSaving] = useState(false);
  const options = useRefOptions(resource.fields);

  useEffect(() => {
    if (row) load(toValues(resource, row));
  }, [row, resource, load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const body = form.submit();
    if (!body) return;
    setSaving(true);
    const ok = creating ? await store.create(body as Row) : await store.update(id!, { ...body, id: Number(id) } as Row);
    setSaving(false);
    if (!ok) {
      const failure = store.$failure.get();
      // The server's checks with their codes, worded like the form's own (field-checks.ts).
      form.setErrors(failure ? fieldMessagesOf(failure) : {});
      setFormError(failure?.error ?? t.saveFailed);
      return;
    }
    forgetReferenceList(resource.path);
    if (creating) {
      const created = store.$state.get().list.at(-1);
      if (created) rememberJustAdded(resource.path, created.id, String(created.name ?? created.label ?? created.email ?? `#${created.id}`));
    }
    notify.success(creating ? t.added({ title }) : t.saved({ title }));
    navigate(masterBase(segment));
  }

  const heading = creating ? t.add({ title }) : mode === 'edit' ? t.editTitle({ title }) : t.viewTitle({ title });
  const back = (
    <a href={masterBase(segment)} className="btn btn-outline">
      {t.backToList}
    </a>
  );
  if (record.status === 'failed') return <ErrorPanel message={record.message} />;
  if (!creating && !row) return <LoadingPanel />;

  if (mode === 'view') {
    return (
      <>
        <PageHeader
          title={heading}
          actions={
            <>
              {back}
              <a href={masterFormPath(segment, 'edit', id)} className="btn btn-primary">
                {t.edit}
              </a>
            </>
          }
        />
        <dl className="card grid gap-4 sm:grid-cols-2">
          {visibleFields(resource).map((f) => (
            <div key={f.name}>
              <dt className="text-sm font-semibold text-stone-600 dark:text-stone-300">{fieldLabel(t, resource, f)}</dt>
              <dd className="mt-0.5 break-words" data-field={f.name} translate={isData(f) ? 'no' : undefined}>
                {display(f, row![f.name], namesOf(options[f.name], locale, f.ref === 'user-role-master' ? roles : undefined), t)}
              </dd>
            </div>
          ))}
        </dl>
        {resource.path === 'user-master' && id && <ResetTwoStep userId={id} name={String(row!.name ?? '')} />}
      </>
    );
  }

  return (
    <>
      <PageHeader title={heading} actions={back} />
      <form noValidate onSubmit={(e) => void submit(e)} className="card grid max-w-3xl gap-5 sm:grid-cols-2">
        {formError && (
          <p role="alert" className="rounded-lg border border-red-300 p-3 font-semibold text-red-700 sm:col-span-2 dark:border-red-400 dark:text-red-300">
            {checkMessage(formError)}
          </p>
        )}
        {editableFields(resource).map((f) => (
          <div key={f.name} className={f.kind === 'longtext' ? 'sm:col-span-2' : undefined}>
            <FieldInput
              field={shownField(t, resource, f)}
              value={values[f.name] ?? ''}
              error={shownError(f)}
              options={shownOptions(options[f.name], locale, f.ref === 'user-role-master' ? roles : undefined)}
              required={isRequired(f, creating)}
              onChange={(v) => form.set(f.name, v)}
            />
          </div>
        ))}
        <div className="flex gap-2 sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t.saving : creating ? t.add({ title }) : t.saveChanges}
          </button>
        </div>
      </form>
    </>
  );
}
