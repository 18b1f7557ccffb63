import { useLocale, useWords } from '../helpers/i18n';
import { useWorded } from '../helpers/phrase';
import { formatNumber } from '../../../shared/i18n/format';
import type { MatchItem } from '../../../shared/schemas/matching';
import { viewProfilePath } from '../config/paths';
import { heightText, joined } from '../helpers/member-facts';
import { MemberPhoto } from './member-photo';
import { VerificationBadges } from './verification-badges';
import { useCan } from '../helpers/family-can';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

export type CardAction = 'interested' | 'accept' | 'decline' | 'shortlist' | 'unshortlist' | 'hide';

/** The interest between the viewer and this match, both ways: sent, interested in you, connected, declined. */
function InterestState({ item, onAction, busy, headingId }: { item: MatchItem; onAction: (action: CardAction) => void; busy: boolean; headingId: string }) {
  const state = 'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold';
  const t = useWords().matching;
  const can = useCan();
  const interest = item.interest;
  if (interest?.status === 'accepted')
    return (
      <p className={`${state} text-emerald-800 dark:text-emerald-300`}>
        <span aria-hidden="true">✓</span> {t.connected}
      </p>
    );
  if (item.interested)
    return (
      <p className={`${state} text-emerald-800 dark:text-emerald-300`}>
        <span aria-hidden="true">✓</span> {t.interestSent}
      </p>
    );
  // A family helper the member did not allow interests to sees the state, not the buttons.
  if (!can('interests')) return null;
  if (interest?.direction === 'received' && interest.status === 'pending')
    return (
      <>
        <p className={`${state} text-brand-deep dark:text-pink-200`}>{t.interestedInYou}</p>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onAction('accept')} aria-describedby={headingId}>
          {t.accept}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onAction('decline')} aria-describedby={headingId}>
          {t.decline}
        </button>
      </>
    );
  if (interest?.direction === 'sent' && interest.status === 'declined')
    return <p className={`${state} text-stone-700 dark:text-stone-300`}>{t.declinedYours}</p>;
  return (
    <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onAction('interested')} aria-describedby={headingId}>
      {t.interested}
    </button>
  );
}

/** One match: who they are, how well and why they match, the interest both ways, shortlist and 'Not interested'. */
export function MatchCard({
  item,
  onAction,
  busy,
  eager = false,
}: {
  item: MatchItem;
  onAction: (item: MatchItem, action: CardAction) => void;
  busy: boolean;
  /** The first cards, above the fold, load their photo at once; the rest when scrolled near. */
  eager?: boolean;
}) {
  const words = useWords();
  const worded = useWorded();
  const t = words.matching;
  const locale = useLocale();
  // A family helper sees only the buttons the member allowed them (docs/product/family.md).
  const can = useCan();
  const name = item.fullName ?? words.common.member;
  const headingId = `match-${item.userId}`;
  const facts = [
    joined([item.age !== null ? words.common.years({ age: formatNumber(locale, item.age) }) : null, heightText(item.height)]),
    joined([item.religion, item.caste]),
    joined([item.city, item.state], ', '),
    joined([item.occupation, item.qualification]),
  ].filter(Boolean);
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4 !p-4 sm:flex-row">
      <MemberPhoto
        url={item.photoUrl}
        previewUrl={item.photoPreviewUrl}
        name={name}
        eager={eager}
        className="h-40 w-full shrink-0 rounded-xl sm:h-36 sm:w-32"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
            <a href={viewProfilePath(item.userId)} className="inline-block underline-offset-2 hover:underline">
              {name}
            </a>
          </h2>
          {item.profileCode && <p className="w-full text-xs text-stone-600 sm:order-last dark:text-stone-300">{t.profileId({ code: item.profileCode })}</p>}
          <p className="text-sm font-bold text-brand-deep dark:text-pink-200">
            <span className="text-2xl">{formatNumber(locale, item.score)}</span>
            {t.percentMatch}
          </p>
        </div>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {item.mutual && <span className={`${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100`}>{t.mutual}</span>}
          <VerificationBadges badges={item.badges} label={words.common.badgesOf({ name })} />
          {item.isVerified && (
            <span className={`${badge} inline-flex items-center gap-1 bg-pink-100 text-brand-deep dark:bg-stone-700 dark:text-pink-100`}>
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
                <path d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
              </svg>
              {t.verified}
            </span>
          )}
        </div>
        <ul className="mt-2 space-y-0.5 text-sm text-stone-700 dark:text-stone-300">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t.why}</span>
          {item.reasons.map((reason, i) => worded(item.reasonPhrases?.[i], reason)).join(' · ')}
        </p>
        {item.note && <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">{worded(item.notePhrase, item.note)}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <InterestState item={item} busy={busy} headingId={headingId} onAction={(action) => onAction(item, action)} />
          <a href={viewProfilePath(item.userId)} className="btn btn-outline" aria-describedby={headingId}>
            {t.viewProfile}
          </a>
          {can('shortlist') && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              aria-pressed={item.shortlisted}
              aria-describedby={headingId}
              onClick={() => onAction(item, item.shortlisted ? 'unshortlist' : 'shortlist')}
            >
              {item.shortlisted ? t.shortlisted : t.shortlist}
            </button>
          )}
          {can('hide') && (
            <button
              type="button"
              className="btn text-stone-700 underline hover:bg-pink-50 dark:text-stone-300 dark:hover:bg-night"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => onAction(item, 'hide')}
            >
              {t.hide}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
