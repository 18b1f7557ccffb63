/** One reply kept for anonymous readers: the JSON text and its validator. */
export interface KeptReply {
  body: string;
  etag: string;
  keptAt: number;
}

/**
 * The replies of public reads (reference lists, site content) as last served to an anonymous
 * caller, by address, so a repeat costs a look-up instead of a validation, a query, a
 * serialisation and a hash (plugins/public-validators.ts). Every public reply depends on the
 * public tables only, and those change only through an administrator's edit, which calls
 * `forget()`; other instances hear of it over Redis. A kept reply also expires after `lifetimeMs`,
 * the time a browser or proxy may keep it anyway, in case a notice was lost.
 *
 * A reply read before an edit must not be kept after it: a reader takes `generation` before it
 * reads, and `keep` refuses a reply of an older generation.
 */
export class PublicReplies {
  #generation = 0;
  #bytes = 0;
  readonly #kept = new Map<string, KeptReply>();

  constructor(
    private readonly limits: { maxBytes: number; maxReplyBytes: number; lifetimeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  find(url: string): KeptReply | undefined {
    const kept = this.#kept.get(url);
    if (kept && this.now() - kept.keptAt >= this.limits.lifetimeMs) {
      this.#drop(url, kept);
      return undefined;
    }
    return kept;
  }

  /** Keeps a reply read at `generation`, unless an edit came since; the oldest go first past the size limit. */
  keep(url: string, generation: number, body: string, etag: string): void {
    if (generation !== this.#generation || body.length > this.limits.maxReplyBytes) return;
    const old = this.#kept.get(url);
    if (old) this.#drop(url, old);
    this.#kept.set(url, { body, etag, keptAt: this.now() });
    this.#bytes += body.length;
    for (const [oldest, reply] of this.#kept) {
      if (this.#bytes <= this.limits.maxBytes) break;
      this.#drop(oldest, reply);
    }
  }

  /** After an edit: nothing kept is served again, nor kept if it was read before. */
  forget(): void {
    this.#generation++;
    this.#kept.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#kept.size;
  }

  #drop(url: string, reply: KeptReply) {
    this.#kept.delete(url);
    this.#bytes -= reply.body.length;
  }
}
