import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { uploadFile } from '../../../client/upload';
import { useDocumentBlob } from '../../../client/document-blob';
import { notify } from '../../../client/toast';
import { referenceList } from '../../../client/reference-lists';
import { DOCUMENT_EXTENSIONS } from '../../../../shared/constants';
import { PHOTO_KEYS, type DocumentKey } from '../../../../shared/document-keys';
import { useProfileWords } from '../../../../shared/i18n/profile';
import { useFormSay } from './form-say';

import { $profileForm, putLocalDocument, removeLocalDocument, type LocalDocument } from '../../../stores/profile-form';
import { Dialog } from '../../../ui/dialog';
import { ProgressBar } from '../../../ui/progress-bar';
import { CODED } from '../../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

interface Props {
  docKey: DocumentKey;
  label: string;
  documentTypeId: number | undefined;
  /** On the registration screen upload failures are only logged (docs/product/messages.md). */
  quietFailures: boolean;
}

/** Photos take images only (the server refuses a PDF photo too); other documents may also be PDFs. */
const extensionsOf = (key: DocumentKey) => (PHOTO_KEYS.includes(key) ? DOCUMENT_EXTENSIONS.filter((ext) => ext !== '.pdf') : DOCUMENT_EXTENSIONS);
const allowed = (key: DocumentKey, name: string) => extensionsOf(key).some((ext) => name.toLowerCase().endsWith(ext));

/** A document type's id from the type list, matched by its code; the list is read once and kept. */
async function typeIdOf(key: DocumentKey): Promise<number | undefined> {
  const types = await referenceList('document-type-master');
  return types.ok ? types.data.find((type) => type.code === key)?.id : undefined;
}

/** One document type: choose, upload with progress, preview (image) or 'View PDF', replace, delete. */
export function DocumentSlot({ docKey, label, documentTypeId, quietFailures }: Props) {
  const t = useProfileWords().documents;
  const say = useFormSay();
  const { documents, userId, token } = useStore($profileForm);
  const doc = documents[docKey];
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = `document-${docKey}`;
  const photo = PHOTO_KEYS.includes(docKey);

  async function upload(file: File) {
    setProblem(null);
    if (!allowed(docKey, file.name)) return setProblem(photo ? t.photoWrongType : t.wrongType);
    if (!userId) return notify.warning(say(MSG.userIdMissing));
    setProgress(0);
    // A file chosen before the list of document types has arrived (a slow phone) waits for it.
    const typeId = documentTypeId ?? (await typeIdOf(docKey));
    if (!typeId) {
      setProgress(null);
      return quietFailures ? console.error(MSG.uploadFailed.text) : notify.error(say(MSG.uploadFailed));
    }
    const result = await uploadFile<LocalDocument>('/Document/upload', { fields: { userId, documentTypeId: typeId }, file, token, onProgress: setProgress });
    setProgress(null);
    if (input.current) input.current.value = '';
    if (result.ok) return putLocalDocument(docKey, result.data);
    if (quietFailures) console.error(MSG.uploadFailed.text, result.message);
    else notify.error(say(MSG.uploadFailed));
    setProblem(result.message);
  }

  const isPdf = doc?.mimeType === 'application/pdf';
  const src = useDocumentBlob(doc?.docUrl, token);
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-3 sm:p-4 dark:border-stone-700 dark:bg-night">
      {/* The badge goes under the name when both do not fit (a phone's half-width card). */}
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 className="min-w-0 text-sm font-semibold break-words text-stone-900 sm:text-base dark:text-stone-100">{label}</h3>
        {doc?.approval === 'rejected' && (
          <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300">{t.rejected}</span>
        )}
        {doc && doc.approval !== 'rejected' && (
          <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            {t.uploaded}
          </span>
        )}
      </div>
      <div className="mt-2 grid min-h-24 flex-1 place-items-center sm:min-h-28 overflow-hidden rounded-xl bg-stone-50 dark:bg-night-2">
        {doc && !isPdf && src && <img src={src} alt={t.preview({ label })} className="max-h-36 w-full object-contain" />}
        {doc && isPdf && src && (
          <a href={src} target="_blank" rel="noopener" className="font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200">
            {t.viewPdf}
            <span className="sr-only"> ({label})</span>
          </a>
        )}
        {!doc && <p className="px-3 text-center text-xs text-stone-600 dark:text-stone-300">{photo ? t.photoFormats : t.formats}</p>}
      </div>
      {doc?.approval === 'rejected' && doc.rejectReason && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t.rejectedBecause({ reason: doc.rejectReason })}</p>
      )}
      {progress !== null && <ProgressBar className="mt-3" label={t.uploading({ label })} value={progress} />}
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="btn btn-outline min-h-9 cursor-pointer px-4 py-1.5 text-xs focus-within:outline-3 focus-within:outline-amber-500">
          {doc ? t.replace : t.choose}
          <span className="sr-only">{t.forLabel({ label })}</span>
          <input
            ref={input}
            id={id}
            type="file"
            accept={extensionsOf(docKey).join(',')}
            className="sr-only"
            disabled={progress !== null}
            onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])}
          />
        </label>
        {doc && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="min-h-9 rounded-full px-3 text-xs font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-night-2"
          >
            {t.delete}
            <span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      <Dialog open={confirming} title={t.removeTitle} description={t.removeQuestion({ label })} onClose={() => setConfirming(false)}>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-outline whitespace-nowrap" onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-600"
            onClick={() => {
              setConfirming(false);
              removeLocalDocument(docKey);
            }}
          >
            {t.removeConfirm}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
