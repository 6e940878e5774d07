import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Which products' stock a cached answer shows (decision 0080), so a stock change drops
 * only the answers that show it. A JSON answer names its products when it loads. A
 * rendered page reads its data from in-process API calls; each of those answered from
 * the catalog cache adds the products of the entry it was served, and one answered
 * from anywhere else (a route that never said it shows no stock) makes the page
 * depend on every product. A page whose reads were not seen at all (no call reached
 * the tracking) depends on every product too: the safe side.
 */

/** What one load (a JSON answer or a page render) has read so far. */
export interface LoadReads {
  /** Products whose stock the answers read show. */
  products: Set<number>
  /** An answer read whose products are unknown: the load shows any product's stock. */
  unknown: boolean
  /** In-process API calls made under this load. */
  calls: number
}

interface Frame {
  load: LoadReads
  /** The in-process API call under way, if any: `accounted` once its answer's products are known. */
  call?: { accounted: boolean }
}

const frames = new AsyncLocalStorage<Frame>()

/** Runs `load` with a record of its own reads (a load nested in another records apart). */
export function runTracked<T>(load: () => Promise<T>): { reads: LoadReads; result: Promise<T> } {
  const reads: LoadReads = { products: new Set(), unknown: false, calls: 0 }
  return { reads, result: frames.run({ load: reads }, load) }
}

/**
 * The products an answer shows: those it names, else (a page render) those of every
 * answer its load read. Null (every product) when it names none and its reads were
 * not tracked, when one answer read was of unknown products, or when no call of the
 * render was tracked.
 */
export function stockShownBy(
  named: readonly number[] | null | undefined,
  reads: LoadReads | undefined,
): ReadonlySet<number> | null {
  if (named !== undefined) return named === null ? null : new Set(named)
  if (!reads || reads.unknown || reads.calls === 0) return null
  // A copy: work the render left running may still note reads into its record.
  return new Set(reads.products)
}

/** A cached answer was read by the load (and the call) under way: its products count. */
export function noteCachedRead(stockOf: ReadonlySet<number> | null): void {
  const frame = frames.getStore()
  if (!frame) return
  if (stockOf === null) frame.load.unknown = true
  else for (const id of stockOf) frame.load.products.add(id)
  if (frame.call) frame.call.accounted = true
}

/**
 * For a route whose answer shows none of our products' stock and is not kept in the
 * catalog cache (the hosted store's): a page reading it does not depend on stock.
 */
export function noteAnswerWithoutStock(): void {
  const frame = frames.getStore()
  if (frame?.call) frame.call.accounted = true
}

/**
 * One in-process API call of a page render. An answer not accounted for (not from the
 * catalog cache, and not declared free of stock) makes the page show every product.
 */
export async function trackApiCall(call: () => Promise<Response>): Promise<Response> {
  const frame = frames.getStore()
  if (!frame) return call()
  frame.load.calls += 1
  const record = { accounted: false }
  try {
    return await frames.run({ load: frame.load, call: record }, call)
  } finally {
    if (!record.accounted) frame.load.unknown = true
  }
}
