import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { serverMessageOr, type ApiFailure } from '../../../client/api';
import { notify } from '../../../client/toast';
import { profileText, ProfileWordsContext } from '../../../../shared/i18n/profile';
import type { Locale } from '../../../../shared/i18n/locales';
import { profileCheck } from '../../../../shared/schemas/profile-checks';
import { fieldInfo, PROFILE_SECTIONS, type FieldName, type SectionKey } from '../../../../shared/schemas/profile';
import {
  $profileForm,
  $profileProgress,
  PROFILE_TABS,
  resetProfileForm,
  setProfileErrors,
  setProfileTab,
  type FormValues,
  type ProfileTab,
} from '../../../stores/profile-form';
import { ProgressBar } from '../../../ui/progress-bar';
import { panelId, tabId, Tabs } from '../../../ui/tabs';
import { DocumentsTab } from './documents-tab';
import { FIELD_UI } from './field-meta';
import { loadMasterLists } from '../../../client/reference-lists';
import { SectionFields } from './section-fields';
import { useProfileSave } from './use-profile-save';
import { checkWords, refusalWords } from './check-words';
import { useSay } from '../../../../shared/i18n/forms/use-say';
import { FormSayContext } from './form-say';
import type { MessageOrText } from '../../../../shared/message-code';
import { CODED } from '../../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

interface Props {
  /** 'register' right after sign-up (upload failures only logged); 'edit' from the dashboard. */
  mode: 'register' | 'edit';
  /** Called after 'Profile submitted successfully!' and the reset of the form. */
  onSubmitted: () => void;
  /** The page's language (registration) or the member's (dashboard). */
  locale?: Locale;
  /** The sections without the documents tab: a family helper edits the profile but never sees documents (docs/product/family.md). */
  withoutDocuments?: boolean;
  /** Shown under the Personal tab's fields: the dashboard's birth details for the chart (docs/product/horoscope.md). */
  personalExtra?: ReactNode;
}

/** The required fields of a section still empty. */
const emptyRequired = (section: SectionKey, values: FormValues) =>
  Object.keys(FIELD_UI[section]).filter(
    (name) => fieldInfo(section, name as FieldName<typeof section>).required && (values[section] as Record<string, string>)[name] === '',
  );
const requiredFilled = (section: SectionKey, values: FormValues) => emptyRequired(section, values).length === 0;

/** The marks for every required field left empty on the tabs up to `last`: "<label> is required", as the final submit says it. */
function requiredMarks(values: FormValues, last: number): Record<string, MessageOrText> {
  const marks: Record<string, MessageOrText> = {};
  for (const tab of PROFILE_TABS.slice(0, last + 1)) {
    if (tab === 'documents') continue;
    for (const name of emptyRequired(tab, values)) marks[`${tab}.${name}`] = profileCheck('required', fieldInfo(tab, name as FieldName<typeof tab>).label);
  }
  return marks;
}

