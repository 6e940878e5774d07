import { describe, expect, it } from 'vitest'
import { defaultRetryPolicy, errorSummary, isLastAttempt, retryDelayMs } from './backoff.ts'

describe('retryDelayMs', () => {
  it('doubles from 30 seconds, between half and all of the step', () => {
    expect(retryDelayMs(1, () => 0)).toBe(15_000)
    expect(retryDelayMs(1, () => 1)).toBe(30_000)
    expect(retryDelayMs(2, () => 1)).toBe(60_000)
    expect(retryDelayMs(3, () => 0.5)).toBe(90_000)
    expect(retryDelayMs(4, () => 1)).toBe(240_000)
  })

  it('never waits more than the cap, whatever the count', () => {
    const cap = defaultRetryPolicy.maxDelayMs
    expect(retryDelayMs(20, () => 1)).toBe(cap)
    expect(retryDelayMs(5_000, () => 1)).toBe(cap)
    expect(retryDelayMs(5_000, () => 0)).toBe(cap / 2)
  })

  it('spreads retries with jitter', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(3)))
    expect(delays.size).toBeGreaterThan(1)
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(60_000)
  })
})

describe('isLastAttempt', () => {
  it('ends after the maximum number of attempts', () => {
    expect(isLastAttempt(defaultRetryPolicy.maxAttempts - 1)).toBe(false)
    expect(isLastAttempt(defaultRetryPolicy.maxAttempts)).toBe(true)
  })
})

describe('errorSummary', () => {
  it('keeps one bounded line of the provider message', () => {
    expect(errorSummary('451 4.3.0\r\n  Try again later')).toBe('451 4.3.0 Try again later')
    const long = errorSummary('x'.repeat(2_000))
    expect(long).toHaveLength(500)
    expect(long.endsWith('…')).toBe(true)
    expect(errorSummary('  ')).toBe('Unknown error')
  })
})
