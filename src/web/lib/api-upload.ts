import { apiErrorFrom, networkError, parseJsonText, sendRequest } from './api-client.ts'

export interface UploadOptions {
  /**
   * Gets 0..1 as the body goes out. Only XMLHttpRequest reports upload progress, so
   * with a listener the upload goes by XMLHttpRequest, without one through the client's
   * fetch like every other request.
   */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** The ApiError message when the answer is not the API's JSON (a proxy's HTML page). */
  unexpectedMessage?: (status: number) => string
}

/**
 * The one multipart upload: POSTs `body` (a FormData; the browser sets the multipart
 * Content-Type with its boundary itself, so none is set here) and answers like every
 * API request: the JSON of a 2xx, else the ApiError `apiErrorFrom` reads from the answer.
 */
export function upload<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  if (options.onProgress) return uploadWithProgress<T>(url, body, options, options.onProgress)
  return sendRequest<T>(url, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body,
    signal: options.signal,
  })
}

function uploadWithProgress<T>(
  url: string,
  body: FormData,
  { signal, unexpectedMessage }: UploadOptions,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const payload = parseJsonText(xhr.responseText ?? '')
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve(payload as T)
      } else {
        reject(apiErrorFrom(xhr.status, payload, unexpectedMessage?.(xhr.status)))
      }
    }
    xhr.onerror = () => reject(networkError())
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}