/** The seven-tab profile (docs/product/pages.md, docs/product/states.md), reusable by the registration screen and the dashboard. */
export function ProfileForm({ mode, onSubmitted, locale = 'en', withoutDocuments = false, personalExtra }: Props) {
  const t = profileText(locale);
  const say = useSay(locale);
  /** The server's refusal in the form's language. */
  const refused = (english: MessageOrText, failure: ApiFailure) => refusalWords(t, say, english, failure, locale === 'en');
  const { tab, values, errors } = useStore($profileForm);
  const progress = useStore($profileProgress);
  const { busy, persist } = useProfileSave();
  useEffect(() => void loadMasterLists(), []);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Previous/Next move the member to the top of the new section (focus also tells screen readers). */
  const go = (key: ProfileTab) => {
    setProfileTab(key);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const tabs: readonly ProfileTab[] = withoutDocuments ? PROFILE_SECTIONS : PROFILE_TABS;
  const index = tabs.indexOf(tab);
  /** The last tab submits the whole profile: the documents tab, or the last section without it. */
  const last = index === tabs.length - 1;
  // ✓ only for a tab whose required fields are filled and none of whose fields has an error.
  const erred = (key: ProfileTab) => Object.keys(errors).some((field) => field.split('.')[0] === key);
  const items = tabs.map((key) => ({ key, label: t.tabs[key], done: key !== 'documents' && requiredFilled(key, values) && !erred(key) }));
  // Marks left on other tabs (required fields skipped) are theirs: the note here is for this tab's.
  const hasErrors = Object.keys(errors).some((key) => {
    const section = key.split('.')[0];
    return section === tab || !(PROFILE_TABS as readonly string[]).includes(section);
  });
  /** Next left a tab with required fields empty: said on the tab it moved to (docs/product/states.md). */
  const [skipped, setSkipped] = useState<{ from: SectionKey; count: number; shownOn: ProfileTab } | null>(null);

  async function next() {
    const outcome = await persist(false);
    if (outcome.ok) {
      // A partial save is allowed, but the member knows what is left: the fields are marked and counted.
      const section = tab as SectionKey;
      const missing = emptyRequired(section, values).length;
      setProfileErrors(requiredMarks(values, index));
      setSkipped(missing ? { from: section, count: missing, shownOn: tabs[index + 1] } : null);
      go(tabs[index + 1]);
    } else if (outcome.reason === 'no-user') notify.warning(say(MSG.userIdMissing));
    // 'Failed to save profile. Please try again.' or the error message (docs/product/messages.md): a field the
    // member can fix names itself, like 'You must be at least 18 years old to register'.
    else if (outcome.reason === 'invalid')
      notify.error(outcome.message ? checkWords(t, say, outcome.field ?? '', outcome.message) : say(MSG.profileSaveFailed));
    // The first save creates the profile: 'Failed to create profile' or the server's, 'Network error' without a reply.
    else if (outcome.reason === 'server' && outcome.creating)
      notify.error(refused(serverMessageOr(outcome.failure, MSG.profileCreateFailed, MSG.networkError), outcome.failure));
    else if (outcome.reason === 'server') notify.error(refused(serverMessageOr(outcome.failure, MSG.profileSaveFailed), outcome.failure));
  }

  async function submit() {
    try {
      const outcome = await persist(true);
      if (outcome.ok) {
        notify.success(say(MSG.profileSubmitted));
        resetProfileForm();
        onSubmitted();
      } else if (outcome.reason === 'no-user') notify.warning(say(MSG.userIdMissing));
      else if (outcome.reason === 'server')
        notify.error(refused(serverMessageOr(outcome.failure, MSG.profileSubmitFailed, MSG.profileSubmitUnexpected), outcome.failure));
      else if (outcome.reason === 'invalid') notify.error(say(MSG.profileSubmitFailed));
    } catch {
      notify.error(say(MSG.profileSubmitUnexpected));
    }
  }

  return (
    <ProfileWordsContext.Provider value={t}>
      <FormSayContext.Provider value={say}>
        <ProgressBar label={t.form.progress} value={progress} />
        <div className="mt-5">
          <Tabs
            items={items}
            selected={tab}
            onSelect={(key) => setProfileTab(key as (typeof PROFILE_TABS)[number])}
            idPrefix="profile"
            label={t.form.sections}
          />
        </div>
        <div role="tabpanel" id={panelId('profile', tab)} aria-labelledby={tabId('profile', tab)} className="mt-5">
          <h2 ref={heading} tabIndex={-1} className="mb-4 scroll-mt-24 font-serif text-xl font-bold text-brand-deep focus:outline-none dark:text-pink-100">
            {t.tabs[tab]}
          </h2>
          {hasErrors && (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-pink-950 dark:text-red-300"
            >
              {t.form.invalid}
            </p>
          )}
          {skipped && skipped.shownOn === tab && (
            <div
              role="status"
              className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-stone-900 dark:border-amber-600 dark:bg-night-2 dark:text-stone-100"
            >
              <span>{t.form.missingRequired({ count: skipped.count, section: t.tabs[skipped.from] })}</span>
              <button type="button" className="btn btn-outline min-h-9 px-4 py-1.5 text-xs" onClick={() => go(skipped.from)}>
                {t.form.backTo({ section: t.tabs[skipped.from] })}
              </button>
            </div>
          )}
          {tab === 'documents' ? <DocumentsTab quietFailures={mode === 'register'} loadExisting={mode === 'edit'} /> : <SectionFields section={tab} />}
          {tab === 'personal' && personalExtra}
        </div>
        <div className="mt-8 flex items-center justify-between gap-3 border-t border-stone-200 pt-5 dark:border-stone-700">
          <button type="button" className="btn btn-outline" disabled={index === 0 || busy !== null} onClick={() => go(tabs[index - 1])}>
            {t.form.previous}
          </button>
          {last ? (
            <button type="button" className="btn btn-primary disabled:opacity-70" disabled={busy !== null} onClick={submit}>
              {busy === 'submit' ? t.form.submitting : t.form.submit}
            </button>
          ) : (
            <button type="button" className="btn btn-primary disabled:opacity-70" disabled={busy !== null} onClick={next}>
              {busy === 'next' ? t.form.saving : t.form.next}
            </button>
          )}
        </div>
      </FormSayContext.Provider>
    </ProfileWordsContext.Provider>
  );
}
