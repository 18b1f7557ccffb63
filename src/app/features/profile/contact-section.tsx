import { useState } from 'react';
import { notify } from '../../client/toast';
import type { ContactAccess, ContactDetails } from '../../../shared/schemas/matching';
import { PATHS } from '../../dashboard/config/paths';
import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { revealContact } from './api';

/**
 * Contact details of another member (docs/product/access.md): an invitation to a plan without one, a button
 * that spends one contact view of the plan, and the details once revealed under the plan.
 */
export function ContactSection({ userId, access, details }: { userId: number; access: ContactAccess; details: ContactDetails | null }) {
  const t = useWords().contact;
  const [shown, setShown] = useState<{ details: ContactDetails; left: number } | null>(
    details && access.state !== 'needs-plan' && access.state !== 'staff' ? { details, left: access.contactViewsLeft } : null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function reveal() {
    setBusy(true);
    const result = await revealContact(userId);
    setBusy(false);
    if (!result.ok) {
      setFailure(spoken(result.error));
      notify.error(spoken(result.error));
      return;
    }
    setFailure(null);
    setShown({ details: result.data.contactDetails, left: result.data.contactViewsLeft });
  }

  return (
    <section aria-labelledby="contact-details" className="card">
      <h2 id="contact-details" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.title}
      </h2>
      {shown ? (
        <>
          <dl className="mt-3 grid gap-y-2">
            <div>
              <dt className="text-xs font-semibold text-stone-600 dark:text-stone-300">{t.mobile}</dt>
              <dd>
                <a href={`tel:+91${shown.details.mobile}`} className="inline-block py-0.5 underline">
                  {shown.details.mobile}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-stone-600 dark:text-stone-300">{t.email}</dt>
              <dd className="break-words">
                <a href={`mailto:${shown.details.email}`} className="inline-block max-w-full py-0.5 break-words underline">
                  {shown.details.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-stone-600 dark:text-stone-300">{t.address}</dt>
              <dd className="break-words">{[shown.details.address, shown.details.pinCode].filter(Boolean).join(', ') || '—'}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">{t.viewsLeft({ count: shown.left })}</p>
        </>
      ) : access.state === 'needs-plan' ? (
        <>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{t.needsPlan}</p>
          <a href={PATHS.plans} className="btn btn-primary mt-3">
            {t.seePlans}
          </a>
        </>
      ) : access.state === 'staff' ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t.staff}</p>
      ) : (
        <>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{t.planLets}</p>
          <button type="button" className="btn btn-primary mt-3" disabled={busy} onClick={() => void reveal()}>
            {t.show}
          </button>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t.viewsLeft({ count: access.contactViewsLeft })}</p>
          {failure && (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
              {failure}
            </p>
          )}
        </>
      )}
    </section>
  );
}
