import { useId, useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { useLocale, useSpoken } from '../../dashboard/helpers/i18n';
import { dateTime, longDate } from '../../dashboard/helpers/dates';
import { horoscopeText } from '../../../shared/i18n/horoscope';
import { BIODATA_LINK, type BiodataLink, type CreatedBiodataLink } from '../../../shared/schemas/biodata';
import { createLink, fetchLinks, revokeLink } from './api';

/**
 * Share my biodata (docs/product/biodata.md): she makes a link (seven days unless she says, with
 * her contact details only if she ticks the box), copies it or shares it on WhatsApp, sees how
 * often each link was opened, and revokes any at once. A link's address is shown only when made.
 */
export default function SharePanel() {
  const h = horoscopeText(useLocale()).share;
  const say = useSpoken();
  const id = useId();
  const [state, reload] = useLoad('biodata-links', fetchLinks, h.failed);
  // What a revoke answered, until the list is read again.
  const [revoked, setRevoked] = useState<BiodataLink[] | null>(null);
  const links = revoked ?? (state.status === 'succeeded' ? state.data.items : null);
  const [days, setDays] = useState(String(BIODATA_LINK.defaultDays));
  const [includeContact, setIncludeContact] = useState(false);
  const [made, setMade] = useState<CreatedBiodataLink | null>(null);
  const [busy, setBusy] = useState(false);

  async function make() {
    setBusy(true);
    const result = await createLink(Number(days), includeContact);
    setBusy(false);
    if (!result.ok) return notify.error(say(result.error));
    setMade(result.data);
    notify.success(h.created);
    setRevoked(null);
    reload();
  }
  async function revoke(link: BiodataLink) {
    const result = await revokeLink(link.id);
    if (!result.ok) return notify.error(say(result.error));
    setRevoked(result.data.items);
    if (made?.link.id === link.id) setMade(null);
    notify.success(h.revokedNow);
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(h.copied);
    } catch {
      // A browser that refuses the clipboard: the link stays selectable in its field.
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {h.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{h.intro}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void make();
        }}
      >
        <div>
          <label htmlFor={`${id}-days`} className="block text-sm font-semibold">
            {h.days}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={BIODATA_LINK.minDays}
            max={BIODATA_LINK.maxDays}
            required
            className="mt-1 w-24 rounded-md border border-stone-400 bg-white px-2 py-1.5 dark:border-stone-500 dark:bg-stone-900"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={includeContact} onChange={(e) => setIncludeContact(e.target.checked)} />
          {h.includeContact}
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? h.creating : h.create}
        </button>
      </form>
      {made && (
        <div className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-3 dark:border-amber-500 dark:bg-stone-800" role="status">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
            {h.link}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            className="mt-1 w-full rounded-md border border-stone-400 bg-white px-2 py-1.5 font-mono text-xs dark:border-stone-500 dark:bg-stone-900"
            value={made.url}
            onFocus={(e) => e.target.select()}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline" onClick={() => void copy(made.url)}>
              {h.copy}
            </button>
            <a className="btn btn-primary" href={made.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {h.whatsapp}
            </a>
            <a className="btn btn-outline" href={made.pdfUrl} target="_blank" rel="noopener noreferrer">
              {h.preview}
            </a>
          </div>
        </div>
      )}
      <h3 className="mt-5 font-semibold">{h.links}</h3>
      {state.status === 'failed' && <p className="mt-1 text-sm">{h.failed}</p>}
      {links && links.length === 0 && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{h.none}</p>}
      {links && links.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 p-2 text-sm dark:border-stone-700"
            >
              <div>
                <p className="font-mono text-xs">…{link.hint}</p>
                <p>
                  {link.state === 'active' ? h.expires({ date: longDate(link.expiresAt) }) : link.state === 'expired' ? h.expired : h.revoked}
                  {link.includeContact && ` · ${h.withContact}`}
                </p>
                <p className="text-stone-700 dark:text-stone-300">
                  {h.opened({ count: link.pageOpens + link.pdfOpens })}
                  {link.lastOpenedAt && ` · ${dateTime(link.lastOpenedAt)}`}
                </p>
              </div>
              {link.state === 'active' && (
                <button type="button" className="btn btn-outline" aria-label={h.revokeOf({ date: dateTime(link.createdAt) })} onClick={() => void revoke(link)}>
                  {h.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
