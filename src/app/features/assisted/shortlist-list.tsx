import { VERDICTS, type Shortlist, type ShortlistPick, type Verdict } from '../../../shared/schemas/assisted';
import { assistedWords } from '../../../shared/i18n/assisted';
import { MemberRow } from '../../dashboard/parts/member-row';
import { longDate } from '../../dashboard/helpers/dates';
import { useLocale } from '../../dashboard/helpers/i18n';

const isVerdict = (v: string | null): v is Verdict => v !== null && (VERDICTS as readonly string[]).includes(v);

/** A shortlisted profile as the member's cards show one: the compact profile card, the manager's note, the answer. */
function PickCard({
  pick,
  link,
  busy,
  onMark,
}: {
  pick: ShortlistPick;
  link: boolean;
  busy: boolean;
  /** The buttons Interested, Not for us, Maybe; absent where the reader only sees the answer. */
  onMark?: (pick: ShortlistPick, verdict: Verdict) => void;
}) {
  const t = assistedWords(useLocale());
  const member = {
    userId: pick.profileUserId,
    fullName: pick.name,
    age: pick.age,
    city: pick.city,
    religion: null,
    caste: null,
    // Signed for the member by the server under the members' card rules: a private photo is its blurred preview.
    photoUrl: pick.photoUrl,
    photoPreviewUrl: pick.photoPreviewUrl,
    badges: [],
  };
  // The member reads their own answer; the manager (no buttons) reads the member's.
  const answer = isVerdict(pick.verdict)
    ? onMark
      ? t.member.answered({ verdict: t.verdicts[pick.verdict] })
      : t.verdicts[pick.verdict]
    : t.workbench.noAnswer;
  return (
    <MemberRow
      member={member}
      link={link}
      state={
        <>
          {pick.profileCode && <p className="text-xs text-stone-600 dark:text-stone-300">{t.member.profileId({ code: pick.profileCode })}</p>}
          <p className="mt-1">
            <span className="font-semibold">{t.member.managerNote}: </span>
            <span className="[overflow-wrap:anywhere]" translate="no">
              {pick.note}
            </span>
          </p>
          <p className="mt-1 font-semibold" role="status" data-verdict={pick.verdict ?? ''}>
            {answer}
          </p>
        </>
      }
      actions={
        onMark && (
          <div role="group" aria-label={t.member.answerFor({ name: pick.name })} className="flex flex-wrap gap-2">
            {VERDICTS.map((v) => (
              <button
                key={v}
                type="button"
                className={`btn ${pick.verdict === v ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={pick.verdict === v}
                disabled={busy}
                onClick={() => onMark(pick, v)}
              >
                {t.verdicts[v]}
              </button>
            ))}
          </div>
        )
      }
    />
  );
}

/**
 * The shortlists section of the member's page and of the workbench: its heading, the empty state,
 * then the shortlists newest first, each week with its picks.
 */
export function ShortlistList({
  id,
  title,
  empty,
  shortlists,
  link,
  busyPick,
  onMark,
  framed = false,
}: {
  /** The section's heading id. */
  id: string;
  title: string;
  /** What the section says while no shortlist was sent. */
  empty: string;
  shortlists: readonly Shortlist[];
  link: boolean;
  busyPick?: number | null;
  onMark?: (pick: ShortlistPick, verdict: Verdict) => void;
  /** Drawn as a card, among the workbench's cards. */
  framed?: boolean;
}) {
  const t = assistedWords(useLocale());
  return (
    <section className={framed ? 'card mt-6' : 'mt-6'} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {shortlists.length === 0 ? (
        <p className="mt-2 text-stone-600 dark:text-stone-300">{empty}</p>
      ) : (
        <div className="mt-3 grid gap-6">
          {shortlists.map((s) => (
            <div key={s.id}>
              <h3 className="font-semibold">{t.member.weekOf({ week: longDate(s.weekOf) })}</h3>
              <ul className="mt-2 grid gap-3">
                {s.picks.map((p) => (
                  <PickCard key={p.id} pick={p} link={link} busy={busyPick === p.id} onMark={onMark} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
