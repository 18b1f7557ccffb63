import { useState } from 'react';
import { notify } from '../../../lib/toast';
import type { DecidedPhoto } from '../../../shared/schemas/photos';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { viewProfilePath } from '../../config/paths';
import { dateTime } from '../../lib/dates';
import { useLoad } from '../../../lib/use-load';
import { fetchDecidedPhotos, undoPhotoDecision } from './api';

/**
 * The photos decided lately, newest decision first, each with who decided, when and why, and Undo,
 * which puts the photo back in the queue (docs/product/documents-and-photos.md). Asked first.
 */
export function DecidedPhotos({ onUndone }: { onUndone: () => void }) {
  const [state, reload] = useLoad('photo-approval-decided', fetchDecidedPhotos, 'Failed to load the decided photos');
  const [undoing, setUndoing] = useState<DecidedPhoto | null>(null);
  const [busy, setBusy] = useState(false);

  async function undo() {
    if (!undoing) return;
    setBusy(true);
    const result = await undoPhotoDecision(undoing.id);
    setBusy(false);
    setUndoing(null);
    if (!result.ok) return notify.error(result.message);
    notify.success('Decision undone; the photo waits for review again');
    reload();
    onUndone();
  }

  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <ErrorPanel message={state.message} onRetry={reload} />;
  return (
    <>
      {state.data.length === 0 ? (
        <p className="card text-stone-700 dark:text-stone-300">No photo has been decided yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Photos decided lately">
          {state.data.map((photo) => {
            const name = photo.fullName ?? 'Member';
            const headingId = `decided-photo-${photo.id}`;
            return (
              <li key={photo.id} aria-labelledby={headingId} className="card grid gap-3 !p-3">
                <img
                  src={photo.galleryUrl}
                  alt={`${photo.documentType} of ${name}`}
                  width={240}
                  height={300}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-xl object-cover"
                />
                <div>
                  <h2 id={headingId} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
                    <a href={viewProfilePath(photo.userId)} className="underline-offset-2 hover:underline">
                      {name}
                    </a>
                  </h2>
                  <p className="text-sm font-semibold">{photo.approval === 'approved' ? 'Approved' : 'Rejected'}</p>
                  <p className="text-sm text-stone-700 dark:text-stone-300">
                    {photo.documentType} · {photo.reviewerName ? `by ${photo.reviewerName}, ` : ''}
                    {dateTime(photo.reviewedAt)}
                  </p>
                  {photo.rejectReason && <p className="text-sm text-stone-700 dark:text-stone-300">Reason: {photo.rejectReason}</p>}
                </div>
                <button type="button" className="btn btn-outline justify-self-start" aria-describedby={headingId} onClick={() => setUndoing(photo)}>
                  Undo
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title={undoing ? `Undo the decision on the photo of ${undoing.fullName ?? 'this member'}` : ''}
        message={
          undoing?.approval === 'approved'
            ? 'The photo goes back to the queue, and other members stop seeing it until it is decided again.'
            : 'The photo goes back to the queue to be decided again.'
        }
        confirmLabel="Undo decision"
        busy={busy}
        onConfirm={() => void undo()}
        onCancel={() => setUndoing(null)}
      />
    </>
  );
}
