import { useState, type ReactNode } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { ToggleSection } from '../../dashboard/parts/toggle-section';
import { useLocale, useSpoken } from '../../dashboard/helpers/i18n';
import { TextField } from '../../ui/field';
import { useStructForm } from '../../ui/use-struct-form';
import { contactTermsWords } from '../../../shared/i18n/contact-terms';
import { CONTACT_LEVELS, HiddenContactBody, type ContactLevel, type ContactTerms, type ContactTermsInput } from '../../../shared/schemas/contact-terms';
import { INTEREST_CAP_MAX } from '../../../shared/contact-terms-text';
import { addHiddenContact, fetchContactTerms, removeHiddenContact, saveContactTerms } from './api';

/**
 * Contact on the member's terms (docs/product/trust.md): a section per choice, as the other
 * Settings sections are. Who may contact her, who writes first (an on/off choice), her interests a
 * day, and the contacts she hides from.
 */
const heading = 'font-serif text-xl font-bold text-brand-deep dark:text-pink-200';
const hint = 'text-sm text-stone-700 dark:text-stone-300';

function useTermsWords() {
  return contactTermsWords(useLocale());
}

interface ChoiceProps {
  id: string;
  words: { title: string; help: string; save: string; saved: string };
  /** What the form saves; unchanged, the button waits. */
  changes: ContactTermsInput;
  changed: boolean;
  onSaved: (t: ContactTerms) => void;
  children: ReactNode;
}

