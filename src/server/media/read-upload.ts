import { fileTypeFromBuffer } from 'file-type'
import { AppError, validationFailed } from '#server/http/errors.ts'
import { imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import { unsupportedImage } from './image-variants.ts'

/** Room for the multipart boundaries and part headers around a 5 MB file. */
const MULTIPART_ALLOWANCE = 64 * 1024
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + MULTIPART_ALLOWANCE

export const imageTooLarge = () =>
  new AppError(413, 'payload_too_large', imageMessages.tooLarge.description)

/**
 * The `file` field of a multipart upload, at most 5 MB, whose first bytes say PNG,
 * JPEG or GIF. A body declared larger is
 * refused before reading; one that turns out larger while streaming is refused as
 * soon as it passes the limit, so a 50 MB request never sits in memory whole.
 */
export async function readUploadedFile(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new AppError(400, 'bad_request', 'Send the image as multipart/form-data, field "file".')
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw imageTooLarge()
  const body = await readAtMost(request.body, MAX_BODY_BYTES)

  let form: FormData
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    throw new AppError(400, 'bad_request', 'The upload could not be read. Please try again.')
  }
  const file = form.get('file')
  if (file === null || typeof file === 'string') {
    throw validationFailed({ file: 'Choose an image to upload.' })
  }
  if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge()
  const bytes = new Uint8Array(await file.arrayBuffer())
  await requireImageSignature(bytes)
  return bytes
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

async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      throw imageTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}
