import { useState } from 'react';
import { notify } from '../../client/toast';
import { RejectPhotoBody, type PendingPhoto } from '../../../shared/schemas/photos';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { useStructForm } from '../../ui/use-struct-form';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { viewProfilePath } from '../../dashboard/config/paths';
import { shortDate } from '../../dashboard/helpers/dates';
import { useLoad } from '../../client/use-load';
import { approvePhoto, fetchPendingPhotos, rejectPhoto } from './api';
import { Tabs } from '../../dashboard/parts/tabs';
import { DecidedPhotos } from './decided-photos';
import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { kindText, PhotoKind, usePhotoWords } from './photo-words';

/** Photo Approval: new and replaced photos wait here until an administrator approves or rejects them (docs/product/documents-and-photos.md). */
export default function PhotoApprovalPage() {
  const t = usePhotoWords();
  const words = useWords();
  const [tab, setTab] = useState<'waiting' | 'decided'>('waiting');
  const [state, reload] = useLoad('photo-approval', fetchPendingPhotos, t.failed);
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<PendingPhoto | null>(null);
  const rejection = useStructForm({ reason: '' }, RejectPhotoBody, { restoreTyped: false, id: () => 'reject-reason' });

  async function decide(photo: PendingPhoto, how: 'approve' | 'reject') {
    const data = how === 'reject' ? rejection.submit() : null;
    if (how === 'reject' && !data) return;
    setBusy(photo.id);
    const result = data ? await rejectPhoto(photo.id, data.reason) : await approvePhoto(photo.id);
    setBusy(null);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(how === 'approve' ? t.approved : t.rejected);
    setRejecting(null);
    reload();
  }

  const waiting = (
    <>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.length === 0 ? (
          <p className="card text-stone-700 dark:text-stone-300">{t.noneWaiting}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t.waitingList}>
            {state.data.map((photo, index) => {
              const name = photo.fullName ?? words.common.member;
              const headingId = `pending-photo-${photo.id}`;
              return (
                <li key={photo.id} aria-labelledby={headingId} className="card grid gap-3 !p-3">
                  <img
                    src={photo.galleryUrl}
                    alt={t.photoOf({ kind: kindText(t, photo), name })}
                    width={240}
                    height={300}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    className="aspect-[4/5] w-full rounded-xl object-cover"
                  />
                  <div>
                    <h2 id={headingId} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
                      <a href={viewProfilePath(photo.userId)} className="underline-offset-2 hover:underline" translate={photo.fullName ? 'no' : undefined}>
                        {name}
                      </a>
                    </h2>
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      <PhotoKind t={t} kind={photo} /> · {t.uploaded({ date: shortDate(photo.createdAt) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-primary"
                      aria-describedby={headingId}
                      disabled={busy === photo.id}
                      onClick={() => void decide(photo, 'approve')}
                    >
                      {t.approve}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline"
                      aria-describedby={headingId}
                      disabled={busy === photo.id}
                      onClick={() => {
                        rejection.reset();
                        setRejecting(photo);
                      }}
                    >
                      {t.reject}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
    </>
  );

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <Tabs
        label={t.title}
        tabs={[
          { key: 'waiting', label: t.waiting },
          { key: 'decided', label: t.decided },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'decided' ? <DecidedPhotos onUndone={reload} /> : waiting}
      </Tabs>
      <Dialog
        open={rejecting !== null}
        title={rejecting ? t.rejectTitle({ name: rejecting.fullName ?? t.thisMember }) : ''}
        description={t.rejectNote}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <form
            className="dialog-body grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void decide(rejecting, 'reject');
            }}
          >
            <TextAreaField {...rejection.field('reason')} label={t.reason} required minLength={3} maxLength={300} />
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setRejecting(null)}>
                {words.common.cancel}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy === rejecting.id}>
                {t.rejectPhoto}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
