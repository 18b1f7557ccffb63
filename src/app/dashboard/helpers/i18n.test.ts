import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hiMessages } from '../../../shared/i18n/forms/messages-hi';
import { taMessages } from '../../../shared/i18n/forms/messages-ta';
import { dashboardHi } from '../../../shared/i18n/dashboard/hi';
import { AUTH_TEXT, MSG, OFFLINE_TEXT, PROFILE_NOT_AVAILABLE, TWO_STEP_TEXT, VALIDATION } from '../../../shared/messages';
import { ACCOUNT_TEXT } from '../../../shared/schemas/account';
import { $language, showLanguage, spoken } from './i18n';

// The dashboard translates the server's known messages with the public pages' catalogue (`say`).
describe('spoken: the server’s messages in the dashboard’s language', () => {
  beforeAll(() => {
    vi.stubGlobal('document', { documentElement: { lang: 'en-IN' } });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('leaves messages as they are in English', async () => {
    await showLanguage('en');
    expect(spoken(ACCOUNT_TEXT.passwordWrong)).toBe(ACCOUNT_TEXT.passwordWrong);
  });

  it('speaks Hindi once the dashboard shows Hindi: the dashboard’s own messages and the public pages’ alike', async () => {
    await showLanguage('hi');
    expect($language.get().words).toBe(dashboardHi);
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(spoken(ACCOUNT_TEXT.passwordWrong)).toBe(hiMessages.texts['ACCOUNT_TEXT.passwordWrong']);
    expect(spoken(PROFILE_NOT_AVAILABLE)).toBe(hiMessages.texts['PROFILE_TEXT.notAvailable']);
    expect(spoken(OFFLINE_TEXT.changeRefused)).toBe(hiMessages.texts['OFFLINE_TEXT.changeRefused']);
    expect(spoken(MSG.networkError)).toBe(hiMessages.texts['MSG.networkError']);
    expect(spoken(VALIDATION.emailInvalid)).toBe(hiMessages.texts['VALIDATION.emailInvalid']);
    expect(spoken(TWO_STEP_TEXT.codeWrong)).toBe(hiMessages.texts['TWO_STEP_TEXT.codeWrong']);
    expect(spoken(AUTH_TEXT.tooManyRequests(30))).toBe(hiMessages.numbered['AUTH_TEXT.tooManyRequests'](30));
    expect(spoken('Something only the server knows')).toBe('Something only the server knows');
  });

  it('follows a change to Tamil', async () => {
    await showLanguage('ta');
    expect(spoken(MSG.passwordUpdateFailed)).toBe(taMessages.texts['MSG.passwordUpdateFailed']);
  });
});
