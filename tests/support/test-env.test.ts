import { afterEach, describe, expect, it, vi } from 'vitest'
import { fuzzRuns } from './test-env.ts'

describe('FUZZ_RUNS (test-only)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('defaults to 20 runs and takes a positive whole number', () => {
    vi.stubEnv('FUZZ_RUNS', '')
    expect(fuzzRuns()).toBe(20)
    vi.stubEnv('FUZZ_RUNS', '200')
    expect(fuzzRuns()).toBe(200)
  })

  it('refuses anything else rather than fuzzing nothing', () => {
    for (const value of ['0', '-5', '1.5', 'many']) {
      vi.stubEnv('FUZZ_RUNS', value)
      expect(() => fuzzRuns(), value).toThrow(
        `FUZZ_RUNS: must be a positive whole number (got "${value}")`,
      )
    }
  })
})
