import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** One serialised answer of the catalog cache, with its ETag and compressed copies. */
export interface CacheEntry {
  body: string
  etag: string
  bytes: number
  /** Epoch ms after which the entry is dead, or null. */
  expiresAt: number | null
  gzip?: Buffer
  br?: Buffer
  /** True while the entry is counted in the cache's bytes (compressed copies add to it). */
  held?: boolean
  /**
   * The products whose stock (and so SOLD OUT) the answer shows: a change to one of
   * them drops it (decision 0080). Null or absent: unknown, any stock change drops it.
   */
  stockOf?: ReadonlySet<number> | null
}

/** Below this a compressed copy saves less than its headers and CPU cost. */
const COMPRESS_MIN_BYTES = 1024

/**
 * The body in the best encoding the client accepts (brotli, then gzip). A compressed
 * copy is made once and kept on the entry; `added` is the bytes that added.
 */
export function encodeEntry(entry: CacheEntry, acceptEncoding: string | undefined) {
  if (entry.bytes >= COMPRESS_MIN_BYTES && acceptEncoding) {
    if (/\bbr\b/.test(acceptEncoding)) {
      const added = entry.br ? 0 : compressInto(entry, 'br')
      return { body: entry.br!, encoding: 'br' as const, added }
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      const added = entry.gzip ? 0 : compressInto(entry, 'gzip')
      return { body: entry.gzip!, encoding: 'gzip' as const, added }
    }
  }
  return { body: entry.body, encoding: null, added: 0 }
}

function compressInto(entry: CacheEntry, encoding: 'br' | 'gzip'): number {
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a small fraction of quality 11's time.
    entry.br = brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    return entry.br.length
  }
  entry.gzip = gzipSync(entry.body, { level: 6 })
  return entry.gzip.length
}

export function entryBytes(entry: CacheEntry): number {
  return entry.bytes + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0)
}

/** A strong ETag from the content, so every process gives the same answer the same tag. */
export function makeEntry(body: string, expiresAt: number | null): CacheEntry {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22)
  return { body, etag: `"${hash}"`, bytes: Buffer.byteLength(body), expiresAt }
}

/** The ETag of one encoding: compressed bytes are a different representation (RFC 9110 §8.8.3). */
export function etagFor(entry: CacheEntry, encoding: 'br' | 'gzip' | null): string {
  return encoding === null ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`
}

/**
 * True when If-None-Match names this entry in any encoding (weak comparison, RFC 9110
 * §13.1.2): the content is the same, so a copy the client holds is still good.
 */
export function etagMatches(ifNoneMatch: string | undefined, entry: CacheEntry): boolean {
  if (!ifNoneMatch) return false
  const value = ifNoneMatch.trim()
  if (value === '*') return true
  return value.split(',').some((raw) => {
    const tag = raw
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"')
    return tag === entry.etag
  })
}
