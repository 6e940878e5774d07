/**
 * When a failed email is tried again. Exponential (30 s, 1 min, 2 min, ... capped at
 * 2 h) so a provider outage is not hammered, with "equal jitter" (a random half of
 * the delay on top of the other half) so a backlog does not retry in lockstep from
 * every process at once. Ten attempts ride out a provider outage of two to four
 * hours; after that the row is marked failed for an admin to look at.
 */
export interface RetryPolicy {
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 2 * 60 * 60 * 1000,
}

/** Delay before the next try, after `attempts` tries so far (1 after the first failure). */
export function retryDelayMs(
  attempts: number,
  random: () => number = Math.random,
  policy: RetryPolicy = defaultRetryPolicy,
): number {
  const exponent = Math.max(0, attempts - 1)
  // Capping the exponent first keeps 2 ** n finite for absurd attempt counts.
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30))
  const half = ceiling / 2
  return Math.round(half + random() * half)
}

/** Whether a failure after `attempts` tries ends the row's life. */
export function isLastAttempt(attempts: number, policy: RetryPolicy = defaultRetryPolicy): boolean {
  return attempts >= policy.maxAttempts
}

const MAX_ERROR_LENGTH = 500

/** The provider's message as stored in `last_error`: one line, bounded. */
export function errorSummary(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim() || 'Unknown error'
  return oneLine.length > MAX_ERROR_LENGTH ? `${oneLine.slice(0, MAX_ERROR_LENGTH - 1)}…` : oneLine
}
