import { adminMediaApiPaths } from '#shared/api-paths/media.ts'
import { ACCEPTED_IMAGE_TYPES, imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { upload } from '#web/lib/api-upload.ts'

/** Why an image was refused, with the toast to show (docs/product-rules.md §8). */
export class ImageRefused extends Error {
  override readonly name = 'ImageRefused'
  readonly title: string
  constructor(title: string, description: string) {
    super(description)
    this.title = title
  }
}

/**
 * What the browser can tell before sending: too large or not an image type we take.
 * The server checks the bytes again (a renamed file passes here and fails there).
 */
export function checkImageFile(file: File): ImageRefused | null {
  if (file.size > MAX_IMAGE_BYTES) {
    return new ImageRefused(imageMessages.tooLarge.title, imageMessages.tooLarge.description)
  }
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return new ImageRefused(imageMessages.unsupported.title, imageMessages.unsupported.description)
  }
  return null
}

/** The toast for a failed upload, whatever failed. */
export function uploadFailureToast(error: unknown): { title: string; description: string } {
  if (error instanceof ImageRefused) return { title: error.title, description: error.message }
  if (error instanceof ApiError && error.status === 413) return { ...imageMessages.tooLarge }
  if (error instanceof ApiError && (error.status === 415 || error.status === 422)) {
    return { title: imageMessages.unsupported.title, description: error.message }
  }
  return {
    title: 'Upload failed',
    description: error instanceof Error ? error.message : 'The image could not be uploaded.',
  }
}

/**
 * Sends one image to POST /api/admin/media, reporting upload progress (`onProgress`
 * gets 0..1).
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const refused = checkImageFile(file)
  if (refused) return Promise.reject(refused)
  const body = new FormData()
  body.append('file', file)
  return upload<UploadedImage>(adminMediaApiPaths.upload, body, {
    onProgress,
    signal,
    unexpectedMessage: (status) => `Upload failed (${status})`,
  })
}
