import type { Context } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import { callerKey, hitRateLimit } from '#server/http/rate-limit.ts'
import { boundedPool } from '#server/jobs/bounded-pool.ts'
import {
  HOSTED_RENDERS_AT_ONCE,
  HOSTED_RENDERS_WAITING,
  pageRenderAddressRateLimit,
  RENDERS_AT_ONCE,
  RENDERS_WAITING,
} from './render-limits.ts'

/** Why a page was not rendered: it goes out as the plain app shell instead. */
export interface RenderRefused {
  refused: string
}

/**
 * Where every uncached render asks to start (render-limits.ts): a place in its pool
 * (hosted product pages have their own: they wait on an outside service, and an
 * outage must not hold the shop's own pages), then the asking address's count. The
 * render runs in its turn and holds its slot until `heldUntil` of its result settles;
 * a refusal says why, at once.
 */
export function renderGate(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const pagePool = boundedPool(RENDERS_AT_ONCE, RENDERS_WAITING, { yieldFirst: true })
  const hostedPool = boundedPool(HOSTED_RENDERS_AT_ONCE, HOSTED_RENDERS_WAITING, {
    yieldFirst: true,
  })
  return async <T>(
    c: Context,
    /** A hosted product's page, rendered in the hosted pool. */
    hosted: boolean,
    render: () => Promise<T>,
    heldUntil: (result: T) => Promise<unknown> | undefined,
  ): Promise<T | RenderRefused> => {
    // A full pool refuses before the count: a flood it turns away costs no write.
    const place = (hosted ? hostedPool : pagePool).enter()
    if (!place) return { refused: 'the render queue is full' }
    const counted = hitRateLimit(
      deps.db,
      pageRenderAddressRateLimit,
      callerKey(c, deps),
      deps.now(),
    )
    const { allowed } = await counted.catch((err: unknown) => {
      place.leave()
      throw err
    })
    if (!allowed) {
      place.leave()
      return { refused: 'the address is past its uncached renders' }
    }
    return place.run(render, heldUntil)
  }
}
