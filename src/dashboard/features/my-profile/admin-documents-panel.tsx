import { useState } from 'react';
import { useDocumentBlob } from '../../../lib/document-blob';
import { $auth } from '../../../stores/auth';
import { notify } from '../../../lib/toast';
import { camelCase, PHOTO_KEYS, type DocumentKey } from '../../../shared/camel-case';
import { DOCUMENT_TEXT, MSG } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { useLoad } from '../../../lib/use-load';
import { fetchAdminDocuments, purgeDocument, verifyDocument, type AdminDocument } from './api';
import { shortDate } from '../../lib/dates';

type Action = { kind: 'verify' | 'purge'; doc: AdminDocument };

const when = (iso: string) => shortDate(iso);
const isPhoto = (doc: AdminDocument) => PHOTO_KEYS.includes(camelCase(doc.documentType) as DocumentKey);

const QUESTIONS = {
  verify: { title: 'Verify document', label: 'Verify', question: (type: string) => `Mark the ${type} as checked against the member's details?` },
  purge: {
    title: 'Purge file',
    label: 'Purge file',
    question: (type: string) => `Delete the ${type} file for good? The record keeps its verified mark; the file cannot be recovered.`,
  },
} as const;

/**
 * An administrator's view of a member's documents (docs/product/documents-and-photos.md): open each file, mark it verified,
 * then purge a verified identity or certificate file so only the verified mark remains.
 */
export function AdminDocumentsPanel({ userId }: { userId: string }) {
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
    if (result.ok) notify.success(kind === 'verify' ? DOCUMENT_TEXT.verified : DOCUMENT_TEXT.purged);
    else notify.error(result.message);
    reload();
  }

  const noDocuments = state.status === 'failed' && state.message === MSG.noDocuments;
  return (
    <section aria-labelledby="admin-documents-heading" className="card mt-4">
      <h2 id="admin-documents-heading" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-100">
        Documents
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        Verify each identity document against the profile; once verified, purge the file so only the verified mark is kept.
      </p>
      {state.status === 'loading' && <LoadingPanel label="Loading documents…" />}
      {noDocuments && <p className="mt-3">{MSG.noDocuments}</p>}
      {state.status === 'failed' && !noDocuments && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <ul className="mt-3 divide-y divide-stone-200 dark:divide-stone-700">
          {state.data.map((doc) => (
            <li key={doc.id} aria-label={doc.documentType} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{doc.documentType}</p>
                <p className="text-sm break-words text-stone-600 dark:text-stone-300">
                  <DocumentLink docUrl={doc.docUrl} name={doc.originalName} />
                  {' · '}
                  {doc.verifiedAt ? `Verified ${when(doc.verifiedAt)}` : 'Not verified'}
                  {doc.purgedAt && ` · File purged ${when(doc.purgedAt)}`}
                </p>
              </div>
              <div className="flex gap-2">
                {!doc.verifiedAt && (
                  <button type="button" className="btn btn-outline min-h-9 px-4 py-1.5 text-sm" onClick={() => setAction({ kind: 'verify', doc })}>
                    Verify<span className="sr-only"> {doc.documentType}</span>
                  </button>
                )}
                {doc.verifiedAt && !doc.purgedAt && !isPhoto(doc) && (
                  <button
                    type="button"
                    className="min-h-9 rounded-full px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-night-2"
                    onClick={() => setAction({ kind: 'purge', doc })}
                  >
                    Purge file<span className="sr-only"> of {doc.documentType}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={action !== null}
        title={action ? QUESTIONS[action.kind].title : ''}
        message={action ? QUESTIONS[action.kind].question(action.doc.documentType) : ''}
        confirmLabel={action ? QUESTIONS[action.kind].label : ''}
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
  if (!docUrl || !src) return <>{name}</>;
  return (
    <a href={src} target="_blank" rel="noopener" className="underline underline-offset-2">
      {name}
    </a>
  );
}
