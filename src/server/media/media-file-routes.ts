import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { isMediaKey } from '#shared/media.ts'

/** Only names the upload step writes: `{width}.webp`. Nothing a path could escape with. */
const variantFilePattern = /^\d{1,5}\.webp$/

/**
 * `GET /media/{key}/{width}.webp`: uploaded images. A key is never reused for other
 * bytes, so browsers and CDNs may keep a file for a year without asking again.
 */
export function mediaFileRoutes(deps: AppDeps) {
  const docs = documented({
    summary: 'One resized copy of an uploaded image',
    tags: ['media'],
    answers: {
      200: { description: 'The image, cacheable for a year', contentType: 'image/webp' },
      404: { description: 'No such image', contentType: 'text/plain' },
      503: { description: 'The media store cannot be read now', contentType: 'text/plain' },
    },
  })
  return new Hono<AppEnv>().get('/:key/:file', docs, async (c) => {
    const { key, file } = c.req.param()
    if (!isMediaKey(key) || !variantFilePattern.test(file)) return c.text('Not found', 404)
    const stored = await deps.media.open(key, file).catch((err: unknown) => {
      deps.logger.error({ err, key, file }, 'the media store could not be read')
      return 'unavailable' as const
    })
    // An outage of the store is ours, and passes: no CDN may keep this answer.
    if (stored === 'unavailable') {
      return c.text('Images are unavailable right now', 503, { 'Cache-Control': 'no-store' })
    }
    if (!stored) return c.text('Not found', 404)
    const headers = {
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
    }
    if (c.req.method === 'HEAD') {
      // Hono answers HEAD with the GET route; close the file instead of leaving it open.
      await stored.stream.cancel()
      return c.body(null, 200, headers)
    }
    return c.body(stored.stream, 200, headers)
  })
}
