import { isApiError } from '#web/lib/api-client.ts'

/**
 * Placing an order on a connection that comes and goes (issue 19, decision 0067).
 * The request carries the checkout's idempotency key, so sending it again can only
 * return the order it already placed: when the answer is lost (a network error after
 * sending, a reset, a timeout) this sends the same request again until the server
 * says what happened. Pure of the browser: time, online state and sending are given.
 */

/** How long one attempt may wait for its answer before it counts as lost. */
export const ORDER_ANSWER_TIMEOUT_MS = 20_000

/** Waits between attempts after a lost answer: 2, 4, 8, 16 s, then every 30 s. */
export const CONFIRM_BACKOFF_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const

/** Thrown before sending: the browser knows it is offline, so nothing was sent. */
export class OfflineAtPlaceOrderError extends Error {
  override readonly name = 'OfflineAtPlaceOrderError'
}

export interface ConfirmOrderOptions<T> {
  /** Sends the request once; `signal` aborts it (the timeout, or the shopper leaving). */
  send: (signal: AbortSignal) => Promise<T>
  /** Called once, when the first answer is lost and the checking starts. */
  onUnconfirmed?: () => void
  /** Aborted when the shopper leaves the page: the checking stops, quietly. */
  signal?: AbortSignal
  isOnline: () => boolean
  /** Calls `listener` when the browser comes back online; returns the unsubscribe. */
  onOnline: (listener: () => void) => () => void
  timeoutMs?: number
  backoffMs?: readonly number[]
}

/** True when the request may have reached the server but no answer came back. */
export function isLostAnswer(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'network_error'
  return error instanceof DOMException && error.name === 'TimeoutError'
}

/** Why the checking stopped without an answer: the shopper left the page. */
export function leftBeforeAnswer(signal: AbortSignal | undefined, error: unknown): boolean {
  return signal?.aborted === true && error === signal.reason
}

/**
 * Sends the order and resolves with the server's answer (201 or 200 for the same
 * key), or rejects with the server's refusal (4xx/5xx as the API client throws it).
 * Offline at the start, it sends nothing and rejects with OfflineAtPlaceOrderError.
 * A lost answer is asked again, with the same request, after a back-off, or at
 * once when the browser comes back online.
 */
export async function confirmOrder<T>(options: ConfirmOrderOptions<T>): Promise<T> {
  const { signal, timeoutMs = ORDER_ANSWER_TIMEOUT_MS, backoffMs = CONFIRM_BACKOFF_MS } = options
  if (!options.isOnline()) throw new OfflineAtPlaceOrderError('offline')
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted()
    try {
      return await sendWithTimeout(options.send, timeoutMs, signal)
    } catch (error) {
      if (leftBeforeAnswer(signal, error) || !isLostAnswer(error)) throw error
    }
    if (attempt === 0) options.onUnconfirmed?.()
    const delay = backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 30_000
    await waitToAskAgain(delay, options, signal)
  }
}

/** One attempt, given up as lost after `timeoutMs` (a TimeoutError, as AbortSignal.timeout gives). */
async function sendWithTimeout<T>(
  send: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  left: AbortSignal | undefined,
): Promise<T> {
  const attempt = new AbortController()
  const timedOut = new DOMException('The order request timed out', 'TimeoutError')
  // A timer of our own rather than AbortSignal.timeout, so tests can move the clock.
  const timer = setTimeout(() => attempt.abort(timedOut), timeoutMs)
  const onLeave = () => attempt.abort(left?.reason)
  left?.addEventListener('abort', onLeave)
  try {
    return await send(attempt.signal)
  } catch (error) {
    // fetch rejects with the signal's reason; a transport that does not is mapped to it.
    if (attempt.signal.aborted) throw attempt.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
    left?.removeEventListener('abort', onLeave)
  }
}

/**
 * Resolves after `delay`, or at once when the browser comes back online. While the
 * browser says it is offline nothing is sent: asking would fail before leaving the phone.
 */
function waitToAskAgain<T>(
  delay: number,
  options: ConfirmOrderOptions<T>,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = (settle: () => void) => () => {
      clearTimeout(timer)
      stopListening()
      signal?.removeEventListener('abort', onLeave)
      settle()
    }
    const onLeave = done(() => reject(signal?.reason))
    const onBack = done(resolve)
    const stopListening = options.onOnline(onBack)
    const onTimer = () => {
      // Still offline: keep waiting for the `online` event rather than sending in vain.
      if (options.isOnline()) onBack()
      else timer = setTimeout(onTimer, delay)
    }
    timer = setTimeout(onTimer, delay)
    signal?.addEventListener('abort', onLeave, { once: true })
  })
}
