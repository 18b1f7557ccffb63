import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './api';

/** The one reference-list cache, over a stand-in API client. */
const apiGet = vi.fn<(path: string, query?: Record<string, unknown>) => Promise<ApiResult<unknown>>>();
const notifyError = vi.fn();
vi.mock('./api', async (actual) => ({ ...(await actual<typeof import('./api')>()), apiGet }));
vi.mock('./toast', () => ({ notify: { error: notifyError } }));

let lists: typeof import('./reference-lists');
const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, code: 200, data });
const failed = (message: string): ApiResult<unknown> => ({ ok: false, code: 500, message, error: { text: message }, serverMessage: message, status: 500 });

beforeEach(async () => {
  vi.resetModules();
  apiGet.mockReset();
  notifyError.mockReset();
  lists = await import('./reference-lists');
});

describe('reference lists', () => {
  it('asks for a list once, its whole length in one page, and keeps its options', async () => {
    apiGet.mockResolvedValue(
      ok({
        items: [
          { id: '2', name: 'Hindu' },
          { id: 3, label: 'Sikh' },
        ],
      }),
    );
    const [first, second] = await Promise.all([lists.referenceList('religion-master'), lists.referenceList('religion-master')]);
    expect(apiGet).toHaveBeenCalledTimes(1);
    expect(apiGet).toHaveBeenCalledWith('/religion-master', { pageSize: 1000 });
    expect(first).toEqual(second);
    expect(first).toMatchObject({
      ok: true,
      data: [
        { id: 2, name: 'Hindu' },
        { id: 3, name: 'Sikh' },
      ],
    });
    expect(lists.$referenceLists.get()['religion-master']).toEqual([
      { id: 2, name: 'Hindu', english: 'Hindu' },
      { id: 3, name: 'Sikh', english: 'Sikh' },
    ]);
  });

  it("shows each name in the member's language, keeping the English one beside it", async () => {
    apiGet.mockResolvedValue(
      ok({
        items: [
          { id: 1, name: 'Hindu', nameTa: 'இந்து', localName: 'இந்து' },
          { id: 2, name: 'Parsi', nameTa: null, localName: 'Parsi' },
        ],
      }),
    );
    expect(await lists.referenceList('religion-master')).toMatchObject({
      ok: true,
      data: [
        { id: 1, name: 'இந்து', english: 'Hindu' },
        { id: 2, name: 'Parsi', english: 'Parsi' },
      ],
    });
  });

  it('reads a filtered route as a plain array, keyed by its path', async () => {
    apiGet.mockResolvedValue(ok([{ id: 7, name: 'Agarwal', religionId: 2 }]));
    await lists.loadCastes('2');
    expect(apiGet).toHaveBeenCalledWith('/caste-master/get-caste-master-by-religion-id/2', undefined);
    expect(lists.$referenceLists.get()[lists.castesKey('2')]).toEqual([{ id: 7, name: 'Agarwal', english: 'Agarwal' }]);
    expect(await lists.loadStates('')).toBeNull();
    expect(apiGet).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed request, so the next use asks again', async () => {
    apiGet.mockResolvedValueOnce(failed('Down')).mockResolvedValueOnce(ok({ items: [{ id: 1, name: 'India' }] }));
    expect(await lists.referenceList('country-master')).toMatchObject({ ok: false, message: 'Down' });
    expect(await lists.referenceList('country-master')).toMatchObject({ ok: true, data: [{ id: 1, name: 'India' }] });
    expect(apiGet).toHaveBeenCalledTimes(2);
  });

  it('after a master changes, asks again for it and the lists filtered from it', async () => {
    apiGet.mockImplementation((path) => Promise.resolve(ok(path.includes('/get-') ? [] : { items: [] })));
    await Promise.all([lists.referenceList('caste-master'), lists.loadCastes('2'), lists.referenceList('religion-master')]);
    lists.forgetReferenceList('caste-master');
    await Promise.all([lists.referenceList('caste-master'), lists.loadCastes('2'), lists.referenceList('religion-master')]);
    expect(apiGet.mock.calls.map(([path]) => path)).toEqual([
      '/caste-master',
      '/caste-master/get-caste-master-by-religion-id/2',
      '/religion-master',
      '/caste-master',
      '/caste-master/get-caste-master-by-religion-id/2',
    ]);
  });

  it("loads the profile form's lists and says the first failure once", async () => {
    apiGet.mockImplementation((path) => Promise.resolve(path === '/gotra-master' ? failed('No gotras') : ok({ items: [] })));
    await lists.loadMasterLists();
    expect(apiGet).toHaveBeenCalledTimes(lists.MASTER_LISTS.length);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('No gotras');
  });
});
