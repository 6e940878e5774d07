import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { apiErrorMessage, UNEXPECTED_FAILURE_MESSAGE } from './api-error-message.ts'

describe('apiErrorMessage', () => {
  it("shows the API's own words: a refusal, a wait, a missing service, a lost connection", () => {
    const wait = 'Too many attempts. Please try again in 6 minutes.'
    expect(apiErrorMessage(new ApiError(429, 'too_many_attempts', wait))).toBe(wait)
    expect(apiErrorMessage(new ApiError(409, 'conflict', 'Already subscribed.'))).toBe(
      'Already subscribed.',
    )
    expect(
      apiErrorMessage(new ApiError(503, 'service_unavailable', 'No email provider is configured.')),
    ).toBe('No email provider is configured.')
    const offline = 'Could not reach the server. Check your connection.'
    expect(apiErrorMessage(new ApiError(0, 'network_error', offline))).toBe(offline)
  })

  it('says something went wrong for a crash, a page that was not the API, or no API error at all', () => {
    expect(apiErrorMessage(new ApiError(500, 'internal_error', 'boom'))).toBe(
      UNEXPECTED_FAILURE_MESSAGE,
    )
    expect(
      apiErrorMessage(new ApiError(502, 'unexpected_response', 'Request failed with status 502')),
    ).toBe(UNEXPECTED_FAILURE_MESSAGE)
    expect(apiErrorMessage(new TypeError('x is undefined'))).toBe(UNEXPECTED_FAILURE_MESSAGE)
  })
})
