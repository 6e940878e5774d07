import { ConfigError } from '#server/config.ts'

/**
 * The environment variables only the tests read. They live here, not in the server's
 * config.ts, so production code reads nothing it does not use; the tests read them
 * through these functions, never through process.env directly.
 */

/** TEST_DATABASE_URL: run the API and resilience tests on this PostgreSQL, not PGlite. */
export function testDatabaseUrl(): string | undefined {
  const value = process.env.TEST_DATABASE_URL?.trim()
  return value ? value : undefined
}

/**
 * Runs per fuzz property (`FUZZ_RUNS=200` for a longer hunt). The default keeps the
 * fuzz file well under a minute; a value that is not a positive whole number stops
 * the run rather than fuzzing nothing.
 */
export function fuzzRuns(): number {
  const raw = process.env.FUZZ_RUNS?.trim()
  if (!raw) return 20
  const runs = Number(raw)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new ConfigError([`FUZZ_RUNS: must be a positive whole number (got "${raw}")`])
  }
  return runs
}

/**
 * The environment for a child process the tests start (the real server, nginx, the
 * S3 server): PATH and the rest of this process's variables, with `overrides` on top.
 */
export function childProcessEnv(
  overrides: Record<string, string>,
): Record<string, string | undefined> {
  return { ...process.env, ...overrides }
}
