import { useCallback, useEffect, useState } from 'react';
import { MSG } from '../../shared/messages';
import type { CollectionStore, Identified } from '../../stores/collection';

/**
 * Loads a collection store's list for `query` (again whenever it changes or `reload` is called),
 * and tells whether that load failed. The store's own status also turns 'failed' when a delete
 * or an update is refused, yet the list on screen is still good: so the error panel follows the
 * load alone, and a refused delete says why in its toast only. A load overtaken by a newer one
 * is ignored. `query` must keep its identity between renders (state or useMemo).
 *
 * The reload goes through state, so an action that finishes after the search or page changed
 * (a delete, say) reloads the list as it is asked for now, not the query it started under.
 */
export function useListLoad<T extends Identified>(store: CollectionStore<T>, query: Record<string, unknown>) {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void store.fetchAll(query).then((ok) => {
      if (current) setLoadError(ok ? null : (store.$state.get().error ?? MSG.fetchFailed));
    });
    return () => {
      current = false;
    };
  }, [store, query, version]);
  return { loadError, reload };
}
