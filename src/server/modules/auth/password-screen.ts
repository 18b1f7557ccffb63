import { CODED } from '../../../shared/coded-messages.ts';
import { loadPasswordCheck, personalWords } from '../../../shared/password-strength.ts';
import { badRequest } from '../../lib/http-error.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;

/**
 * The server's word on a new password (registration, reset, change): refused with a 400 on its
 * field when zxcvbn finds it in the breach lists and dictionaries, or built on the member's own
 * name or e-mail. The forms' meter runs the same check, but only this one counts.
 */
export async function refuseGuessablePassword(password: string, field: string, personal: (string | null | undefined)[]): Promise<void> {
  const check = await loadPasswordCheck();
  if (!check(password, personalWords(...personal)).acceptable) throw badRequest(AUTH_TEXT.passwordCommon, { [field]: AUTH_TEXT.passwordCommon });
}
