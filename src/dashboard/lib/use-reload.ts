import { useCallback, useState } from 'react';

/**
 * A reload asked for through state: list it among an effect's dependencies and call `reload`.
 * An action that finishes after the search or page changed (a delete, say) then reloads the list
 * as it is asked for now; a `load` captured before the change would fetch the old query.
 */
export function useReload(): [version: number, reload: () => void] {
  const [version, setVersion] = useState(0);
  return [version, useCallback(() => setVersion((v) => v + 1), [])];
}
