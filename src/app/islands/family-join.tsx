// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { useEffect, useState, type FormEvent } from 'react';
import { apiGet, apiPost } from '../client/api';
import { setAuth } from '../stores/auth';
import { formsText } from '../../shared/i18n/forms';
import type { Locale } from '../../shared/i18n/locales';
import type { InviteInfo } from '../../shared/schemas/family';
import { DataInWords } from '../ui/data-in-words';
import { TextField } from '../ui/field';
import Toaster from '../ui/toaster';
import { notify } from '../client/toast';
import { SIGNED_IN_FROM_KEY } from '../../shared/storage-keys';

/** /family-join?token=… : the invitation link a family helper opens (docs/product/family.md). */
export default function FamilyJoinApp({ locale = 'en' }: { locale?: Locale }) {
  const t = formsText(locale).familyJoin;
  const [token, setToken] = useState('');
  const [info, setInfo] = useState<InviteInfo | null | 'invalid'>(null);
  const [other, setOther] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A helper new to the site proves the other contact they named with a code of its own.
  const [otherSentTo, setOtherSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [otherCode, setOtherCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('token') ?? '';
    window.history.replaceState(null, '', window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(value);
    void apiGet<InviteInfo>(`/family/invites/${encodeURIComponent(value || '-')}`).then((r) => setInfo(r.ok ? r.data : 'invalid'));
  }, []);

  if (info === null) return <p role="status">{t.loading}</p>;
  if (info === 'invalid') return <p role="alert">{t.linkInvalid}</p>;
  const asksOther = !info.existingAccount;
  const otherField = info.channel === 'email' ? 'mobile' : 'email';

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const r = await apiPost<{ sentTo: string; otherSentTo?: string }>(`/family/invites/${encodeURIComponent(token)}/code`, {
      // A helper new to the site reads it in this page's language from then on.
      locale,
      ...(asksOther ? { [otherField]: other } : {}),
    });
    setBusy(false);
    if (!r.ok) return setProblem(r.message);
    setSentTo(r.data.sentTo);
    setOtherSentTo(r.data.otherSentTo ?? null);
  }
  async function join(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const r = await apiPost<{ accessToken: string; role: string; userName: string }>(`/family/invites/${encodeURIComponent(token)}/accept`, {
      code,
      ...(asksOther ? { password } : {}),
      ...(otherSentTo ? { otherCode } : {}),
    });
    setBusy(false);
    if (!r.ok) return setProblem(r.message);
    setAuth({ accessToken: r.data.accessToken, role: r.data.role, userName: r.data.userName });
    try {
      // As after signing in: a helper whose account speaks another language is offered this page's (language-offer.tsx).
      if (locale === 'en') sessionStorage.removeItem(SIGNED_IN_FROM_KEY);
      else sessionStorage.setItem(SIGNED_IN_FROM_KEY, locale);
    } catch {
      // storage refused: no offer
    }
    notify.success(t.title);
    window.location.assign('/dashboard');
  }
  const relation = t.relations[info.relation] ?? info.relation;
  return (
    <div className="grid gap-4">
      <Toaster />
      <p>{t.invites({ member: info.memberFirstName, name: info.helperName, relation })}</p>
      <p className="muted text-sm">{t.own}</p>
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
      {!sentTo ? (
        <form className="grid gap-3" onSubmit={(e) => void sendCode(e)} aria-label={t.sendCode}>
          <p>
            <DataInWords words={t.codeTo} data={info.contact} />
          </p>
          {asksOther && (
            <TextField
              label={otherField === 'email' ? t.email : t.mobile}
              id={`family-join-${otherField}`}
              name={otherField}
              type={otherField === 'email' ? 'email' : 'tel'}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              required
            />
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.sending : t.sendCode}
          </button>
        </form>
      ) : (
        <form className="grid gap-3" onSubmit={(e) => void join(e)} aria-label={t.join}>
          <p role="status">
            <DataInWords words={t.sentTo} data={sentTo} />
          </p>
          <CodeInput name="code" label={t.code} value={code} onChange={setCode} />
          {otherSentTo && (
            <>
              <p role="status">
                <DataInWords words={t.otherSentTo} data={otherSentTo} />
              </p>
              <CodeInput name="otherCode" label={t.otherCode} value={otherCode} onChange={setOtherCode} />
            </>
          )}
          {asksOther && (
            <TextField
              label={t.password}
              hint={t.passwordHint}
              id="family-join-password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.joining : t.join}
          </button>
        </form>
      )}
    </div>
  );
}

/** A one-time code's field: digits, offered from the message by the phone's keyboard. */
function CodeInput({ name, label, value, onChange }: { name: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      id={`family-join-${name}`}
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}
