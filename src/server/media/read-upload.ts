import { fileTypeFromBuffer } from 'file-type'
import { AppError, validationFailed } from '#server/http/errors.ts'
import { MultipartStream } from '#server/http/multipart-stream.ts'
import { imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import { unsupportedImage } from './image-variants.ts'

/**
 * An upload's whole body: room for the multipart boundaries, part headers and short
 * fields (a proof's reference number) around a 5 MB file.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024

export const imageTooLarge = () =>
  new AppError(413, 'payload_too_large', imageMessages.tooLarge.description)

/**
 * The `file` field of a multipart upload, at most 5 MB, whose first bytes say PNG,
 * JPEG or GIF. Read as it arrives (http/multipart-stream.ts, on @fastify/busboy): a body declared larger
 * is refused before reading, one that turns out larger as soon as it passes the
 * limit, so a 50 MB request never sits in memory whole.
 */
export async function readUploadedFile(request: Request): Promise<Uint8Array> {
  let parts: MultipartStream
  try {
    parts = MultipartStream.open(request, {
      maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
      maxFileBytes: MAX_IMAGE_BYTES,
      tooLarge: imageTooLarge,
    })
  } catch (err) {
    if (err instanceof AppError && err.status === 400) {
      throw new AppError(400, 'bad_request', 'Send the image as multipart/form-data, field "file".')
    }
    throw err
  }
  for (let part = await parts.nextPart(); part; part = await parts.nextPart()) {
    if (part.name !== 'file' || part.fileName === null) continue
    const bytes = await parts.readBytes(MAX_IMAGE_BYTES, imageTooLarge)
    if (bytes.byteLength === 0) break
    await requireImageSignature(bytes)
    return bytes
  }
  throw validationFailed({ file: 'Choose an image to upload.' })
}

/** What the first bytes may say; APNG is a PNG whose decoders read the first frame. */
const acceptedSignatures = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/gif'])
/** The magic numbers of PNG, JPEG and GIF all sit in the first few bytes. */
const SIGNATURE_BYTES = 4100

/**
 * Refuses (415) anything whose first bytes are not a PNG, JPEG or GIF signature, before
 * any image decoder sees it: SVG (XML, entity bombs), PDF, ZIP, HTML, or a program
 * renamed .png never reach sharp, whatever the file name or the browser's type say.
 */
export async function requireImageSignature(bytes: Uint8Array): Promise<void> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, SIGNATURE_BYTES))
  if (!detected || !acceptedSignatures.has(detected.mime)) throw unsupportedImage()
}
