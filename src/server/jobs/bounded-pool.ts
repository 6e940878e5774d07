import pLimit from 'p-limit'

/**
 * A bounded pool of work: `atOnce` run, `waiting` more wait their turn (first come,
 * first served), and past that the work is refused at once rather than queued. Used
 * for page renders (seo/render-gate.ts: a refused page goes out as the plain shell)
 * and image work (media/image-jobs.ts: a refused upload is a 503). A place is taken
 * the moment it is asked for, so work is counted in the order it came, whatever it
 * does before its turn starts.
 */
export interface BoundedPool {
  /** A place in the pool, or undefined when it is full. */
  enter(): PoolPlace | undefined
  /** How many run and how many wait their turn, for tests and logs. */
  readonly load: { running: number; waiting: number }
}

export interface PoolPlace {
  /**
   * The work's result in its turn (for a pool made with `yieldFirst`, once the event
   * loop has taken in what arrived meanwhile). It holds its slot until `heldUntil` of its result settles (a
   * page's head goes out before the page has finished rendering); by default, until
   * the work itself settles.
   */
  run<T>(
    work: () => Promise<T>,
    heldUntil?: (result: T) => Promise<unknown> | undefined,
  ): Promise<T>
  /** Gives the place back unused (the work will not run after all). */
  leave(): void
}

export function boundedPool(
  atOnce: number,
  waiting: number,
  /** Start each piece of work after one pass of the event loop (renders: decision 0070). */
  { yieldFirst = false }: { yieldFirst?: boolean } = {},
): BoundedPool {
  const slot = pLimit(atOnce)
  // Counted here rather than read from p-limit, whose counts move a microtask late.
  let taken = 0
  return {
    // Places are served in order, so the first `atOnce` taken are the ones running.
    get load() {
      return { running: Math.min(taken, atOnce), waiting: Math.max(0, taken - atOnce) }
    },
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
        run: (work, heldUntil) =>
          new Promise((resolve, reject) => {
            void slot(async () => {
              try {
                if (yieldFirst) await new Promise<void>((next) => setImmediate(next))
                const result = await work()
                if (heldUntil) {
                  resolve(result)
                  await heldUntil(result)
                } else {
                  // The place is free by the time the caller hears the result.
                  leave()
                  resolve(result)
                }
              } catch (err) {
                leave()
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
