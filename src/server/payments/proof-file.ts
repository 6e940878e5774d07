import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import { AppError, notFound } from '#server/http/errors.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import { proofFileRemovedAt } from './payment-proof-repo.ts'
import type { ProofImage } from './proof-image.ts'

/**
 * Proofs of payment live in the media store beside product images, under keys of
 * their own: 'proof-' + 32 random bytes (43 base64url characters), so nobody can
 * guess one, and never a 32-hex media key, so the public `/media` route (which
 * serves only `isMediaKey` keys) can never hand one out. Only the two proof image
 * routes read them: staff, and the shopper holding the order id and email.
 */
export const PROOF_KEY_PREFIX = 'proof-'
export const PROOF_FILE_NAME = 'proof.webp'

export function newProofKey(): string {
  return `${PROOF_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** A store that cannot keep or read a file: ours to fix, the shopper's to retry later. */
export const proofStoreUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'Images cannot be saved right now. Please try again in a few minutes.',
  )

/** Stores the proof under a new key and returns it; 503 when the store refuses. */
export async function storeProofImage(
  deps: Pick<AppDeps, 'media' | 'logger'>,
  image: ProofImage,
): Promise<string> {
  const key = newProofKey()
  try {
    await deps.media.put(key, PROOF_FILE_NAME, image.bytes, 'image/webp')
  } catch (err) {
    // The operator needs the provider's own words; the shopper needs to know to try again.
    deps.logger.error({ err }, 'the media store refused a proof of payment')
    await removeProofImage(deps, key)
    throw proofStoreUnavailable()
  }
  return key
}

/** Removes a stored proof; a failure only leaves a file no row names, and is logged. */
export async function removeProofImage(
  deps: Pick<AppDeps, 'media' | 'logger'>,
  key: string,
): Promise<void> {
  await deps.media
    .removeAll(key)
    .catch((err: unknown) => deps.logger.error({ err, key }, 'removing a proof of payment failed'))
}

/**
 * The proof's WebP as an answer for one reader (the shopper or staff): never kept
 * by a cache, never sniffed as anything but an image. 410 with the date when
 * housekeeping removed it under the retention rules (decision 0081), 404 when the file
 * is otherwise gone, 503 when the store cannot be read.
 */
export async function proofImageResponse(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'media' | 'logger'>,
  proof: { storageKey: string },
): Promise<Response> {
  const removedAt = await proofFileRemovedAt(deps.db, proof.storageKey)
  if (removedAt) {
    throw new AppError(410, 'gone', paymentMessages.proofImageRemoved(removedAt), undefined, {
      'Cache-Control': 'private, no-store',
    })
  }
  const stored = await deps.media.open(proof.storageKey, PROOF_FILE_NAME).catch((err: unknown) => {
    deps.logger.error({ err, key: proof.storageKey }, 'the media store could not read a proof')
    return 'unavailable' as const
  })
  if (stored === 'unavailable') {
    throw new AppError(
      503,
      'service_unavailable',
      'The image cannot be shown right now. Please try again in a few minutes.',
    )
  }
  if (!stored) throw notFound('That proof of payment')
  const headers = {
    'Content-Type': 'image/webp',
    'Content-Length': String(stored.size),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  }
  if (c.req.method === 'HEAD') {
    // Hono answers HEAD with the GET route; close the file instead of leaving it open.
    await stored.stream.cancel()
    return c.body(null, 200, headers)
  }
  return c.body(stored.stream, 200, headers)
}
