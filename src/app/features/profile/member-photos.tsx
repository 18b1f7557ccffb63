import { LockIcon } from '../../dashboard/parts/lock-icon';
import { useState } from 'react';
import { notify } from '../../client/toast';
import type { PhotoAccess, ProfilePhoto } from '../../../shared/schemas/photos';
import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { useCan } from '../../dashboard/helpers/family-can';
import { requestPhotos } from './api';
import { PhotoGallery } from './photo-gallery';

/**
 * Another member's photos as the viewer may see them: the gallery, or — when the member's setting
 * keeps them from the viewer — the blurred preview made at upload with a "Request photo" button.
 */
export function MemberPhotos({
  userId,
  name,
  photos,
  access,
  onChange,
}: {
  userId: number;
  name: string;
  photos: ProfilePhoto[];
  access: PhotoAccess;
  onChange: () => void;
}) {
  const t = useWords().profile;
  const [busy, setBusy] = useState(false);
  const can = useCan();
  if (access.state !== 'preview' || !access.previewUrl) return <PhotoGallery photos={photos} name={name} />;
  async function ask() {
    setBusy(true);
    const result = await requestPhotos(userId);
    setBusy(false);
    if (!result.ok) {
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.requestSent);
    onChange();
  }
  return (
    <section aria-label={t.photosOf({ name })} className="card grid gap-3 !p-3">
      <div className="relative overflow-hidden rounded-2xl">
        <img src={access.previewUrl} alt="" width={240} height={300} className="aspect-[4/5] w-full scale-110 object-cover blur-lg" />
        <p className="absolute inset-x-0 bottom-0 bg-stone-900/75 p-2 text-center text-sm font-semibold text-white">
          <LockIcon /> {t.sharesOnRequest({ name })}
        </p>
      </div>
      {access.request === 'pending' ? (
        <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300" role="status">
          {t.photoRequested({ name })}
        </p>
      ) : (
        can('photoRequests') && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void ask()}>
            {busy ? t.sending : t.requestPhoto}
          </button>
        )
      )}
    </section>
  );
}
