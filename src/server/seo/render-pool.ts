import pLimit from 'p-limit'

/**
 * A bounded pool of renders: `atOnce` run, `waiting` more wait their turn, and past
 * that a render is refused at once rather than queued (its page goes out as the plain
 * shell). A place is taken the moment a request asks, so requests are counted in the
 * order they came, whatever they do before their render starts.
 */
export interface RenderPool {
  /** A place in the pool, or undefined when it is full. */
  enter(): PoolPlace | undefined
}

export interface PoolPlace {
  /**
   * The render's result in its turn. It starts after the event loop has taken in
   * what arrived meanwhile, and holds its slot until `heldUntil` of its result
   * settles: a page's head goes out before the page has finished rendering.
   */
  run<T>(
    render: () => Promise<T>,
    heldUntil: (result: T) => Promise<unknown> | undefined,
  ): Promise<T>
  /** Gives the place back unused (the request will not render after all). */
  leave(): void
}

export function renderPool(atOnce: number, waiting: number): RenderPool {
  const slot = pLimit(atOnce)
  // Counted here rather than read from p-limit, whose counts move a microtask late.
  let taken = 0
  return {
    enter() {
      if (taken >= atOnce + waiting) return undefined
      taken += 1
      let left = false
      const leave = () => {
        if (left) return
        left = true
        taken -= 1
      }
      return {
        leave,
        run: (render, heldUntil) =>
          new Promise((resolve, reject) => {
            void slot(async () => {
              try {
                await new Promise<void>((next) => setImmediate(next))
                const result = await render()
                resolve(result)
                await heldUntil(result)
              } catch (err) {
                reject(err)
              } finally {
                leave()
              }
            })
          }),
      }
    },
  }
}
