import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hiMessages } from '../../../shared/i18n/forms/messages-hi';
import { taMessages } from '../../../shared/i18n/forms/messages-ta';
import { dashboardHi } from '../../../shared/i18n/dashboard/hi';
import { CODED } from '../../../shared/coded-messages';
import { uncoded } from '../../../shared/message-code';

const { ACCOUNT_TEXT, AUTH_TEXT, MSG, OFFLINE_TEXT, PROFILE_TEXT, TWO_STEP_TEXT, VALIDATION } = CODED;
import { $language, showLanguage, spoken } from './i18n';
import { formatMessage } from '../../../shared/i18n/message-format';

// The dashboard words the server's coded messages with the public pages' catalogue (`say`).
describe('spoken: the server’s messages in the dashboard’s language', () => {
  beforeAll(() => {
    vi.stubGlobal('document', { documentElement: { lang: 'en-IN' } });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('leaves messages as they are in English', async () => {
    await showLanguage('en');
    expect(spoken(ACCOUNT_TEXT.passwordWrong)).toBe(ACCOUNT_TEXT.passwordWrong.text);
  });

  it('speaks Hindi once the dashboard shows Hindi: the dashboard’s own messages and the public pages’ alike', async () => {
    await showLanguage('hi');
    expect($language.get().words).toBe(dashboardHi);
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(spoken(ACCOUNT_TEXT.passwordWrong)).toBe(hiMessages['ACCOUNT_TEXT.passwordWrong']);
    expect(spoken(PROFILE_TEXT.notAvailable)).toBe(hiMessages['PROFILE_TEXT.notAvailable']);
    expect(spoken(OFFLINE_TEXT.changeRefused)).toBe(hiMessages['OFFLINE_TEXT.changeRefused']);
    expect(spoken(MSG.networkError)).toBe(hiMessages['MSG.networkError']);
    expect(spoken(VALIDATION.emailInvalid)).toBe(hiMessages['VALIDATION.emailInvalid']);
    expect(spoken(TWO_STEP_TEXT.codeWrong)).toBe(hiMessages['TWO_STEP_TEXT.codeWrong']);
    expect(spoken(AUTH_TEXT.tooManyRequests({ seconds: 30 }))).toBe(formatMessage('hi', hiMessages['AUTH_TEXT.tooManyRequests'], { seconds: 30 }));
    expect(spoken(uncoded('Something only the server knows'))).toBe('Something only the server knows');
  });

  it('follows a change to Tamil', async () => {
    await showLanguage('ta');
    expect(spoken(MSG.passwordUpdateFailed)).toBe(taMessages['MSG.passwordUpdateFailed']);
  });
});
