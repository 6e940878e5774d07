import { type CacheEntry, encodeEntry, entryBytes, makeEntry } from './cache-entry.ts'
import { ChangeLog } from './change-log.ts'
import { noteCachedRead, runTracked, stockShownBy } from './stock-reads.ts'

export type { CacheEntry } from './cache-entry.ts'
export { etagFor, etagMatches, makeEntry } from './cache-entry.ts'

export interface CatalogCacheOptions {
  maxEntries?: number
  maxBytes?: number
}

/** A loaded JSON answer, when it dies, and the products whose stock it shows (omitted: every one). */
export interface LoadedValue {
  value: unknown
  expiresAt?: number | null | undefined
  stockOf?: readonly number[] | undefined
}

/**
 * A loaded text answer. `stockOf` omitted: the products of the cached answers the
 * load read (a page render, stock-reads.ts); null: every product.
 */
export interface LoadedBody {
  body: string
  expiresAt?: number | null | undefined
  stockOf?: readonly number[] | null | undefined
}

/**
 * Serialised catalog answers kept in this process (docs/performance.md), so a hot read
 * costs a Map lookup and a socket write instead of queries and JSON.stringify.
 *
 * Correctness rules:
 * - every catalog write calls `invalidate()` (through `notifyCatalogChanged`), which
 *   empties the cache and bumps `generation`; an answer computed from data read
 *   before that bump is not stored (`store` compares the generation it started with);
 * - stock moved by orders calls `invalidateStock(ids)` instead (`notifyStockChanged`):
 *   it drops only the entries that show one of those products' stock (`stockOf`),
 *   and refuses an answer showing one of them that was read before (decision 0080);
 * - while `suspended` (the cross-process listener is down, so changes made by other
 *   processes could be missed) nothing is served from or stored in the cache;
 * - an entry may carry an expiry (promos end at Manila midnight).
 *
 * Bounded by entry count and bytes (LRU), so random searches cannot grow memory.
 */
export class CatalogCache {
  readonly maxEntries: number
  readonly maxBytes: number
  #entries = new Map<string, CacheEntry>()
  #bytes = 0
  #changes = new ChangeLog()
  #suspended = false
  /** Loads under way, so a burst of misses for one key runs the queries once. */
  #inflight = new Map<string, Promise<CacheEntry>>()

  constructor(options: CatalogCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  }

  get generation(): number {
    return this.#changes.generation
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }

  get suspended(): boolean {
    return this.#suspended
  }

  get(key: string, now: number): CacheEntry | undefined {
    if (this.#suspended) return undefined
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt !== null && now >= entry.expiresAt) {
      this.#delete(key, entry)
      return undefined
    }
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    noteCachedRead(entry.stockOf ?? null)
    return entry
  }

  /**
   * The cached answer for `key`, or `load()` serialised and stored. Concurrent
   * misses for the same key share one load.
   */
  getOrLoad(
    key: string,
    now: number,
    /** `stockOf`: the products whose stock the value shows; omitted, every product. */
    load: () => Promise<LoadedValue>,
    /** Other keys that name the same answer (e.g. the raw query string). */
    aliases: readonly string[] = [],
  ): Promise<CacheEntry> {
    // A JSON answer reads the database, not the cache: its reads are not tracked (the
    // tracking's async context costs every promise while on), and unnamed means unknown.
    const loadBody = () =>
      load().then(({ value, expiresAt, stockOf }) => ({
        body: JSON.stringify(value),
        expiresAt,
        stockOf: stockOf ?? null,
      }))
    return this.#getOrLoad(key, now, loadBody, aliases, false)
  }

  /**
   * The same for an answer that is already text (a rendered page). When this call is
   * the one that loads, `load` runs before it returns. Without `stockOf`, the answer
   * shows the products of the cached answers the load read (stock-reads.ts).
   */
  getOrLoadBody(
    key: string,
    now: number,
    load: () => Promise<LoadedBody>,
    aliases: readonly string[] = [],
  ): Promise<CacheEntry> {
    return this.#getOrLoad(key, now, load, aliases, true)
  }

  async #getOrLoad(
    key: string,
    now: number,
    load: () => Promise<LoadedBody>,
    aliases: readonly string[],
    trackReads: boolean,
  ): Promise<CacheEntry> {
    const hit = this.get(key, now)
    if (hit) {
      for (const alias of aliases) this.store(alias, hit, this.#changes.generation)
      return hit
    }
    const pending = this.#suspended ? undefined : this.#inflight.get(key)
    if (pending) return this.#read(await pending)
    const generation = this.#changes.generation
    const { reads, result } = trackReads ? runTracked(load) : { reads: undefined, result: load() }
    const promise = result.then(({ body, expiresAt, stockOf }) => {
      const entry = makeEntry(body, expiresAt ?? null)
      entry.stockOf = stockShownBy(stockOf, reads)
      for (const k of [key, ...aliases]) this.store(k, entry, generation)
      return entry
    })
    if (!this.#suspended) {
      this.#inflight.set(key, promise)
      const forget = () => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key)
      }
      promise.then(forget, forget)
    }
    return this.#read(await promise)
  }

  /** An entry handed to the caller: the load or render under way shows its products. */
  #read(entry: CacheEntry): CacheEntry {
    noteCachedRead(entry.stockOf ?? null)
    return entry
  }

  /** Stores an entry unless what it shows changed since `generation` was read. */
  store(key: string, entry: CacheEntry, generation: number): boolean {
    if (this.#suspended || !this.#changes.unchangedSince(entry.stockOf ?? null, generation)) {
      return false
    }
    if (entry.bytes + key.length > this.maxBytes) return false
    const previous = this.#entries.get(key)
    if (previous) this.#delete(key, previous)
    this.#entries.set(key, entry)
    entry.held = true
    this.#bytes += entryBytes(entry) + key.length
    this.#evict()
    return true
  }

  /** The catalog changed: forget everything, and refuse answers computed before now. */
  invalidate(): void {
    this.#changes.clearAll()
    for (const entry of this.#entries.values()) entry.held = false
    this.#entries.clear()
    this.#inflight.clear()
    this.#bytes = 0
  }

  /**
   * These products' stock changed: forget the entries that show it (or may), and
   * refuse such answers computed before now. Everything else stays.
   */
  invalidateStock(productIds: Iterable<number>): void {
    const changed = new Set(productIds)
    if (changed.size === 0) return
    if (!this.#changes.stockChanged(changed)) {
      this.invalidate()
      return
    }
    const shows = (stockOf: ReadonlySet<number>) => {
      for (const id of changed) if (stockOf.has(id)) return true
      return false
    }
    for (const [key, entry] of this.#entries) {
      const stockOf = entry.stockOf ?? null
      if (stockOf === null || shows(stockOf)) this.#delete(key, entry)
    }
    // A load under way may show them; a request from now on must not join it.
    this.#inflight.clear()
  }

  /** Stop serving and storing (the change feed is down); `resume()` starts afresh. */
  suspend(): void {
    this.invalidate()
    this.#suspended = true
  }

  resume(): void {
    this.invalidate()
    this.#suspended = false
  }

  /** The body in the best encoding the client accepts, compressed once per entry. */
  encoded(entry: CacheEntry, acceptEncoding: string | undefined) {
    const { added, ...encoded } = encodeEntry(entry, acceptEncoding)
    if (entry.held) this.#bytes += added
    return encoded
  }

  #delete(key: string, entry: CacheEntry) {
    this.#entries.delete(key)
    entry.held = false
    this.#bytes -= entryBytes(entry) + key.length
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) return
      this.#delete(key, entry)
    }
  }
}
