import { isApiErrorBody } from '#shared/api-error.ts'
import { adminMediaApiPaths } from '#shared/api-paths/media.ts'
import { ACCEPTED_IMAGE_TYPES, imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import { ApiError } from '#web/lib/api-client.ts'

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
 * Sends one image to POST /api/admin/media. XMLHttpRequest rather than fetch,
 * because only it reports upload progress (`onProgress` gets 0..1).
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const refused = checkImageFile(file)
  if (refused) return Promise.reject(refused)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', adminMediaApiPaths.upload)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let payload: unknown
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        payload = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve(payload as UploadedImage)
      } else if (isApiErrorBody(payload)) {
        const { code, message, fields } = payload.error
        reject(new ApiError(xhr.status, code, message, fields))
      } else {
        reject(new ApiError(xhr.status, 'unexpected_response', `Upload failed (${xhr.status})`))
      }
    }
    xhr.onerror = () =>
      reject(new ApiError(0, 'network_error', 'Could not reach the server. Check your connection.'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const body = new FormData()
    body.append('file', file)
    xhr.send(body)
  })
}
