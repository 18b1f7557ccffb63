import { beforeAll, describe, expect, it } from 'vitest';
import { CODED } from '../../shared/coded-messages';
import { codedReply } from '../../shared/coded-reply';
import { hiMessages } from '../../shared/i18n/forms/messages-hi';
import { taMessages } from '../../shared/i18n/forms/messages-ta';
import { loadMessages, say } from '../../shared/i18n/forms/messages';
import { smsNotSentOf } from './auth-calls';

const NOT_SENT = CODED.AUTH_TEXT.smsNotSent;
const { message, messageCode, messageValues } = codedReply(NOT_SENT);

describe('the reply’s word that the SMS was not sent', () => {
  beforeAll(() => Promise.all([loadMessages('hi'), loadMessages('ta')]));

  it('is said in the reader’s language by its code', () => {
    const said = smsNotSentOf({
      email: 'me***@example.in',
      mobile: '******1234',
      smsNotSent: message,
      smsNotSentCode: messageCode,
      smsNotSentValues: messageValues,
    });
    expect(said).toEqual({ text: NOT_SENT.text, code: 'AUTH_TEXT.smsNotSent', values: {} });
    expect(say('hi', said!)).toBe(hiMessages['AUTH_TEXT.smsNotSent']);
    expect(say('ta', said!)).toBe(taMessages['AUTH_TEXT.smsNotSent']);
    expect(say('en', said!)).toBe(NOT_SENT.text);
  });

  it('from an older server without a code, is shown as it came; absent when the SMS went', () => {
    const said = smsNotSentOf({ email: 'me***@example.in', mobile: '******1234', smsNotSent: 'The SMS did not go.' });
    expect(say('hi', said!)).toBe('The SMS did not go.');
    expect(smsNotSentOf({ email: 'me***@example.in', mobile: '******1234' })).toBeUndefined();
  });
});
