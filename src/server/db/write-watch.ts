import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  Kysely,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** A statement that changes rows: its table (as named in SQL) and, for an update, the columns it sets. */
export interface Write {
  table: string;
  kind: 'insert' | 'update' | 'delete';
  /** The columns an update sets (SQL names); every column for an insert or a delete. */
  columns: readonly string[] | 'all';
}

/** As the statement is sent, or once it has run (then committed, unless inside a transaction). */
export type WriteStage = 'sent' | 'run';

export type WriteListener = (write: Write, stage: WriteStage) => void;

/**
 * Tells listeners about each write made through its database, so that what a process keeps in
 * memory from those rows can be forgotten (the sessions read on every signed-in request,
 * modules/auth/session-cache.ts). Every write through Kysely passes here, inside a transaction
 * or not; raw `sql` statements do not (none of the watched rows is written that way).
 *
 * A listener hears each write twice: as it is sent, and once it has run. Something read between
 * the two may predate the write and be kept; the second notice drops it. A write inside a
 * transaction is visible to others only at the commit, a moment later, which nothing here sees:
 * what is kept from the rows must also expire (seconds), which bounds that case.
 */
export class WriteWatch implements KyselyPlugin {
  readonly #listeners = new Set<WriteListener>();
  readonly #sent = new WeakMap<object, Write>();
  readonly #quiet = new AsyncLocalStorage<true>();

  /** Listens until the returned function is called. */
  listen(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Runs `work` without telling the listeners of its writes: for a write whose owner updates what
   * it keeps itself (a session's last activity, which the session's own cache entry records).
   */
  quietly<T>(work: () => Promise<T>): Promise<T> {
    return this.#quiet.run(true, work);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const write = this.#listeners.size && !this.#quiet.getStore() ? writeOf(node) : null;
    if (write) {
      this.#sent.set(queryId, write);
      this.#tell(write, 'sent');
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#sent.get(queryId);
    if (write) {
      this.#sent.delete(queryId);
      this.#tell(write, 'run');
    }
    return result;
  }

  #tell(write: Write, stage: WriteStage) {
    for (const listener of this.#listeners) listener(write, stage);
  }
}

/** Any database, whatever its tables: what the watch is read from. */
export type WatchedDatabase = Pick<Kysely<unknown>, 'getExecutor'>;

/** The watch a database was made with (db/database.ts adds one to every database). */
export function writeWatchOf(db: WatchedDatabase): WriteWatch {
  const watch = db.getExecutor().plugins.find((p): p is WriteWatch => p instanceof WriteWatch);
  if (!watch) throw new Error('this database was made without a WriteWatch plugin (db/database.ts)');
  return watch;
}

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

function columnName(node: OperationNode): string {
  return node.kind === 'ColumnNode' ? (node as unknown as { column: { name: string } }).column.name : '?';
}

function writeOf(node: RootOperationNode): Write | null {
  if (node.kind === 'UpdateQueryNode') {
    const table = tableName(node.table);
    return table ? { table, kind: 'update', columns: (node.updates ?? []).map((u) => columnName(u.column)) } : null;
  }
  if (node.kind === 'InsertQueryNode') {
    const table = tableName(node.into);
    return table ? { table, kind: 'insert', columns: 'all' } : null;
  }
  if (node.kind === 'DeleteQueryNode') {
    const table = tableName(node.from.froms[0]);
    return table ? { table, kind: 'delete', columns: 'all' } : null;
  }
  return null;
}
