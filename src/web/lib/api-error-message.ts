import { isApiError } from './api-client.ts'

/** What a person reads when the failure has no words of its own for them. */
export const UNEXPECTED_FAILURE_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.'

/**
 * The one mapping from a failed request to the sentence a person reads. The API's
 * own messages are written for people (a 4xx says what to fix or when to try again,
 * a 503 says what is missing, and the network failure says to check the connection);
 * an unhandled server error, an answer that was not the API's JSON (a proxy's HTML
 * page) and a fault in the page itself are not.
 */
export function apiErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_FAILURE_MESSAGE
  if (error.code === 'unexpected_response' || error.code === 'internal_error') {
    return UNEXPECTED_FAILURE_MESSAGE
  }
  return error.message
}
