import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { useState } from 'react';
import { notify } from '../../client/toast';
import { SITE_NAME } from '../../../shared/site';
import { PageHeader } from '../../dashboard/parts/page-header';
import { saveBlob } from '../../dashboard/helpers/download';
import { exportMyData } from './api';
import { DeleteAccount } from './delete-account';

const saveJson = (data: unknown, fileName: string) => saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);

/** The member's data rights (docs/product/trust.md, Digital Personal Data Protection Act 2023). */
export default function AccountPage() {
  const [busy, setBusy] = useState(false);
  const t = useWords().account;
  async function download() {
    setBusy(true);
    const result = await exportMyData();
    setBusy(false);
    if (!result.ok) return notify.error(spoken(result.error) || t.exportFailed);
    saveJson(result.data, `${SITE_NAME.toLowerCase()}-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    notify.success(t.exportReady);
  }
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <section aria-labelledby="download-title" className="card mb-6 max-w-2xl">
        <h2 id="download-title" className="font-serif text-xl font-bold">
          {t.downloadTitle}
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t.downloadHelp}</p>
        <button type="button" className="btn btn-primary mt-4" disabled={busy} onClick={() => void download()}>
          {busy ? t.preparing : t.download}
        </button>
      </section>
      <DeleteAccount />
    </>
  );
}
