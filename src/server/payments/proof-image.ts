import { fileTypeFromBuffer } from 'file-type'
import { AppError } from '#server/http/errors.ts'
import { type ImageInputOptions, runImageJob } from '#server/media/image-jobs.ts'
import { unreadableImage } from '#server/media/image-variants.ts'
import { MAX_PROOF_MEGAPIXELS, paymentMessages } from '#shared/payment-state.ts'

/**
 * A screenshot's longest side once stored: a phone screenshot (1080 x 2400 and up)
 * keeps every digit of the reference number readable, and staff never need more.
 */
export const MAX_PROOF_SIDE = 1600

export interface ProofImage {
  width: number
  height: number
  /** WebP, upright, with no metadata (EXIF, GPS, ICC) left in. */
  bytes: Buffer
}

/** What the first bytes may say; APNG is a PNG whose decoders read the first frame. */
const acceptedSignatures = new Set(['image/png', 'image/apng', 'image/jpeg'])
/** The magic numbers of PNG and JPEG sit in the first few bytes. */
const SIGNATURE_BYTES = 4100
const acceptedFormats = new Set(['png', 'jpeg'])

/**
 * A proof's pixels, at most: anyone holding an order's link can send one, so the
 * decoder's memory stays near what a screenshot needs (a 12 MP image decodes to about
 * 48 MB), not the 160 MB of the staff's 40 MP.
 */
export const MAX_PROOF_PIXELS = MAX_PROOF_MEGAPIXELS * 1_000_000

/**
 * Corrupt pixel data is an error, not a warning; only the first frame of an APNG.
 * The pixel limit is checked again by the decoder, should a header lie.
 */
const inputOptions = {
  limitInputPixels: MAX_PROOF_PIXELS,
  pages: 1,
  failOn: 'error',
} satisfies ImageInputOptions

/**
 * Anything but PNG or JPEG (a GIF, a PDF renamed .png): the shared upload message
 * names GIF, which proofs do not take, so a proof names the two formats it takes.
 */
const proofFormatRefused = () =>
  new AppError(415, 'unsupported_media_type', paymentMessages.proofFile, {
    file: paymentMessages.proofFile,
  })

const tooManyPixels = () =>
  new AppError(422, 'validation_failed', paymentMessages.proofTooManyPixels, {
    file: paymentMessages.proofTooManyPixels,
  })

/**
 * A proof of payment as it is stored: decided PNG or JPEG by its bytes (never by its
 * name or the browser's type: a PDF renamed .png is a 415 before any decoder sees
 * it), at most MAX_PROOF_PIXELS by its header (a 422 before any pixel is decoded),
 * turned upright per its EXIF orientation, at most MAX_PROOF_SIDE on its longest
 * side (never enlarged), as one WebP without metadata. The decoding waits its turn
 * among the process's image jobs (503 when their queue is full: image-jobs.ts).
 */
export async function makeProofImage(input: Uint8Array): Promise<ProofImage> {
  const detected = await fileTypeFromBuffer(input.subarray(0, SIGNATURE_BYTES))
  if (!detected || !acceptedSignatures.has(detected.mime)) throw proofFormatRefused()
  return runImageJob(async (sharp) => {
    try {
      // The header only: format and dimensions, no pixel decoded yet.
      const metadata = await sharp(input, inputOptions).metadata()
      if (!acceptedFormats.has(metadata.format)) throw proofFormatRefused()
      if (metadata.width * metadata.height > MAX_PROOF_PIXELS) throw tooManyPixels()
      const { data, info } = await sharp(input, inputOptions)
        .autoOrient()
        .resize({
          width: MAX_PROOF_SIDE,
          height: MAX_PROOF_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true })
      return { width: info.width, height: info.height, bytes: data }
    } catch (err) {
      throw refusalFor(err)
    }
  })
}

/** sharp's own errors as the upload's refusals; ours pass as they are. */
function refusalFor(err: unknown): AppError {
  if (err instanceof AppError) return err
  const message = err instanceof Error ? err.message : String(err)
  if (/unsupported image format/i.test(message)) return proofFormatRefused()
  if (/pixel limit/i.test(message)) return tooManyPixels()
  return unreadableImage()
}
