import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../client/api';
import { MSG } from '../../shared/messages';
import { CODED } from '../../shared/coded-messages';
import { createCollectionStore, type CollectionClient } from './collection';

type Item = { id?: number | string; name: string };
const ok = <T>(data: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, code: 200, data });
/** A failure as the API client makes it: the server's text when it sent one, a reply status either way. */
const fail = (message: string): Promise<ApiResult<never>> =>
  Promise.resolve({
    ok: false,
    code: 500,
    message: message || MSG.unknownError,
    error: { text: message || MSG.unknownError },
    serverMessage: message || undefined,
    status: 500,
  });

function fakeClient(overrides: Partial<CollectionClient> = {}): CollectionClient {
  return {
    get: vi.fn(() =>
      ok({
        items: [
          { id: 1, name: 'Hindu' },
          { id: 2, name: 'Sikh' },
        ],
        page: 1,
        pageSize: 10,
        total: 2,
      }),
    ) as CollectionClient['get'],
    post: vi.fn(() => ok({ id: 3, name: 'server copy' })) as CollectionClient['post'],
    put: vi.fn(() => ok({})) as CollectionClient['put'],
    del: vi.fn(() => ok({})) as CollectionClient['del'],
    ...overrides,
  };
}

describe('collection store (docs/product/states.md)', () => {
  it('starts idle and loads a paged or bare list', async () => {
    const store = createCollectionStore<Item>('religion-master', fakeClient());
    expect(store.$state.get()).toEqual({ status: 'idle', error: null, list: [], current: null });
    const pending = store.fetchAll();
    expect(store.$state.get().status).toBe('loading');
    await pending;
    expect(store.$state.get()).toMatchObject({ status: 'succeeded', list: [{ id: 1 }, { id: 2 }] });
    const bare = createCollectionStore<Item>('x', fakeClient({ get: (() => ok([{ id: 9, name: 'a' }])) as CollectionClient['get'] }));
    await bare.fetchAll();
    expect(bare.$state.get().list).toEqual([{ id: 9, name: 'a' }]);
  });

  it('fails with the server message, or "Failed to fetch" when there is none', async () => {
    const store = createCollectionStore<Item>('x', fakeClient({ get: (() => fail('Database down')) as CollectionClient['get'] }));
    expect(await store.fetchAll()).toBe(false);
    expect(store.$state.get()).toMatchObject({ status: 'failed', error: { text: 'Database down' } });
    const silent = createCollectionStore<Item>('x', fakeClient({ get: (() => fail('')) as CollectionClient['get'] }));
    await silent.fetchAll();
    expect(silent.$state.get().error).toBe(CODED.MSG.fetchFailed);
  });

  it('sets the current item when fetching one and empties it on clear', async () => {
    const store = createCollectionStore<Item>('x', fakeClient({ get: (() => ok({ id: 5, name: 'five' })) as CollectionClient['get'] }));
    await store.fetchOne(5);
    expect(store.$state.get().current).toEqual({ id: 5, name: 'five' });
    store.clear();
    expect(store.$state.get().current).toBeNull();
  });

  it('appends the submitted item on create, with the id the server gave it', async () => {
    const store = createCollectionStore<Item>('x', fakeClient());
    await store.fetchAll();
    await store.create({ name: 'Jain' });
    expect(store.$state.get().list.at(-1)).toEqual({ id: 3, name: 'Jain' });
  });

  it('replaces by numeric id on update, including the current item', async () => {
    const client = fakeClient();
    const store = createCollectionStore<Item>('x', client);
    await store.fetchAll();
    client.get = (() => ok({ id: 2, name: 'Sikh' })) as CollectionClient['get'];
    await store.fetchOne(2);
    await store.update('2', { id: '2', name: 'Sikhism' });
    expect(store.$state.get().list).toEqual([
      { id: 1, name: 'Hindu' },
      { id: '2', name: 'Sikhism' },
    ]);
    expect(store.$state.get().current).toEqual({ id: '2', name: 'Sikhism' });
    expect(client.put).toHaveBeenCalledWith('/x/2', { id: '2', name: 'Sikhism' });
  });

  it('removes by numeric id on delete, and keeps the list when the call fails', async () => {
    const client = fakeClient();
    const store = createCollectionStore<Item>('x', client);
    await store.fetchAll();
    await store.remove('1');
    expect(store.$state.get().list).toEqual([{ id: 2, name: 'Sikh' }]);
    client.del = (() => fail('Not allowed')) as CollectionClient['del'];
    expect(await store.remove(2)).toBe(false);
    expect(store.$state.get()).toMatchObject({ status: 'failed', error: { text: 'Not allowed' }, list: [{ id: 2 }] });
  });
  it('keeps the list of the latest request when an earlier one answers late', async () => {
    const answers: Array<(value: ApiResult<unknown>) => void> = [];
    const get = (() => new Promise<ApiResult<unknown>>((resolve) => answers.push(resolve))) as CollectionClient['get'];
    const store = createCollectionStore<Item>('family-type-master', fakeClient({ get }));
    const everything = store.fetchAll({ page: 1 });
    const searched = store.fetchAll({ page: 1, search: 'renamed' });
    answers[1]({ ok: true, code: 200, data: { items: [], page: 1, pageSize: 10, total: 0 } });
    await searched;
    answers[0]({ ok: true, code: 200, data: { items: [{ id: 1, name: 'Joint Family' }], page: 1, pageSize: 10, total: 1 } });
    await everything;
    expect(store.$state.get()).toMatchObject({ status: 'succeeded', list: [] });
    expect(store.$total.get()).toBe(0);
  });

  it('keeps the total of a paged list, and counts a bare one', async () => {
    const store = createCollectionStore<Item>('x', fakeClient());
    await store.fetchAll({ page: 1 });
    expect(store.$total.get()).toBe(2);
    const bare = createCollectionStore<Item>('x', fakeClient({ get: (() => ok([{ id: 9, name: 'a' }])) as CollectionClient['get'] }));
    await bare.fetchAll();
    expect(bare.$total.get()).toBe(1);
  });

  it('keeps the last failure with its per-field messages until a call succeeds', async () => {
    const client = fakeClient({
      post: (() =>
        Promise.resolve({
          ok: false,
          code: 500,
          message: 'Check the form',
          error: { text: 'Check the form' },
          fields: { name: 'Name is required' },
        })) as CollectionClient['post'],
    });
    const store = createCollectionStore<Item>('x', client);
    expect(await store.create({ name: '' })).toBe(false);
    expect(store.$failure.get()).toMatchObject({ message: 'Check the form', fields: { name: 'Name is required' } });
    await store.fetchAll();
    expect(store.$failure.get()).toBeNull();
  });
});
