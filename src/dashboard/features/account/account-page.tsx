import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { ACCOUNT_TEXT } from '../../../shared/schemas/account';
import { SITE_NAME } from '../../../shared/site';
import { PageHeader } from '../../components/page-header';
import { saveBlob } from '../../lib/download';
import { exportMyData } from './api';
import { DeleteAccount } from './delete-account';

const saveJson = (data: unknown, fileName: string) => saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);

/** The member's data rights (DESIGN §14, Digital Personal Data Protection Act 2023). */
export default function AccountPage() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const result = await exportMyData();
    setBusy(false);
    if (!result.ok) return notify.error(result.message || ACCOUNT_TEXT.exportFailed);
    saveJson(result.data, `${SITE_NAME.toLowerCase()}-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    notify.success(ACCOUNT_TEXT.exportReady);
  }
  return (
    <>
      <PageHeader
        title="Your data and account"
        intro="Under the Digital Personal Data Protection Act 2023 you can take a copy of your data or delete your account."
      />
      <section aria-labelledby="download-title" className="card mb-6 max-w-2xl">
        <h2 id="download-title" className="font-serif text-xl font-bold">
          Download my data
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          A JSON file with your account, profile, the list of your documents, your subscriptions and payments, and your sign-in history.
        </p>
        <button type="button" className="btn btn-primary mt-4" disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing…' : 'Download my data'}
        </button>
      </section>
      <DeleteAccount />
    </>
  );
}
