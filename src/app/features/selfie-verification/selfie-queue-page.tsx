import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { useDocumentBlob } from '../../client/document-blob';
import { fileUrl } from '../../client/upload';
import { selfieWords } from '../../../shared/i18n/selfie-verification';
import { TextAreaField } from '../../ui/field';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { $auth } from '../../stores/auth';
import { approveSelfie, fetchSelfieQueue, rejectSelfie, selfiePath, type SelfieQueueEntry } from './api';

const PAGE_SIZE = 20;

/** One waiting selfie beside the member's approved photos, with the two decisions. */
function QueueItem({ item, onDecided }: { item: SelfieQueueEntry; onDecided: () => void }) {
  const locale = useLocale();
  const t = selfieWords(locale);
  const selfie = useDocumentBlob(selfiePath(item.id), $auth.get()?.accessToken);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function act(approve: boolean) {
    setBusy(true);
    const result = approve ? await approveSelfie(item.id) : await rejectSelfie(item.id, reason);
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    onDecided();
  }
  return (
    <li className="card grid gap-3" aria-labelledby={`selfie-${item.id}`}>
      <h2 id={`selfie-${item.id}`} className="font-semibold">
        {item.name ?? item.profileCode ?? `#${item.userId}`} {item.profileCode ? `(${item.profileCode})` : ''} · {t.findings[item.finding]} ·{' '}
        {dateTime(item.createdAt)}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <figure>
          <figcaption className="text-sm font-semibold">{t.queue.selfie}</figcaption>
          {selfie ? <img src={selfie} alt={t.queue.selfie} className="max-h-72 rounded-lg" /> : <LoadingPanel />}
        </figure>
        <figure>
          <figcaption className="text-sm font-semibold">{t.queue.photos}</figcaption>
          <div className="flex flex-wrap gap-2">
            {item.photoUrls.map((url) => (
              <img key={url} src={fileUrl(url)} alt={t.queue.photos} className="max-h-72 rounded-lg" />
            ))}
          </div>
        </figure>
      </div>
      <TextAreaField id={`selfie-reason-${item.id}`} label={t.queue.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act(true)}>
          {t.queue.approve}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act(false)}>
          {t.queue.reject}
        </button>
      </div>
    </li>
  );
}

/** Selfie checks waiting for an administrator (docs/product/trust.md): the selfie beside the photos; approve or reject with a reason. */
export default function SelfieQueuePage() {
  const t = selfieWords(useLocale());
  const failed = useWords().settings.failed;
  const [page, setPage] = useState(1);
  const [list, reload] = useLoad(`selfie-queue-${page}`, () => fetchSelfieQueue(page), failed);
  return (
    <div>
      <PageHeader title={t.queue.title} />
      {list.status === 'loading' && <LoadingPanel />}
      {list.status === 'failed' && <ErrorPanel message={list.message} onRetry={reload} />}
      {list.status === 'succeeded' && (
        <>
          {list.data.items.length === 0 && <p>{t.queue.empty}</p>}
          <ul className="grid gap-4">
            {list.data.items.map((item) => (
              <QueueItem key={item.id} item={item} onDecided={reload} />
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
