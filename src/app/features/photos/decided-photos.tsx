import { useState } from 'react';
import { notify } from '../../client/toast';
import type { DecidedPhoto } from '../../../shared/schemas/photos';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { viewProfilePath } from '../../dashboard/config/paths';
import { dateTime } from '../../dashboard/helpers/dates';
import { useLoad } from '../../client/use-load';
import { fetchDecidedPhotos, undoPhotoDecision } from './api';
import { kindText, PhotoKind, usePhotoWords } from './photo-words';
import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { DataInWords } from '../../ui/data-in-words';

/**
 * The photos decided lately, newest decision first, each with who decided, when and why, and Undo,
 * which puts the photo back in the queue (docs/product/documents-and-photos.md). Asked first.
 */
export function DecidedPhotos({ onUndone }: { onUndone: () => void }) {
  const t = usePhotoWords();
  const words = useWords();
  const [state, reload] = useLoad('photo-approval-decided', fetchDecidedPhotos, t.decidedFailed);
  const [undoing, setUndoing] = useState<DecidedPhoto | null>(null);
  const [busy, setBusy] = useState(false);

  async function undo() {
    if (!undoing) return;
    setBusy(true);
    const result = await undoPhotoDecision(undoing.id);
    setBusy(false);
    setUndoing(null);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(t.undone);
    reload();
    onUndone();
  }

  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <ErrorPanel message={state.message} onRetry={reload} />;
  return (
    <>
      {state.data.length === 0 ? (
        <p className="card text-stone-700 dark:text-stone-300">{t.noneDecided}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t.decidedList}>
          {state.data.map((photo) => {
            const name = photo.fullName ?? words.common.member;
            const headingId = `decided-photo-${photo.id}`;
            return (
              <li key={photo.id} aria-labelledby={headingId} className="card grid gap-3 !p-3">
                <img
                  src={photo.galleryUrl}
                  alt={t.photoOf({ kind: kindText(t, photo), name })}
                  width={240}
                  height={300}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-xl object-cover"
                />
                <div>
                  <h2 id={headingId} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
                    <a href={viewProfilePath(photo.userId)} className="underline-offset-2 hover:underline" translate={photo.fullName ? 'no' : undefined}>
                      {name}
                    </a>
                  </h2>
                  <p className="text-sm font-semibold">{photo.approval === 'approved' ? t.wasApproved : t.wasRejected}</p>
                  <p className="text-sm text-stone-700 dark:text-stone-300">
                    <PhotoKind t={t} kind={photo} /> · {photo.reviewerName && <DataInWords words={t.by} data={photo.reviewerName} />}
                    {dateTime(photo.reviewedAt)}
                  </p>
                  {photo.rejectReason && (
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      {t.reasonWas} <span translate="no">{photo.rejectReason}</span>
                    </p>
                  )}
                </div>
                <button type="button" className="btn btn-outline justify-self-start" aria-describedby={headingId} onClick={() => setUndoing(photo)}>
                  {t.undo}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title={undoing ? t.undoTitle({ name: undoing.fullName ?? t.thisMember }) : ''}
        message={undoing?.approval === 'approved' ? t.undoApproved : t.undoRejected}
        confirmLabel={t.undoDecision}
        busy={busy}
        onConfirm={() => void undo()}
        onCancel={() => setUndoing(null)}
      />
    </>
  );
}
