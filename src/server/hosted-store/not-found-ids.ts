/**
 * Ids the hosted store answered 404 for, remembered for a short while in a bounded
 * set of their own: asking again about the same unknown ids costs the service nothing,
 * and a flood of made-up ids pushes out only other made-up ids.
 */
export class NotFoundIds {
  /** id -> when to forget it (ms, on the client's clock); oldest first. */
  private readonly until = new Map<string, number>()

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now: () => number }) {}

  has(id: string): boolean {
    const until = this.until.get(id)
    if (until === undefined) return false
    if (this.options.now() < until) return true
    this.until.delete(id)
    return false
  }

  add(id: string): void {
    this.until.delete(id)
    this.until.set(id, this.options.now() + this.options.ttlMs)
    while (this.until.size > this.options.maxEntries) {
      const oldest = this.until.keys().next().value
      if (oldest === undefined) break
      this.until.delete(oldest)
    }
  }
}
