import pLimit from 'p-limit'

/**
 * A bounded pool of renders: `atOnce` run, `waiting` more wait their turn, and past
 * that a render is refused at once rather than queued (its page goes out as the plain
 * shell). Each render starts after the event loop has taken in what arrived
 * meanwhile, and holds its slot until `heldUntil` of its result settles: a page's
 * head goes out before the page has finished rendering.
 */
export interface RenderPool {
  /** True when a render asked now would be refused. */
  full(): boolean
  /** The render's result in its turn, or undefined at once when the pool is full. */
  run<T>(
    render: () => Promise<T>,
    heldUntil: (result: T) => Promise<unknown> | undefined,
  ): Promise<T> | undefined
}

export function renderPool(atOnce: number, waiting: number): RenderPool {
  const slot = pLimit(atOnce)
  // Counted here rather than read from p-limit, whose counts move a microtask late.
  let taken = 0
  const full = () => taken >= atOnce + waiting
  return {
    full,
    run(render, heldUntil) {
      if (full()) return undefined
      taken += 1
      return new Promise((resolve, reject) => {
        void slot(async () => {
          try {
            await new Promise<void>((next) => setImmediate(next))
            const result = await render()
            resolve(result)
            await heldUntil(result)
          } catch (err) {
            reject(err)
          } finally {
            taken -= 1
          }
        })
      })
    },
  }
}
