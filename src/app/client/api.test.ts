import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, OFFLINE_TEXT } from '../../shared/messages';
import { CODED } from '../../shared/coded-messages';
import { loadMessages, say } from '../../shared/i18n/forms/messages';
import { hiMessages } from '../../shared/i18n/forms/messages-hi';
import { formatMessage } from '../../shared/i18n/message-format';

/** The client's failure normalisation (docs/product/api.md, docs/product/messages.md), driven through a stand-in fetch. */
const fetchMock = vi.fn<typeof fetch>();
let api: typeof import('./api');

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock); // ofetch reads the global fetch when the module loads
  api = await import('./api');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

describe('failures from the API client', () => {
  it("carries the server's message and status, and logs 'API Error'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => reply(409, { responseCode: 409, response: null, error: { message: 'Already there', fields: { email: 'Taken' } } }));
    const result = await api.apiPost('/x', { a: 1 });
    expect(result).toMatchObject({ ok: false, code: 500, message: 'Already there', serverMessage: 'Already there', fields: { email: 'Taken' }, status: 409 });
    expect(logged.mock.calls[0]?.[0]).toBe(MSG.apiError);
    expect(api.serverMessageOr(result as never, 'Fallback', 'No reply')).toEqual({ text: 'Already there' });
  });

  it('keeps the code and values of a failure and of its fields, which a Hindi reader reads in Hindi, the number included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = {
      message: MSG.otpFailed,
      code: 'MSG.otpFailed',
      values: {},
      fields: { otp: 'The code is not correct. 2 attempts left.' },
      fieldCodes: { otp: { code: 'AUTH_TEXT.otpWrong', values: { left: 2 } } },
    };
    fetchMock.mockImplementation(() => reply(400, { responseCode: 400, response: null, error }));
    const result = await api.apiPost('/auth/verify-otp', {});
    expect(result).toMatchObject({
      ok: false,
      message: MSG.otpFailed,
      error: { text: MSG.otpFailed, code: 'MSG.otpFailed', values: {} },
      fieldMessages: { otp: { text: 'The code is not correct. 2 attempts left.', code: 'AUTH_TEXT.otpWrong', values: { left: 2 } } },
    });
    if (result.ok) throw new Error('expected a failure');
    await loadMessages('hi');
    const otp = say('hi', result.fieldMessages!.otp!);
    expect(otp).toBe(formatMessage('hi', hiMessages['AUTH_TEXT.otpWrong'], { left: 2 }));
    expect(otp).toMatch(/[\u0900-\u097F]/);
    expect(otp).toContain('2');
    expect(say('hi', result.error)).toBe(hiMessages['MSG.otpFailed']);
    // English pages read the server's own text.
    expect(say('en', result.fieldMessages!.otp!)).toBe('The code is not correct. 2 attempts left.');
  });

  it('shows a failure without a code as it came, in every language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => reply(400, { responseCode: 400, response: null, error: { message: 'An old server’s words' } }));
    const result = await api.apiPost('/x', {});
    if (result.ok) throw new Error('expected a failure');
    expect(result.error).toEqual({ text: 'An old server’s words' });
    await loadMessages('hi');
    expect(say('hi', result.error)).toBe('An old server’s words');
  });

  it('falls back to the screen default when the server replies without a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => reply(401, { responseCode: 401, response: null, error: null }));
    const result = await api.apiGet('/x');
    expect(result).toMatchObject({ ok: false, serverMessage: undefined, status: 401 });
    expect(api.serverMessageOr(result as never, MSG.loginFailedDefault, MSG.networkError)).toBe(MSG.loginFailedDefault);
  });

  it('tells a missing reply apart from a silent one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('fetch failed')));
    const result = await api.apiGet('/x');
    expect(result).toMatchObject({ ok: false, status: undefined, serverMessage: undefined });
    expect(result.ok ? '' : result.message).not.toBe('');
    expect(api.serverMessageOr(result as never, MSG.loginFailedDefault, MSG.networkError)).toBe(MSG.networkError);
  });

  it("reads a 200 reply whose envelope says failure, with 'Unknown error' when it gives no text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => reply(200, { responseCode: 500, response: null, error: { message: '' } }));
    const result = await api.apiGet('/x');
    expect(result).toMatchObject({ ok: false, message: MSG.unknownError, serverMessage: undefined, status: 500 });
    fetchMock.mockImplementation(() => reply(200, { responseCode: 204, response: { done: true }, error: null }));
    expect(await api.apiGet('/x')).toEqual({ ok: true, code: 204, data: { done: true } });
  });
});

describe('without a connection (docs/decisions/040)', () => {
  const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
  // What the client reads of the browser: navigator.onLine.
  beforeAll(() => {
    vi.stubGlobal('navigator', {
      get onLine() {
        return true;
      },
    });
  });

  it('refuses a change at once, sends nothing, and says it was not saved', async () => {
    offline(true);
    const result = await api.apiPut('/user-matrimonial-detail/UpdateUserMatrimonial', { a: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, offline: true, message: OFFLINE_TEXT.changeRefused });
    expect(api.serverMessageOr(result as never, MSG.profileSaveFailed)).toBe(CODED.OFFLINE_TEXT.changeRefused);
  });

  it('says the same when the connection goes while a change is on its way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = offline(false);
    fetchMock.mockImplementation(() => {
      state.mockReturnValue(false);
      return Promise.reject(new TypeError('fetch failed'));
    });
    expect(await api.apiPost('/interests', { toUserId: 2 })).toMatchObject({ ok: false, offline: true, message: OFFLINE_TEXT.changeRefused });
  });

  it('still sends reads, which the service worker may answer from its copy', async () => {
    offline(true);
    fetchMock.mockImplementation(() => reply(200, { responseCode: 200, response: { items: [] }, error: null }));
    expect(await api.apiGet('/interests')).toEqual({ ok: true, code: 200, data: { items: [] } });
  });
});

describe('the language of a request', () => {
  it("asks in the page's language, so a Hindi page gets Hindi lists whatever the browser's setting", async () => {
    fetchMock.mockImplementation(() => reply(200, { responseCode: 200, response: [], error: null }));
    vi.stubGlobal('document', { documentElement: { lang: 'hi-IN' } });
    await api.apiGet('/religion-master');
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    await api.apiGet('/religion-master');
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('accept-language'));
    expect(sent).toEqual(['hi-IN', null]);
  });
});
