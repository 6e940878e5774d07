/**
 * Products changed since the last full clear that the log remembers (to refuse
 * answers read before their change). Past it, a stock change empties everything.
 */
const MAX_CHANGED_PRODUCTS = 10_000

/**
 * The catalog cache's record of changes, by generation (a counter bumped by each),
 * so an answer begun at one generation is stored only if nothing it shows changed
 * since: a full clear refuses every earlier answer, a stock change only those that
 * show one of its products, or whose products are unknown (decision 0080).
 */
export class ChangeLog {
  #generation = 0
  /** The generation of the last full clear. */
  #clearedAt = 0
  /** The generation of the last change of any stock. */
  #stockChangedAt = 0
  /** Per product, the generation of its last stock change since the last full clear. */
  #productChangedAt = new Map<number, number>()

  get generation(): number {
    return this.#generation
  }

  clearAll(): void {
    this.#generation += 1
    this.#clearedAt = this.#generation
    this.#stockChangedAt = this.#generation
    this.#productChangedAt.clear()
  }

  /** Records a stock change; false (nothing recorded) when the log is full: clear all instead. */
  stockChanged(productIds: ReadonlySet<number>): boolean {
    if (this.#productChangedAt.size + productIds.size > MAX_CHANGED_PRODUCTS) return false
    this.#generation += 1
    this.#stockChangedAt = this.#generation
    for (const id of productIds) this.#productChangedAt.set(id, this.#generation)
    return true
  }

  /** True when nothing an answer showing `stockOf` (null: any product) shows changed after `generation`. */
  unchangedSince(stockOf: ReadonlySet<number> | null, generation: number): boolean {
    if (generation < this.#clearedAt) return false
    if (stockOf === null) return generation >= this.#stockChangedAt
    for (const id of stockOf) {
      if ((this.#productChangedAt.get(id) ?? 0) > generation) return false
    }
    return true
  }
}
