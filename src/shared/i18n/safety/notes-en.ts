import { english } from '../compile';
/** The dashboard's safety notes in English, one file per language so the home loads only its own (docs/product/trust.md). */
export interface SafetyNotes {
  label: string;
  dismiss: string;
  more: string;
  /** One a week, in turn. */
  items: string[];
}

export const notesEn: SafetyNotes = english({
  label: 'Safety note',
  dismiss: 'Hide this note',
  more: 'Read the safety centre',
  items: [
    'No genuine match asks for money. Never send money to someone you have not met with your family.',
    'A gift held at customs that needs a fee is always a scam.',
    'Be wary of a match who talks about trading, crypto or apps that double money.',
    'A video call can be recorded. End any call that turns intimate, and report threats: do not pay.',
    'Lost money to a scam? Call 1930 at once, or report at cybercrime.gov.in.',
  ],
});
