import { useStore } from '@nanostores/react';
import { DOCUMENT_KEYS, type DocumentKey } from '../../../../shared/document-keys';
import { useProfileWords } from '../../../../shared/i18n/profile';
import { DOCUMENT_LABELS, MSG } from '../../../../shared/messages';
import type { ApiResult } from '../../../client/api';
import { $referenceLists } from '../../../client/reference-lists';
import { useLoad } from '../../../client/use-load';
import { $profileForm, putLocalDocument } from '../../../stores/profile-form';
import { DocumentSlot } from './document-slot';
import { PhotoVisibilityChoice } from './photo-visibility-choice';
import { fetchDocuments } from './profile-api';

/** 'closeUpPhoto' -> 'Close Up Photo' when the type list has not arrived yet. */
const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** Puts the member's stored documents in their slots, except those removed in this form. */
async function showStoredDocuments(): Promise<ApiResult<unknown>> {
  const userId = $profileForm.get().userId;
  if (!userId) return { ok: true, code: 200, data: [] };
  const result = await fetchDocuments(userId);
  if (result.ok) {
    const removed = $profileForm.get().removedDocumentIds;
    for (const doc of result.data) {
      if (!removed.includes(doc.id) && doc.docUrl) putLocalDocument(doc.documentTypeCode as DocumentKey, { ...doc, docUrl: doc.docUrl });
    }
  }
  return result;
}

/**
 * The 11 document types of docs/product/data.md; ids come from the document-type list matched by
 * each row's code, never by its name, which is the reader's language (decision 086).
 */
export function DocumentsTab({ quietFailures, loadExisting }: { quietFailures: boolean; loadExisting: boolean }) {
  const t = useProfileWords().documents;
  const types = useStore($referenceLists)['document-type-master'] ?? [];
  const byKey = new Map(types.map((type) => [type.code, type]));
  // When editing an existing profile, show what is already stored (fresh signed links each visit).
  const [stored] = useLoad(loadExisting ? 'stored-documents' : null, showStoredDocuments, MSG.fetchFailed);
  // 'No documents found for the user.' only while there are none: not above one uploaded since.
  const held = useStore($profileForm).documents;
  const empty = stored.status === 'failed' && !Object.values(held).some(Boolean);
  return (
    <div>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t.intro}</p>
      <PhotoVisibilityChoice />
      {empty && <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t.none}</p>}
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {DOCUMENT_KEYS.map((key) => (
          <DocumentSlot
            key={key}
            docKey={key}
            label={t.types[key] ?? DOCUMENT_LABELS[key] ?? byKey.get(key)?.name ?? words(key)}
            documentTypeId={byKey.get(key)?.id}
            quietFailures={quietFailures}
          />
        ))}
      </div>
    </div>
  );
}
