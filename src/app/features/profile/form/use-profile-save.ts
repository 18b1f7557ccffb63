import { useState } from 'react';
import { fieldMessagesOf, type ApiFailure } from '../../../client/api';
import { checkProfile } from '../../../../shared/schemas/profile';
import { uncoded, type Message } from '../../../../shared/message-code';
import { $profileForm, PROFILE_TABS, setProfileErrors, setProfileStored, setProfileTab, type ProfileTab } from '../../../stores/profile-form';
import { deleteDocument, saveProfile } from './profile-api';

export type SaveOutcome =
  | { ok: true }
  | { ok: false; reason: 'no-user' | 'invalid'; message?: Message; field?: string }
  | { ok: false; reason: 'server'; failure: ApiFailure; creating: boolean };

/** Shows the tab holding the first error and focuses its field, so the member sees what to fix. */
function revealFirstError(fields: Record<string, unknown>) {
  const first = Object.keys(fields)[0];
  if (!first) return;
  const [section, name] = first.split('.');
  if ((PROFILE_TABS as readonly string[]).includes(section)) setProfileTab(section as ProfileTab);
  requestAnimationFrame(() => document.getElementById(`profile-${section}-${name}`)?.focus());
}

/**
 * Documents removed from the list go from the server once the profile is saved; one already gone
 * (replaced by a new upload of its type) answers 404 and is done too; any other failure waits
 * for the next save.
 */
async function deleteRemovedDocuments(token: string | null) {
  const ids = $profileForm.get().removedDocumentIds;
  if (!ids.length) return;
  const results = await Promise.all(ids.map((id) => deleteDocument(id, token)));
  const left = ids.filter((_, i) => !results[i].ok && (results[i] as ApiFailure).status !== 404);
  $profileForm.setKey('removedDocumentIds', left);
}

/**
 * Saves the whole profile with its userId (docs/product/states.md): the shared schema checks it
 * first, exactly as the server will, then PUT. `final` requires every field docs/product/data.md
 * marks required.
 */
export function useProfileSave() {
  const [busy, setBusy] = useState<'next' | 'submit' | null>(null);

  async function persist(final: boolean): Promise<SaveOutcome> {
    const { userId, token, values } = $profileForm.get();
    // The form says so ('User ID not found. Please register again.') in its language.
    if (!userId) return { ok: false, reason: 'no-user' };
    const checked = checkProfile({ userId, ...(final ? { final } : {}), ...values }, final);
    if (!checked.ok) {
      // Each field's check with its code (profile-checks.ts), worded in the form's language; a
      // check the schema words without a code is a text with no code.
      const uncodedFields = Object.fromEntries(Object.entries(checked.fields).map(([key, text]) => [key, uncoded(text)]));
      const errors: Record<string, Message> = { ...uncodedFields, ...checked.fieldCodes };
      setProfileErrors(errors);
      revealFirstError(errors);
      const [field, message] = Object.entries(errors)[0] ?? ['', uncoded(checked.message)];
      return { ok: false, reason: 'invalid', message, field };
    }
    setBusy(final ? 'submit' : 'next');
    try {
      const result = await saveProfile(checked.value, token);
      if (result.ok) {
        setProfileStored(true);
        setProfileErrors({});
        await deleteRemovedDocuments(token);
        return { ok: true };
      }
      setProfileErrors(fieldMessagesOf(result));
      revealFirstError(result.fields ?? {});
      return { ok: false, reason: 'server', failure: result, creating: !$profileForm.get().stored };
    } finally {
      setBusy(null);
    }
  }

  return { busy, persist };
}
