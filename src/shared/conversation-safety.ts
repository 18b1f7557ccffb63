/**
 * Conversation safety (docs/product/member-loop.md, docs/decisions/059-conversation-safety-and-replay.md):
 * before two members have met, a message that asks for money, carries a way to pay, or moves the
 * talk off the site shows its reader a plain safety note with a report button. Nothing is refused:
 * the rules only decide whether the note is shown. They are plain rules that can be read and
 * explained, kept here once; the server flags each message it sends a reader with them.
 *
 * What each rule looks for (letters compared in lower case):
 * - `payment-link`: a UPI id (name@okaxis, name@ybl, name@paytm and the other UPI handles), a
 *   `upi://` link, a payment app by name (Google Pay, GPay, PhonePe, Paytm, BHIM) or bank
 *   details (account number, IFSC, bank details).
 * - `money`: an amount in rupees (₹, Rs, INR, rupees, रुपये, ரூபாய்) or a word for money (money,
 *   cash, loan, paise, पैसे, पैसा, பணம்) together with a word that asks (send, transfer, need,
 *   lend, urgent, bhejo, भेजो, चाहिए, அனுப்பு, வேண்டும் and the like).
 * - `off-site`: WhatsApp or Telegram (also written व्हाट्सएप, टेलीग्राम, வாட்ஸ்அப்), "call me on",
 *   a 10-digit Indian mobile number, or an e-mail address.
 * When a message matches several, the first of payment-link, money, off-site is named.
 */
export const SAFETY_CONCERNS = ['money', 'payment-link', 'off-site'] as const;
export type SafetyConcern = (typeof SAFETY_CONCERNS)[number];

/** Two members have met, for these notes, once their conversation is this many days old… */
export const MET_AFTER_DAYS = 7;
/** …and each of them has written at least this many messages in it. */
export const MET_AFTER_MESSAGES_EACH = 5;

/** The handles of the common UPI apps and banks (the part after the @ of a UPI id). */
const UPI_HANDLES = [
  'okaxis',
  'oksbi',
  'okhdfcbank',
  'okicici',
  'ybl',
  'ibl',
  'axl',
  'paytm',
  'ptyes',
  'ptaxis',
  'pthdfc',
  'ptsbi',
  'upi',
  'apl',
  'yapl',
  'rapl',
  'axisbank',
  'icici',
  'sbi',
  'hdfcbank',
  'kotak',
  'indus',
  'federal',
  'freecharge',
  'airtel',
  'jio',
  'waicici',
  'wahdfcbank',
  'waaxis',
  'wasbi',
];
const UPI_ID = new RegExp(`[a-z0-9._-]{2,}@(?:${UPI_HANDLES.join('|')})(?![a-z0-9.-]*\\.[a-z])(?![a-z0-9])`);
const PAYMENT_LINK =
  /upi:\/\/|\b(?:google ?pay|g ?pay|phone ?pe|paytm|bhim)\b|\b(?:account|a\/c|acct)\.? ?(?:no|number)\b|\bifsc\b|\bbank (?:details|account)\b/;

const AMOUNT = /(?:₹|\brs\.?|\binr\b|रु\.?)\s*\d|\d[\d,.]*\s*(?:₹|\/-|\brs\b|\binr\b|\brupees?\b|\bk\b|\blakhs?\b|रुपये|रुपए|ரூபாய்)/;
const MONEY_WORDS = /\b(?:money|cash|funds?|loan|paisa|paise|rupees?)\b|पैसे|पैसा|रुपये|रुपए|பணம்|ரூபாய்/;
const ASK_WORDS =
  /\b(?:send|sent|transfer|lend|borrow|need|needed|urgent|urgently|help|give me|pay me|deposit|bhej|bhejo|bhejdo|chahiye|udhar|dedo|de do)\b|भेज|दो|चाहिए|उधार|ज़रूरत|जरूरत|அனுப்ப|வேண்டும்|கொடு|கடன்/;

const OFF_SITE_WORDS = /\b(?:whats ?app|watsapp|wa\.me|telegram|t\.me)\b|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम|வாட்ஸ்அப்|டெலிகிராம்/;
const CALL_ME = /\b(?:call|ring|text|message|ping) me (?:on|at)\b|मुझे कॉल कर|எனக்கு கால்/;
/** A 10-digit Indian mobile number (6 to 9 first), with +91, 91 or 0 before it or not, spaces or dashes between. */
const MOBILE = /(?<![\d])(?:\+?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?![\d])/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;

/** What the safety note of a message would be about, or null when none of the rules matches. */
export function safetyConcernOf(text: string): SafetyConcern | null {
  const t = text.normalize('NFKC').toLowerCase();
  if (UPI_ID.test(t) || PAYMENT_LINK.test(t)) return 'payment-link';
  if ((AMOUNT.test(t) || MONEY_WORDS.test(t)) && ASK_WORDS.test(t)) return 'money';
  if (OFF_SITE_WORDS.test(t) || CALL_ME.test(t) || MOBILE.test(t) || EMAIL.test(t)) return 'off-site';
  return null;
}

/** What is known of a conversation when one of its messages was sent. */
export interface MeetingFacts {
  /** When the conversation began (its first message). */
  conversationStartedAt: string;
  /** When the message was sent. */
  sentAt: string;
  /** How many messages each of the two had written before it. */
  writtenBefore: [number, number];
}

/** Whether the two had met when the message was sent (MET_AFTER_DAYS and MET_AFTER_MESSAGES_EACH both reached). */
export function hadMet(facts: MeetingFacts): boolean {
  const days = (Date.parse(facts.sentAt) - Date.parse(facts.conversationStartedAt)) / 86_400_000;
  return days >= MET_AFTER_DAYS && facts.writtenBefore.every((n) => n >= MET_AFTER_MESSAGES_EACH);
}
