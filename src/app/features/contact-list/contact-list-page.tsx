import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { notify } from '../../client/toast';

import { createCollectionStore } from '../../stores/collection';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dashboardApi } from '../../dashboard/helpers/session';
import { useListLoad } from '../../client/use-load';
import { MessageCard, type ContactMessage } from './message-card';
import { contactListWords } from '../../../shared/i18n/admin/contact-list';
import { shown, useScreenWords } from '../../dashboard/helpers/i18n';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

const PAGE_SIZE = 10;

/** Contact List (admin): enquiries newest first (the resource sorts -createdAt), read state, delete. */
export default function ContactListPage() {
  const t = useScreenWords(contactListWords);
  const store = useMemo(() => createCollectionStore<ContactMessage>('contact-us', dashboardApi), []);
  const state = useStore(store.$state);
  const total = useStore(store.$total);
  const [page, setPage] = useState(1);
  const [doomed, setDoomed] = useState<ContactMessage | null>(null);

  const listQuery = useMemo(() => ({ page, pageSize: PAGE_SIZE }), [page]);
  const { loadError, reload } = useListLoad(store, listQuery);

  async function markRead(message: ContactMessage) {
    const { createdAt: _c, ...rest } = message;
    if (await store.update(message.id, { ...rest, isRead: 1 } as ContactMessage)) notify.success(t.markedRead);
    else notify.error(shown(store.$state.get().error ?? MSG.fetchFailed));
  }

  async function remove() {
    if (!doomed) return;
    const ok = await store.remove(doomed.id);
    setDoomed(null);
    if (ok) notify.success(t.deleted);
    else notify.error(shown(store.$state.get().error ?? MSG.fetchFailed));
    reload();
  }

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {loadError && <ErrorPanel message={loadError} onRetry={reload} />}
      {state.status === 'loading' && state.list.length === 0 && <LoadingPanel />}
      {state.status === 'succeeded' && state.list.length === 0 && <p className="text-stone-600 dark:text-stone-300">{t.none}</p>}
      <ul className="space-y-3">
        {state.list.map((m) => (
          <MessageCard key={m.id} message={m} onRead={() => void markRead(m)} onDelete={() => setDoomed(m)} />
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
      <ConfirmDialog
        open={doomed !== null}
        title={t.deleteTitle}
        message={doomed ? t.deleteQuestion({ name: doomed.name }) : ''}
        confirmLabel={t.delete}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
