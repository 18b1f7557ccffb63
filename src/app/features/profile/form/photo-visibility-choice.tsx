import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useProfileWords } from '../../../../shared/i18n/profile';
import { useLoad } from '../../../client/use-load';
import { MSG } from '../../../../shared/messages';
import { PHOTO_VISIBILITIES, type PhotoVisibility } from '../../../../shared/schemas/photos';
import { $profileForm } from '../../../stores/profile-form';
import { fetchPrivacy, savePhotoVisibility } from './profile-api';

/**
 * Who sees the member's photos, chosen beside the photos themselves (registration's documents
 * step and the profile form); the same setting as under Settings, saved the moment it changes.
 */
export function PhotoVisibilityChoice() {
  const t = useProfileWords().photoVisibility;
  const { token } = useStore($profileForm);
  const [privacy, , setPrivacy] = useLoad(token, () => fetchPrivacy(token!), MSG.fetchFailed);
  const [status, setStatus] = useState<string>('');
  if (!token || privacy.status !== 'succeeded') return null;
  const value = privacy.data.photoVisibility;
  /** Shows a choice at once (and the previous one again when saving it fails). */
  const setValue = (photoVisibility: PhotoVisibility) =>
    setPrivacy((state) => (state.status === 'succeeded' ? { ...state, data: { ...state.data, photoVisibility } } : state));
  async function choose(next: PhotoVisibility) {
    const before = value;
    setValue(next);
    setStatus(t.saving);
    const result = await savePhotoVisibility(next, token);
    if (result.ok) return setStatus(t.saved);
    setValue(before);
    setStatus(result.message);
  }
  return (
    <fieldset className="mt-4 grid gap-1.5">
      <legend className="mb-1 text-sm font-semibold">{t.legend}</legend>
      {PHOTO_VISIBILITIES.map((v) => (
        <div key={v} className="flex items-center gap-2 text-sm">
          <input id={`register-photo-visibility-${v}`} type="radio" name="register-photo-visibility" checked={value === v} onChange={() => void choose(v)} />
          <label htmlFor={`register-photo-visibility-${v}`}>{t.options[v]}</label>
        </div>
      ))}
      <p className="text-sm text-stone-600 dark:text-stone-300" role="status">
        {status || t.note}
      </p>
    </fieldset>
  );
}
