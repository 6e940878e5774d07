import { type ApiErrorCode, type FieldErrors, isApiErrorBody } from '#shared/api-error.ts'

/** Codes the server sends, plus two for failures that never reached a JSON answer. */
export type ClientErrorCode = ApiErrorCode | 'network_error' | 'unexpected_response'

/** Thrown for every request that did not end in a 2xx answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: ClientErrorCode
  readonly fields: FieldErrors | undefined
  /** With a 429: seconds until trying again can succeed. */
  readonly retryAfterSeconds: number | undefined
  /** The whole JSON answer, for the few that carry more than the error (a closed date's orders). */
  readonly payload: unknown

  constructor(
    status: number,
    code: ClientErrorCode,
    message: string,
    fields?: FieldErrors,
    retryAfterSeconds?: number,
    payload?: unknown,
  ) {
    super(message)
    this.status = status
    this.code = code
    this.fields = fields
    this.retryAfterSeconds = retryAfterSeconds
    this.payload = payload
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** How a request reaches the API: the browser's fetch, or the server's own app while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

let transport: ApiTransport = (url, init) => fetch(url, init)

/**
 * The server render (src/web/app/render-page.tsx) answers the pages' API calls in
 * process, from the same cached JSON a browser would get; the browser never calls this.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

interface RequestOptions {
  body?: unknown
  signal?: AbortSignal
}

/** An answer's body as JSON; undefined when it is empty or not JSON (a proxy's HTML page). */
export function parseJsonText(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The failure of a request that never got an answer. */
export function networkError(): ApiError {
  return new ApiError(0, 'network_error', 'Could not reach the server. Check your connection.')
}

/**
 * The one reading of a failed answer: the API's error JSON as an ApiError, or, when the
 * answer was not the API's JSON (a proxy or crashed server can answer with HTML), an
 * 'unexpected_response' whose words are never shown to a person (apiErrorMessage).
 */
export function apiErrorFrom(
  status: number,
  payload: unknown,
  unexpectedMessage = `Request failed with status ${status}`,
): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields, retryAfterSeconds } = payload.error
    return new ApiError(status, code, message, fields, retryAfterSeconds, payload)
  }
  return new ApiError(status, 'unexpected_response', unexpectedMessage)
}

/**
 * Sends one request through the transport and reads its answer: the JSON of a 2xx
 * (undefined for a 204), else the ApiError `apiErrorFrom` makes of it.
 */
export async function sendRequest<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await transport(url, { ...init, credentials: 'same-origin' })
  } catch (error) {
    // Aborts are TanStack Query cancelling on purpose; let them through untouched.
    if (init.signal?.aborted) throw error
    throw networkError()
  }

  if (response.status === 204) return undefined as T

  const payload = parseJsonText(await response.text())
  if (response.ok) return payload as T
  throw apiErrorFrom(response.status, payload)
}

export async function apiRequest<T>(
  method: Method,
  url: string,
  { body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return sendRequest<T>(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>('GET', url, { signal }),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, { body }),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, { body }),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, { body }),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
}
