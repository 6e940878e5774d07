import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

export interface FakeS3Object {
  bytes: Uint8Array
  contentType: string | undefined
  cacheControl: string | undefined
}

export interface FakeS3Fault {
  /** Only requests of this method fail (all when unset). */
  method?: string
  /** Let this many matching requests through first. */
  afterOk?: number
  status: 500 | 503
}

/**
 * A stand-in for an S3-compatible store on 127.0.0.1, path-style, one bucket:
 * just PutObject, GetObject, ListObjectsV2 and DeleteObject, as the media store
 * uses them. No real emulator on npm is both maintained and light (s3rver's
 * dependencies are years old), and the SDK is what we test, not S3 itself.
 *
 * It checks that requests are signed with the expected access key id, not the
 * signature: SigV4 is the SDK's business. Lists come in pages of `pageSize`, so a
 * small size exercises the continuation the store must follow.
 */
export async function startFakeS3(options: {
  bucket: string
  accessKeyId: string
  pageSize?: number
}) {
  const { bucket, accessKeyId, pageSize = 1000 } = options
  const objects = new Map<string, FakeS3Object>()
  let fault: FakeS3Fault | undefined

  const app = new Hono().all('*', async (c) => {
    const url = new URL(c.req.url)
    const [bucketName = '', ...rest] = url.pathname.slice(1).split('/')
    const key = rest.map(decodeURIComponent).join('/')
    const method = c.req.method
    const auth = c.req.header('authorization') ?? ''
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return s3Error(403, 'AccessDenied', 'Access Denied')
    }
    if (bucketName !== bucket) return s3Error(404, 'NoSuchBucket', 'The bucket does not exist')
    if (fault && (!fault.method || fault.method === method)) {
      if ((fault.afterOk ?? 0) > 0) fault.afterOk = (fault.afterOk ?? 0) - 1
      else return s3Error(fault.status, 'InternalError', 'We encountered an internal error')
    }

    if (key === '' && method === 'GET' && url.searchParams.get('list-type') === '2') {
      return listPage(url.searchParams)
    }
    if (key === '') return s3Error(501, 'NotImplemented', `${method} on a bucket`)
    if (method === 'PUT') {
      objects.set(key, {
        bytes: new Uint8Array(await c.req.arrayBuffer()),
        contentType: c.req.header('content-type'),
        cacheControl: c.req.header('cache-control'),
      })
      return new Response(null, { status: 200, headers: { etag: `"${objects.size}"` } })
    }
    if (method === 'GET' || method === 'HEAD') {
      const found = objects.get(key)
      if (!found) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.')
      const headers: Record<string, string> = {
        'content-length': String(found.bytes.byteLength),
        'content-type': found.contentType ?? 'application/octet-stream',
      }
      if (found.cacheControl) headers['cache-control'] = found.cacheControl
      return new Response(method === 'HEAD' ? null : (found.bytes as Uint8Array<ArrayBuffer>), {
        headers,
      })
    }
    if (method === 'DELETE') {
      objects.delete(key)
      return new Response(null, { status: 204 })
    }
    return s3Error(501, 'NotImplemented', `${method} on an object`)
  })

  function listPage(query: URLSearchParams) {
    const prefix = query.get('prefix') ?? ''
    const after = query.get('continuation-token') ?? ''
    const max = Math.min(pageSize, Number(query.get('max-keys') ?? 1000))
    const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort()
    const page = matching.slice(0, max)
    const truncated = matching.length > page.length
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${xml(k)}</Key><Size>${objects.get(k)!.bytes.byteLength}</Size></Contents>`,
      )
      .join('')
    const next = truncated
      ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>`
      : ''
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
      `<MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}` +
      '</ListBucketResult>'
    return new Response(body, { headers: { 'content-type': 'application/xml' } })
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    /** Stored objects by full name (`{prefix}{key}/{file}`). */
    objects,
    /** Names of the stored objects, sorted. */
    names: () => [...objects.keys()].sort(),
    /** Makes matching requests fail until called again with undefined. */
    setFault(next: FakeS3Fault | undefined) {
      fault = next ? { ...next } : undefined
    },
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>

function s3Error(status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`
  return new Response(body, { status, headers: { 'content-type': 'application/xml' } })
}

function xml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
