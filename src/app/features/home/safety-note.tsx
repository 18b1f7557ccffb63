import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { localePath } from '../../../shared/i18n/locales';
import type { SafetyNotes } from '../../../shared/i18n/safety/notes-en';
import { useLocale } from '../../dashboard/helpers/i18n';

/** Each language's notes load apart, so the home fetches only its own. */
const NOTES: Record<Locale, () => Promise<SafetyNotes>> = {
  en: () => import('../../../shared/i18n/safety/notes-en').then((m) => m.notesEn),
  hi: () => import('../../../shared/i18n/safety/notes-hi').then((m) => m.notesHi),
  ta: () => import('../../../shared/i18n/safety/notes-ta').then((m) => m.notesTa),
};

const WEEK_MS = 7 * 86_400_000;
const KEY = 'safetyNoteHidden';

const hiddenWeek = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/**
 * A safety note on the member's home (the MeitY advisory; docs/product/trust.md): one of the
 * safety centre's notes, changing every week; hidden on this device until the next week's note.
 */
export default function SafetyNote() {
  const locale = useLocale();
  const [t, setNotes] = useState<SafetyNotes | null>(null);
  useEffect(() => {
    let live = true;
    void NOTES[locale]().then((notes) => live && setNotes(notes));
    return () => {
      live = false;
    };
  }, [locale]);
  // The week is read once, when the note first shows: a different note each week.
  const [week] = useState(() => Math.floor(Date.now() / WEEK_MS));
  const [hidden, setHidden] = useState(() => hiddenWeek() === String(week));
  if (hidden || !t) return null;
  function hide() {
    try {
      localStorage.setItem(KEY, String(week));
    } catch {
      // A browser that keeps nothing shows the note again next time.
    }
    setHidden(true);
  }
  return (
    <section
      aria-label={t.label}
      className="mb-4 flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-sky-300 bg-sky-50 px-5 py-4 text-sky-950 dark:border-sky-600 dark:bg-night-2 dark:text-sky-100"
    >
      <p className="min-w-0 flex-1">
        <span className="font-bold">{t.label}: </span>
        {t.items[week % t.items.length]}{' '}
        <a href={localePath(locale, '/safety')} className="font-semibold underline underline-offset-2">
          {t.more}
        </a>
      </p>
      <button type="button" className="btn btn-outline min-h-11" onClick={hide}>
        {t.dismiss}
      </button>
    </section>
  );
}
