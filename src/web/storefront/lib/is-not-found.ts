import { isApiError } from '#web/lib/api-client.ts'

/** 404 (unknown or draft) and 422 (an id the server refuses) both mean 'no such item'. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422)
}
