import { AppError } from '#server/http/errors.ts'
import { imageMessages, MEDIA_VARIANT_WIDTHS } from '#shared/media.ts'
import { type ImageInputOptions, runImageJob, type Sharp } from './image-jobs.ts'

/**
 * Decoding a staff upload stops beyond this many pixels (a 40 MP photo is far above
 * any camera a butcher uses): a small file declaring huge dimensions (a "GIF bomb") is
 * refused before it can take the memory its pixels would need. Shoppers' proofs of
 * payment have their own, smaller cap (payments/proof-image.ts).
 */
export const MAX_INPUT_PIXELS = 40_000_000

/** Decided from the bytes, never from the file name or the browser's type. */
const acceptedFormats = new Set(['png', 'jpeg', 'gif'])

export interface ImageVariant {
  width: number
  height: number
  bytes: Buffer
}

export const unsupportedImage = () =>
  new AppError(415, 'unsupported_media_type', imageMessages.unsupported.description)

export const unreadableImage = () =>
  new AppError(422, 'validation_failed', 'This file is not a readable image.', {
    file: 'This file is not a readable image.',
  })

const tooManyPixels = () =>
  new AppError(
    422,
    'validation_failed',
    'This image has too many pixels. Please choose one of at most 40 megapixels.',
    { file: 'This image has too many pixels.' },
  )

/** Only the first frame of an animated GIF; corrupt pixel data is an error, not a warning. */
const inputOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  pages: 1,
  failOn: 'error',
} satisfies ImageInputOptions

/**
 * The widths to make: each standard width narrower than the image, plus the image's
 * own width when that is below the widest (so no variant is ever upscaled).
 */
export function variantWidthsFor(width: number): number[] {
  const widest = MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1]!
  const widths: number[] = MEDIA_VARIANT_WIDTHS.filter((w) => w < width)
  widths.push(Math.min(width, widest))
  return [...new Set(widths)].sort((a, b) => a - b)
}

/**
 * An uploaded PNG, JPEG or GIF as WebP copies (narrowest first), turned upright
 * per its EXIF orientation and with every metadata (EXIF, GPS, ICC) left out.
 * Throws 415 for another format, 422 for a broken or oversized image, and 503 when
 * the image jobs' queue is full (one turn for all the copies: image-jobs.ts).
 */
export function makeImageVariants(input: Uint8Array): Promise<ImageVariant[]> {
  return runImageJob(async (sharp) => {
    const metadata = await readMetadata(sharp, input)
    if (!acceptedFormats.has(metadata.format)) throw unsupportedImage()
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels()
    const upright = metadata.autoOrient ?? metadata
    const variants: ImageVariant[] = []
    for (const width of variantWidthsFor(upright.width)) {
      try {
        const { data, info } = await sharp(input, inputOptions)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true })
        variants.push({ width: info.width, height: info.height, bytes: data })
      } catch (err) {
        throw refusalFor(err)
      }
    }
    return variants
  })
}

async function readMetadata(sharp: Sharp, input: Uint8Array) {
  try {
    return await sharp(input, inputOptions).metadata()
  } catch (err) {
    throw refusalFor(err)
  }
}

/** sharp's error for bytes it cannot place as any image format is a type refusal. */
function refusalFor(err: unknown): AppError {
  const message = err instanceof Error ? err.message : String(err)
  if (/unsupported image format/i.test(message)) return unsupportedImage()
  if (/pixel limit/i.test(message)) return tooManyPixels()
  return unreadableImage()
}
