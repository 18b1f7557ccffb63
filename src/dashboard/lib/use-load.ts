import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api';

export type LoadState<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'succeeded'; data: T };

/** Runs a call when its key changes; `reload` runs it again. A late reply for an old key is ignored. */
export function useLoad<T>(key: string | null, call: () => Promise<ApiResult<T>>, fallbackMessage: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    void call().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'succeeded', data: result.data } : { status: 'failed', message: result.message || fallbackMessage });
    });
    return () => {
      live = false;
    };
    // Keyed on purpose: `call` is a new closure every render and must not refetch by itself.
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return [state, reload, setState] as const;
}
