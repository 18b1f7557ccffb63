/**
 * At most `max` tasks at once; the rest wait their turn in order. Bounds the memory of costly
 * work (argon2 takes 19 MiB per check) however many requests arrive together.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** A gate that refuses instead of queueing: `enter` says whether there was room, `leave` frees it. */
export function admissionGate(total: number) {
  let inside = 0;
  const holders = new Set<string>();
  return {
    enter(holder: string): 'ok' | 'busy' | 'already' {
      if (holders.has(holder)) return 'already';
      if (inside >= total) return 'busy';
      inside++;
      holders.add(holder);
      return 'ok';
    },
    leave(holder: string) {
      if (holders.delete(holder)) inside--;
    },
  };
}
