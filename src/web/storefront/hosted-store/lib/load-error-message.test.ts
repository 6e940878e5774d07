import { describe, expect, it } from 'vitest'
import { loadErrorMessage } from './load-error-message.ts'

describe('loadErrorMessage', () => {
  it("shows the server's message", () => {
    expect(loadErrorMessage(new Error('HTTP 404: Not Found'))).toBe('HTTP 404: Not Found')
  })
  it('falls back when there is no message', () => {
    expect(loadErrorMessage(new Error(''))).toBe('Failed to load product')
    expect(loadErrorMessage('boom')).toBe('Failed to load product')
  })
})
