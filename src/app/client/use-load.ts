import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessageOr, type ApiResult } from './api';
import { CODED } from '../../shared/coded-messages';
import { textOf, type MessageOrText } from '../../shared/message-code';

const MSG = CODED.MSG;

/** A failure carries the reply's HTTP status when there was one, so a screen can tell "gone" (404) from "try again". */
export type LoadState<T> = { status: 'loading' } | { status: 'failed'; message: MessageOrText; httpStatus?: number } | { status: 'succeeded'; data: T };

/**
 * Whether asking again can help: no answer (the network) or the server's own failure (5xx). A
 * refusal (the member was deleted or blocked, 403, 404) stays the same however often it is asked.
 */
export const retryable = (state: { httpStatus?: number }) => state.httpStatus === undefined || state.httpStatus >= 500;

/**
 * The browser's one way to load data: the dashboard's screens, src/features and the islands. Runs
 * a call when its key changes (a null key loads nothing); `reload` runs it again.
 * A late reply for an old key is ignored. The reload goes through state, so it runs the call of the
 * render that asked for it: an action that finishes after the search or page changed (a delete,
 * say) reloads what is asked for now, not what it started under. `refresh` runs it again while
 * what is shown stays on screen, for news from the live stream: a list that turned into a loading
 * panel under the reader would lose their place and their keyboard focus; a failed refresh keeps
 * what is shown.
 */
export function useLoad<T>(key: string | null, call: () => Promise<ApiResult<T>>, fallbackMessage: MessageOrText) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  // The key a refresh was asked under: a refresh that meets a new key loads like any other.
  const quietFor = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const quiet = quietFor.current === key;
    quietFor.current = null;
    if (!quiet) setState({ status: 'loading' });
    void call().then((result) => {
      if (!live || (quiet && !result.ok)) return;
      setState(
        result.ok
          ? { status: 'succeeded', data: result.data }
          : { status: 'failed', message: serverMessageOr(result, fallbackMessage), httpStatus: result.status },
      );
    });
    return () => {
      live = false;
    };
    // Keyed on purpose: `call` is a new closure every render and must not refetch by itself.
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const refresh = useCallback(() => {
    quietFor.current = key;
    setTick((t) => t + 1);
  }, [key]);
  return [state, reload, setState, refresh] as const;
}

/**
 * What the list and record loads use of a collection store (src/app/stores/collection.ts), which
 * every CollectionStore is: src/app/client knows no store, the screen hands it in.
 */
interface LoadableStore<T> {
  resource: string;
  $state: { get(): { error: MessageOrText | null; current: T | null } };
  fetchAll(query?: Record<string, unknown>): Promise<boolean>;
  fetchOne(id: string): Promise<boolean>;
}

/** A store action as a load: on success `data` reads what it stored, on failure the store's error text. */
async function fromStore<T, R>(store: LoadableStore<T>, action: Promise<boolean>, data: () => R): Promise<ApiResult<R>> {
  if (await action) return { ok: true, code: 200, data: data() };
  const error = store.$state.get().error ?? MSG.fetchFailed;
  // The store already chose between the server's text and 'Failed to fetch'; keep its choice.
  return { ok: false, code: 500, message: textOf(error), error: typeof error === 'string' ? { text: error } : error, serverMessage: textOf(error) };
}

/**
 * Loads a collection store's list for `query` through useLoad (again whenever the query changes
 * or `reload` is called); the store keeps the list and its total. The store's own status also
 * turns 'failed' when a delete or an update is refused, yet the list on screen is still good: so
 * the error panel follows `loadError`, the load alone, and a refused delete says why in its toast.
 */
export function useListLoad<T>(store: LoadableStore<T>, query: Record<string, unknown>) {
  const [state, reload] = useLoad(`${store.resource}?${JSON.stringify(query)}`, () => fromStore(store, store.fetchAll(query), () => null), MSG.fetchFailed);
  return { loadError: state.status === 'failed' ? state.message : null, reload };
}

/** Loads one record of a collection store through useLoad; `id` null loads nothing. An empty answer fails. */
export function useRecordLoad<T>(store: LoadableStore<T>, id: string | null) {
  const call = async (): Promise<ApiResult<T>> => {
    const result = await fromStore(store, store.fetchOne(id!), () => store.$state.get().current);
    return result.ok && !result.data ? { ok: false, code: 500, message: MSG.fetchFailed.text, error: MSG.fetchFailed } : (result as ApiResult<T>);
  };
  return useLoad<T>(id === null ? null : `${store.resource}/${id}`, call, MSG.fetchFailed);
}
