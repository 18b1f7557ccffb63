import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { adminProfileWords } from '../../../shared/i18n/admin/profiles';
import { profileText } from '../../../shared/i18n/profile';
import type { Locale } from '../../../shared/i18n/locales';
import { useDocumentBlob } from '../../client/document-blob';
import { $referenceLists, referenceList, type Option } from '../../client/reference-lists';
import { $auth } from '../../stores/auth';
import { notify } from '../../client/toast';
import { isPhotoCode, type DocumentKey } from '../../../shared/document-keys';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { useLoad } from '../../client/use-load';
import { fetchAdminDocuments, purgeDocument, verifyDocument, type AdminDocument } from './api';
import { shortDate } from '../../dashboard/helpers/dates';
import { useLocale, useScreenWords, useSpoken } from '../../dashboard/helpers/i18n';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

type Action = { kind: 'verify' | 'purge'; doc: AdminDocument };

const when = (iso: string) => shortDate(iso);
const isPhoto = (doc: AdminDocument) => isPhotoCode(doc.documentTypeCode);

/**
 * A document type's name in the administrator's language: the server names it in English, the
 * document-type list has each language's name (docs/decisions/073-reference-data-in-languages.md),
 * found by the type's id, and the profile's words name the standard types by code when the list has none.
 */
function typeName(locale: Locale, doc: AdminDocument, types: Option[] | undefined): string {
  const english = doc.documentType;
  if (locale === 'en') return english;
  const listed = types?.find((type) => type.id === doc.documentTypeId)?.name;
  if (listed && listed !== english) return listed;
  return profileText(locale).documents.types[doc.documentTypeCode as DocumentKey] ?? english;
}

/**
 * An administrator's view of a member's documents (docs/product/documents-and-photos.md): open each file, mark it verified,
 * then purge a verified identity or certificate file so only the verified mark remains.
 */
export function AdminDocumentsPanel({ userId }: { userId: string }) {
  const t = useScreenWords(adminProfileWords).documents;
  const locale = useLocale();
  const speak = useSpoken();
  const types = useStore($referenceLists)['document-type-master'];
  useEffect(() => {
    if (locale !== 'en') void referenceList('document-type-master');
  }, [locale]);
  const shown = (doc: AdminDocument) => typeName(locale, doc, types);
  const [state, reload] = useLoad(`admin-documents-${userId}`, () => fetchAdminDocuments(userId), MSG.fetchFailed);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!action) return;
    setBusy(true);
    const { kind, doc } = action;
    const result = kind === 'verify' ? await verifyDocument(doc.id) : await purgeDocument(doc.id);
    setBusy(false);
    setAction(null);
    if (result.ok) notify.success(kind === 'verify' ? t.verifiedDone : t.purgedDone);
    else notify.error(speak(result.error));
    reload();
  }

  // Decided by the message's code, never by its words (docs/decisions/092-message-codes.md).
  const noDocuments = state.status === 'failed' && typeof state.message !== 'string' && state.message.code === CODED.MSG.noDocuments.code;
  return (
    <section aria-labelledby="admin-documents-heading" className="card mt-4">
      <h2 id="admin-documents-heading" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-100">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t.intro}</p>
      {state.status === 'loading' && <LoadingPanel label={t.loading} />}
      {noDocuments && <p className="mt-3">{t.none}</p>}
      {state.status === 'failed' && !noDocuments && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <ul className="mt-3 divide-y divide-stone-200 dark:divide-stone-700">
          {state.data.map((doc) => (
            <li key={doc.id} aria-label={shown(doc)} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{shown(doc)}</p>
                <p className="text-sm break-words text-stone-600 dark:text-stone-300">
                  <DocumentLink docUrl={doc.docUrl} name={doc.originalName} />
                  {' · '}
                  {doc.verifiedAt ? t.verifiedOn({ date: when(doc.verifiedAt) }) : t.notVerified}
                  {doc.purgedAt && ` · ${t.purgedOn({ date: when(doc.purgedAt) })}`}
                </p>
              </div>
              <div className="flex gap-2">
                {!doc.verifiedAt && (
                  <button
                    type="button"
                    className="btn btn-outline min-h-9 px-4 py-1.5 text-sm"
                    aria-label={t.verifyType({ type: shown(doc) })}
                    onClick={() => setAction({ kind: 'verify', doc })}
                  >
                    {t.verify}
                  </button>
                )}
                {doc.verifiedAt && !doc.purgedAt && !isPhoto(doc) && (
                  <button
                    type="button"
                    className="min-h-9 rounded-full px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-night-2"
                    aria-label={t.purgeType({ type: shown(doc) })}
                    onClick={() => setAction({ kind: 'purge', doc })}
                  >
                    {t.purge}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={action !== null}
        title={action ? (action.kind === 'verify' ? t.verifyTitle : t.purgeTitle) : ''}
        message={action ? (action.kind === 'verify' ? t.verifyQuestion : t.purgeQuestion)({ type: shown(action.doc) }) : ''}
        confirmLabel={action ? (action.kind === 'verify' ? t.verify : t.purge) : ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAction(null)}
      />
    </section>
  );
}

/** The file opened from a blob fetched with the administrator's session (identity documents are not bearer links). */
function DocumentLink({ docUrl, name }: { docUrl: string | null; name: string }) {
  const src = useDocumentBlob(docUrl, $auth.get()?.accessToken);
  if (!docUrl || !src) return <span translate="no">{name}</span>;
  return (
    <a href={src} target="_blank" rel="noopener" translate="no" className="underline underline-offset-2">
      {name}
    </a>
  );
}
