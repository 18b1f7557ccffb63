import { OTP_VALID_MINUTES } from '../../../shared/constants.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { codedReply } from '../../../shared/coded-reply.ts';
import type { CodedMessage } from '../../../shared/message-code.ts';
import { HttpError } from '../../lib/http-error.ts';
import { maskEmail, maskMobile } from '../mail/index.ts';
import type { Account } from './account.repository.ts';
import type { AuthDeps } from './auth.deps.ts';
import { issueCode } from './otp.service.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;

/**
 * One fresh code to both the e-mail address and the mobile (the registration dialog has one
 * input for both). Sent before the reply so the code is in the outbox when the client asks.
 */
export async function sendFreshCode(deps: AuthDeps, account: Pick<Account, 'id' | 'name' | 'email' | 'mobile' | 'locale'>) {
  // Per account, and per mobile number: replacing a pending account does not reset the number's count.
  const wait = (await deps.codeSends(String(account.id))) ?? (await deps.codeSends(`mobile:${account.mobile}`));
  if (wait !== null) throw new HttpError(429, 'too_many_requests', AUTH_TEXT.tooManyRequests({ seconds: wait }), undefined, { 'retry-after': String(wait) });
  const code = await issueCode(deps.db, deps.codeKey, account.id);
  const vars = { name: account.name, code, minutes: OTP_VALID_MINUTES };
  const [, smsSent] = await Promise.all([
    deps.mail.sendTemplate('otp', account.email, vars, { secretVars: ['code'], locale: account.locale }),
    deps.sms.sendTemplate('otp', account.mobile, vars, account.locale),
  ]);
  // The SMS gateway failing (refused, timed out) is said plainly, with its code so a browser says it
  // in the reader's language; the same code is in the e-mail.
  return { email: maskEmail(account.email), mobile: maskMobile(account.mobile), ...(smsSent ? {} : smsNotSentFields(AUTH_TEXT.smsNotSent)) };
}

/** The reply's fields for the SMS that was not sent: its English text, code and values. */
function smsNotSentFields(said: CodedMessage) {
  const { message, messageCode, messageValues } = codedReply(said);
  return { smsNotSent: message, smsNotSentCode: messageCode, smsNotSentValues: messageValues };
}
