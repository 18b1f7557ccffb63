import { writeWatchOf, type WatchedDatabase, type Write } from './write-watch.ts';

/** How long rows are kept, how many, and which writes make them out of date. */
export interface KeptRowsOptions {
  keepMs: number;
  maxKept: number;
  /** Whether a write may change a kept row (write-watch.ts tells of each write on this process). */
  changes(write: Write): boolean;
}

/**
 * Rows a process read from the database and keeps for a while, by key: the sessions every
 * signed-in request reads (modules/auth/session-cache.ts), the reference names every card shows
 * (modules/reference/reference-names.ts).
 *
 * All are forgotten at once when a write could change one: on this process as the write is sent
 * and once it has run (then the other instances are told, instance-notices.ts), on another when
 * its notice arrives. A reading started before either is not kept. What neither reaches (a notice
 * lost while Redis is away, a change inside a transaction read just before its commit) lasts at
 * most `keepMs`.
 */
export class KeptRows<Row> {
  #kept = new Map<string, { row: Row; at: number }>();
  #generation = 0;
  readonly #changed = new Set<() => void>();

  constructor(readonly options: Pick<KeptRowsOptions, 'keepMs' | 'maxKept'>) {}

  /** A reading starts: what it reads may be kept only if nothing was forgotten meanwhile. */
  get generation() {
    return this.#generation;
  }

  find(key: string, now = Date.now()): Row | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    if (now - kept.at < this.options.keepMs) return kept.row;
    this.#kept.delete(key);
    return undefined;
  }

  keep(key: string, row: Row, generation: number, now = Date.now()) {
    if (generation !== this.#generation) return;
    this.#kept.delete(key);
    this.#kept.set(key, { row, at: now });
    if (this.#kept.size > this.options.maxKept) this.#kept.delete(this.#kept.keys().next().value!);
  }

  /** Forgets every kept row (a notice from another instance, or a write here). */
  forget() {
    this.#kept.clear();
    this.#generation++;
  }

  /** Called after a write on this process made these rows forgotten: to tell the other instances. */
  onChange(listener: () => void): () => void {
    this.#changed.add(listener);
    return () => this.#changed.delete(listener);
  }

  changed() {
    this.forget();
    for (const listener of this.#changed) listener();
  }
}

const kept = new WeakMap<object, Map<string, KeptRows<unknown>>>();

/**
 * The rows kept under `name` for one database (the tests run many side by side), listening to its
 * writes: forgotten here at both stages, the other instances told once, when the write has run.
 */
export function keptRowsOf<Row>(db: WatchedDatabase, name: string, options: KeptRowsOptions): KeptRows<Row> {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  let rows = byName.get(name);
  if (!rows) {
    const made = new KeptRows<Row>(options);
    writeWatchOf(db).listen((write, stage) => {
      if (!options.changes(write)) return;
      if (stage === 'run') made.changed();
      else made.forget();
    });
    byName.set(name, (rows = made));
  }
  return rows as KeptRows<Row>;
}