/** A section that saves one of her choices: its title and help, the choice's fieldset, and Save. */
function ChoiceSection({ id, words, changes, changed, onSaved, children }: ChoiceProps) {
  const say = useSpoken();
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    const result = await saveContactTerms(changes);
    setBusy(false);
    if (!result.ok) return notify.error(say(result.error));
    notify.success(words.saved);
    onSaved(result.data);
  }
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`} className={heading}>
        {words.title}
      </h2>
      <p id={`${id}-hint`} className={`mt-2 ${hint}`}>
        {words.help}
      </p>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
          <legend className="sr-only">{words.title}</legend>
          {children}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy || !changed}>
            {words.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function LevelSection({ terms, onSaved }: { terms: ContactTerms; onSaved: (t: ContactTerms) => void }) {
  const t = useTermsWords().level;
  const [choice, setChoice] = useState<ContactLevel | null>(terms.verifiedLevel);
  const options: Array<{ value: ContactLevel | null; label: string; hint: string }> = [
    { value: null, label: t.anyone, hint: t.anyoneHint },
    ...CONTACT_LEVELS.map((level) => ({ value: level, label: t[level], hint: t[`${level}Hint`] })),
  ];
  return (
    <ChoiceSection id="contact-level" words={t} changes={{ verifiedLevel: choice }} changed={choice !== terms.verifiedLevel} onSaved={onSaved}>
      {options.map((o) => {
        const id = `contact-level-${o.value ?? 'anyone'}`;
        return (
          <div key={id} className="flex items-start gap-2">
            <input
              id={id}
              type="radio"
              name="contact-level"
              className="mt-1.5"
              aria-describedby={`${id}-hint`}
              checked={choice === o.value}
              onChange={() => setChoice(o.value)}
            />
            <div>
              <label htmlFor={id} className="font-semibold">
                {o.label}
              </label>
              <p id={`${id}-hint`} className={hint}>
                {o.hint}
              </p>
            </div>
          </div>
        );
      })}
    </ChoiceSection>
  );
}

function CapSection({ terms, onSaved }: { terms: ContactTerms; onSaved: (t: ContactTerms) => void }) {
  const t = useTermsWords().cap;
  const [limited, setLimited] = useState(terms.interestDailyCap !== null);
  const [count, setCount] = useState(String(terms.interestDailyCap ?? 10));
  const chosen = limited ? Number(count) : null;
  return (
    <ChoiceSection id="interest-cap" words={t} changes={{ interestDailyCap: chosen }} changed={chosen !== terms.interestDailyCap} onSaved={onSaved}>
      <div className="flex items-center gap-2">
        <input id="interest-cap-none" type="radio" name="interest-cap" checked={!limited} onChange={() => setLimited(false)} />
        <label htmlFor="interest-cap-none" className="font-semibold">
          {t.noLimit}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input id="interest-cap-some" type="radio" name="interest-cap" checked={limited} onChange={() => setLimited(true)} />
        <label htmlFor="interest-cap-some" className="font-semibold">
          {t.limit}
        </label>
        <input
          id="interest-cap-count"
          type="number"
          inputMode="numeric"
          min={1}
          max={INTEREST_CAP_MAX}
          aria-labelledby="interest-cap-some interest-cap-count-unit"
          className="w-20 rounded-md border border-stone-400 bg-white px-2 py-1 dark:border-stone-500 dark:bg-stone-900"
          value={count}
          disabled={!limited}
          onChange={(e) => setCount(e.target.value)}
        />
        <span id="interest-cap-count-unit">{t.perDay}</span>
      </div>
    </ChoiceSection>
  );
}

function HiddenContactsSection({ terms, onSaved }: { terms: ContactTerms; onSaved: (t: ContactTerms) => void }) {
  const t = useTermsWords().hidden;
  const say = useSpoken();
  const form = useStructForm({ contact: '' }, HiddenContactBody, { restoreTyped: false, say, id: () => 'hidden-contact' });
  const [busy, setBusy] = useState(false);
  async function add() {
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await addHiddenContact(data.contact);
    setBusy(false);
    if (!result.ok) {
      if (result.fieldMessages?.contact) form.setErrors({ contact: result.fieldMessages.contact });
      return notify.error(say(result.error));
    }
    form.reset();
    notify.success(t.added);
    onSaved(result.data);
  }
  async function remove(id: number) {
    const result = await removeHiddenContact(id);
    if (!result.ok) return notify.error(say(result.error));
    notify.success(t.removed);
    onSaved(result.data);
  }
  return (
    <section aria-labelledby="hidden-contacts-title" className="card">
      <h2 id="hidden-contacts-title" className={heading}>
        {t.title}
      </h2>
      <p className={`mt-2 ${hint}`}>{t.help}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField {...form.field('contact')} label={t.contact} autoComplete="off" maxLength={254} className="min-w-0 flex-1 basis-60" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.add}
        </button>
      </form>
      <h3 className="mt-4 font-semibold">{t.list}</h3>
      {terms.hiddenContacts.length === 0 ? (
        <p className={`mt-1 ${hint}`}>{t.none}</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-label={t.list}>
          {terms.hiddenContacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-300 px-3 py-2 dark:border-stone-600">
              <span className="min-w-0 break-all">
                <span className="text-sm text-stone-700 dark:text-stone-300">{c.kind === 'email' ? t.email : t.mobile}: </span>
                <span dir="ltr">{c.hint}</span>
              </span>
              <button type="button" className="btn btn-outline" aria-label={t.removeNamed({ hint: c.hint })} onClick={() => void remove(c.id)}>
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's terms for contact: one load, a section per choice. */
export function ContactTermsSections() {
  const words = useTermsWords();
  const [state, reload, setState] = useLoad('contact-terms', fetchContactTerms, words.failed);
  const saved = (data: ContactTerms) => setState({ status: 'succeeded', data });
  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') return <ErrorPanel message={state.message} onRetry={reload} />;
  const terms = state.data;
  return (
    <>
      <LevelSection key={`level-${terms.verifiedLevel}`} terms={terms} onSaved={saved} />
      <ToggleSection
        id="first-message"
        inputId="first-message-box"
        load={fetchContactTerms}
        save={(on) => saveContactTerms({ firstMessage: on })}
        isOn={(setting) => setting.firstMessage}
        words={words.firstMessage}
      />
      <CapSection key={`cap-${terms.interestDailyCap}`} terms={terms} onSaved={saved} />
      <HiddenContactsSection terms={terms} onSaved={saved} />
    </>
  );
}
