import { RELAXED_PREFERENCES, type Phrase, type PhraseKey, type PhraseValues, type RelaxedPreference } from '../../../shared/phrases';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import { longDate } from './dates';
import { useWords } from './i18n';

/**
 * Words a phrase the server sent beside its English text (docs/decisions/047): the key picks the
 * catalogue's sentence, the values fill it. A reply without a phrase, or with a key this build
 * does not know (a newer server), shows the server's text.
 */
type Wording = (w: DashboardWords, v: PhraseValues) => string;

const text = (v: PhraseValues, key: string) => String(v[key] ?? '');
const relaxed = (v: PhraseValues) =>
  text(v, 'relaxed')
    .split(' ')
    .filter((which): which is RelaxedPreference => (RELAXED_PREFERENCES as readonly string[]).includes(which));

const WORDING: Record<PhraseKey, Wording> = {
  'notification.interestReceived': (w, v) => w.serverTexts.notification.interestReceived(text(v, 'name')),
  'notification.interestAccepted': (w, v) => w.serverTexts.notification.interestAccepted(text(v, 'name')),
  'notification.interestDeclined': (w, v) => w.serverTexts.notification.interestDeclined(text(v, 'name')),
  'notification.message': (w, v) => w.serverTexts.notification.message(text(v, 'name'), Number(v.count ?? 1)),
  'notification.warning': (w, v) => w.serverTexts.notification.warning(text(v, 'reason')),
  'notification.outcome': (w, v) => w.serverTexts.notification.outcome(text(v, 'words')),
  'notification.hidden': (w) => w.serverTexts.notification.hidden,
  'notification.profileViewed': (w, v) => w.serverTexts.notification.profileViewed(text(v, 'name')),
  'notification.photoRequested': (w, v) => w.serverTexts.notification.photoRequested(text(v, 'name')),
  'notification.planExpiring': (w, v) => w.serverTexts.notification.planExpiring(text(v, 'plan'), longDate(text(v, 'endsAt'))),
  'notification.photoRejected': (w, v) => w.serverTexts.notification.photoRejected(text(v, 'reason')),
  'notification.twoStepReset': (w) => w.serverTexts.notification.twoStepReset(),
  'notification.familyActed': (w, v) => w.serverTexts.notification.familyActed(text(v, 'helper'), text(v, 'relation'), text(v, 'action'), text(v, 'name')),
  'match.preferredCommunity': (w) => w.serverTexts.match.preferredCommunity,
  'match.sameCommunity': (w) => w.serverTexts.match.sameCommunity,
  'match.education': (w) => w.serverTexts.match.education,
  'match.occupation': (w) => w.serverTexts.match.occupation,
  'match.agePreferred': (w) => w.serverTexts.match.agePreferred,
  'match.ageClose': (w) => w.serverTexts.match.ageClose,
  'match.height': (w) => w.serverTexts.match.height,
  'match.tonguePreferred': (w) => w.serverTexts.match.tonguePreferred,
  'match.sameTongue': (w) => w.serverTexts.match.sameTongue,
  'match.mutualHis': (w) => w.serverTexts.match.mutualHis,
  'match.mutualHer': (w) => w.serverTexts.match.mutualHer,
  'match.mutualTheir': (w) => w.serverTexts.match.mutualTheir,
  'match.relaxed': (w, v) => {
    const m = w.serverTexts.match;
    const names = relaxed(v).map((which) => m.relaxedNames[which]);
    return names.length ? m.relaxed(names.reduce((a, b) => m.both(a, b))) : '';
  },
  'interest.note': (w, v) => w.memberActions.templates[Number(v.template)] ?? '',
  'interest.reply': (w, v) => w.interests.declineTemplates[Number(v.template)] ?? '',
};

/** A server text in the dashboard's language: its phrase worded from the catalogue, else the text as sent. */
export function worded(w: DashboardWords, said: Phrase | null | undefined, fallback: string): string {
  const wording = said && Object.hasOwn(WORDING, said.key) ? WORDING[said.key] : undefined;
  return (wording && wording(w, said?.values ?? {})) || fallback;
}

/** `worded` for a component: a change of language re-renders the caller. */
export function useWorded(): (said: Phrase | null | undefined, fallback: string) => string {
  const w = useWords();
  return (said, fallback) => worded(w, said, fallback);
}
