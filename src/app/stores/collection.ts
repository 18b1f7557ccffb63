import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';
import { apiDelete, apiGet, apiPost, apiPut, serverMessageOr, type ApiFailure, type ApiResult } from '../client/api';
import { CODED } from '../../shared/coded-messages';
import type { MessageOrText } from '../../shared/message-code';

/**
 * The collection store of docs/product/states.md, one factory for every list the client keeps:
 * status idle/loading/succeeded/failed, an error text ('Failed to fetch' by default), the list
 * and the current item. Ids are compared as numbers, as that document says. Beside that
 * state the store keeps what screens need and the document leaves out: the total of the
 * latest paged list, and the last failure with its per-field messages (for forms).
 */
export type CollectionStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
type Id = number | string;
export interface Identified {
  id?: Id | null;
}

export interface CollectionState<T> {
  status: CollectionStatus;
  error: MessageOrText | null;
  list: T[];
  current: T | null;
}

export interface CollectionClient {
  get<R>(path: string, query?: Record<string, unknown>): Promise<ApiResult<R>>;
  post<R>(path: string, body?: unknown): Promise<ApiResult<R>>;
  put<R>(path: string, body?: unknown): Promise<ApiResult<R>>;
  del<R>(path: string): Promise<ApiResult<R>>;
}

const defaultClient: CollectionClient = { get: apiGet, post: apiPost, put: apiPut, del: apiDelete };

/** Lists arrive either paged ({ items, ... }) or as a bare array. */
const itemsOf = <T>(data: unknown): T[] => (Array.isArray(data) ? data : ((data as { items?: T[] } | null)?.items ?? []));
const sameId = (a: Id | null | undefined, b: Id) => a !== null && a !== undefined && Number(a) === Number(b);
/** A paged list carries its total; a bare array is all there is. */
const totalOf = (data: unknown): number => (Array.isArray(data) ? data.length : Number((data as { total?: number } | null)?.total ?? 0));

export interface CollectionStore<T extends Identified> {
  /** The resource path the store reads, as given to createCollectionStore. */
  resource: string;
  $state: MapStore<CollectionState<T>>;
  $total: ReadableAtom<number>;
  $failure: ReadableAtom<ApiFailure | null>;
  fetchAll(query?: Record<string, unknown>): Promise<boolean>;
  fetchOne(id: Id): Promise<boolean>;
  create(item: T): Promise<boolean>;
  update(id: Id, item: T): Promise<boolean>;
  remove(id: Id): Promise<boolean>;
  clear(): void;
}

export function createCollectionStore<T extends Identified>(resource: string, client: CollectionClient = defaultClient): CollectionStore<T> {
  const $state = map<CollectionState<T>>({ status: 'idle', error: null, list: [], current: null });
  const $total = atom(0);
  const $failure = atom<ApiFailure | null>(null);
  const base = `/${resource}`;

  /** Runs one call with the loading/succeeded/failed transitions; `apply` updates the state on success. */
  async function run<R>(call: Promise<ApiResult<R>>, apply: (data: R) => void): Promise<boolean> {
    $state.set({ ...$state.get(), status: 'loading', error: null });
    const result = await call;
    $failure.set(result.ok ? null : result);
    if (!result.ok) {
      $state.set({ ...$state.get(), status: 'failed', error: serverMessageOr(result, CODED.MSG.fetchFailed) });
      return false;
    }
    apply(result.data);
    $state.setKey('status', 'succeeded');
    return true;
  }

  // A list asked for later (a new search, page or sort) wins over an earlier one that answers late,
  // and so does its total.
  let latestList = 0;

  return {
    resource,
    $state,
    $total,
    $failure,
    fetchAll: (query) => {
      const ticket = ++latestList;
      return run(client.get<unknown>(base, query), (data) => {
        if (ticket !== latestList) return;
        $state.setKey('list', itemsOf<T>(data));
        $total.set(totalOf(data));
      });
    },
    fetchOne: (id) => run(client.get<T>(`${base}/${id}`), (data) => $state.setKey('current', data)),
    create: (item) =>
      run(client.post<T>(base, item), (data) => {
        // The submitted item is appended (docs/product/states.md), with the id the server gave it.
        const id = (data as Identified | null)?.id ?? item.id;
        $state.setKey('list', [...$state.get().list, { ...item, id }]);
      }),
    update: (id, item) =>
      run(client.put<T>(`${base}/${id}`, item), () => {
        const { list, current } = $state.get();
        $state.setKey(
          'list',
          list.map((x) => (sameId(x.id, id) ? item : x)),
        );
        if (current && sameId(current.id, id)) $state.setKey('current', item);
      }),
    remove: (id) =>
      run(client.del<unknown>(`${base}/${id}`), () =>
        $state.setKey(
          'list',
          $state.get().list.filter((x) => !sameId(x.id, id)),
        ),
      ),
    clear: () => $state.setKey('current', null),
  };
}
