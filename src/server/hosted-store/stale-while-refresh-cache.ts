interface Entry<T> {
  /** Settled answer, if any: a value, or an error to throw again until it expires. */
  settled?: { ok: true; value: T } | { ok: false; error: unknown }
  freshUntil: number
  /** The one refresh in flight for this key. */
  pending?: Promise<T>
}

export interface CacheOptions {
  /** How long a good answer is served without asking again. */
  ttlMs: number
  /** How long a failure is answered from memory (short: the service may be back soon). */
  errorTtlMs: number
  /** Entries kept at most; the oldest are dropped first. */
  maxEntries: number
  now: () => number
}

/**
 * A small in-process cache for answers of a slow or flaky service. A fresh answer
 * is served from memory; a stale good answer is served at once while a single
 * refresh runs behind it; failures are remembered only briefly, and a failed
 * refresh keeps the stale good answer.
 */
export class StaleWhileRefreshCache<T> {
  private readonly entries = new Map<string, Entry<T>>()

  constructor(private readonly options: CacheOptions) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key)
    const now = this.options.now()
    if (entry?.settled && now < entry.freshUntil) return this.answer(entry)
    if (entry?.settled?.ok) {
      // Stale: answer now, refresh once in the background.
      this.refresh(key, entry, load).catch(() => {})
      return entry.settled.value
    }
    if (entry?.pending) return entry.pending
    return this.refresh(key, entry ?? this.create(key), load)
  }

  /** Drops what is kept for `key` (a load running for it settles unseen). */
  forget(key: string): void {
    this.entries.delete(key)
  }

  /** Asks again now (sharing a load already running) and keeps the answer. */
  reload(key: string, load: () => Promise<T>): Promise<T> {
    return this.refresh(key, this.entries.get(key) ?? this.create(key), load)
  }

  private answer(entry: Entry<T>): T {
    const settled = entry.settled!
    if (settled.ok) return settled.value
    throw settled.error
  }

  private create(key: string): Entry<T> {
    const entry: Entry<T> = { freshUntil: 0 }
    this.entries.set(key, entry)
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return entry
  }

  private refresh(key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> {
    if (entry.pending) return entry.pending
    const pending = load().then(
      (value) => {
        entry.settled = { ok: true, value }
        entry.freshUntil = this.options.now() + this.options.ttlMs
        return value
      },
      (error: unknown) => {
        // A stale good answer beats a fresh failure; otherwise remember the failure briefly.
        if (!entry.settled?.ok) entry.settled = { ok: false, error }
        entry.freshUntil = this.options.now() + this.options.errorTtlMs
        throw error
      },
    )
    entry.pending = pending.finally(() => {
      entry.pending = undefined
    })
    // Re-insert so the map's order follows use (oldest first out).
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.pending
  }
}
