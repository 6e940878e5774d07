import type { SmsConfig } from '#server/config.ts'
import { type SentText, type SmsGateway, SmsSendError } from './sms-gateway.ts'

/**
 * Semaphore (semaphore.co), the Philippine SMS gateway: `POST {apiUrl}/api/v4/messages`
 * with the form fields `apikey`, `number`, `message` and, when registered, `sendername`.
 * It answers 200 with an array of message objects (`message_id`, `recipient`, `status`
 * 'Pending' / 'Queued' / 'Sent', ...). A request it refuses (a bad key, number or
 * sender name) comes back as field errors, `{"number": ["The number format is
 * invalid."]}`, with a 4xx status or inside a 200; more than 120 calls a minute gets
 * 429 (Laravel's throttle: `Retry-After` in seconds). docs/operations.md says how to set
 * up the account.
 */
export const SEMAPHORE_MESSAGES_PATH = '/api/v4/messages'

/** Semaphore's documented limit on the messages endpoint. */
export const SEMAPHORE_CALLS_PER_MINUTE = 120

/** An order text is not urgent: give a slow gateway this long before trying again later. */
export const DEFAULT_SEND_TIMEOUT_MS = 15_000

/** Without a Retry-After, a rate-limited send waits this long (the limit is per minute). */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000

const PROVIDER_TEXT_LIMIT = 200

export interface SemaphoreClientOptions {
  timeoutMs?: number
  fetch?: typeof fetch
}

/** The client the shop sends every text through (`deps.sms` when SMS_PROVIDER=semaphore). */
export function semaphoreClient(
  config: Pick<SmsConfig, 'apiKey' | 'senderName' | 'apiUrl'>,
  options: SemaphoreClientOptions = {},
): SmsGateway {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS
  const doFetch = options.fetch ?? fetch
  const url = `${config.apiUrl.replace(/(?<!\/)\/+$/, '')}${SEMAPHORE_MESSAGES_PATH}`
  // The key may come back in an echo of the request: never let it reach a log or a row.
  const scrub = (text: string) => text.split(config.apiKey).join('***')

  return {
    async send(number, message, { signal } = {}) {
      const form = new URLSearchParams({ apikey: config.apiKey, number, message })
      if (config.senderName) form.set('sendername', config.senderName)
      const timeout = AbortSignal.timeout(timeoutMs)
      let response: Response
      let body: string
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
        body = await response.text()
      } catch (err) {
        if (timeout.aborted) {
          throw new SmsSendError(
            `Semaphore did not answer within ${timeoutMs / 1000} seconds`,
            false,
          )
        }
        if (signal?.aborted) {
          const timedOut = (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError'
          throw new SmsSendError(
            timedOut ? 'Semaphore did not answer in time' : 'The send was stopped',
            false,
          )
        }
        const cause = err instanceof Error ? err.message : String(err)
        throw new SmsSendError(`Semaphore could not be reached: ${scrub(cause)}`, false)
      }
      return semaphoreAnswer(response.status, body, response.headers.get('retry-after'), scrub)
    },
  }
}

/**
 * What one answer of the messages endpoint means: the sent message, or an SmsSendError
 * that says whether trying again can help. Exported for the unit tests.
 */
export function semaphoreAnswer(
  status: number,
  body: string,
  retryAfter: string | null,
  scrub: (text: string) => string = (t) => t,
): SentText {
  const said = () => providerText(scrub(body))
  if (status === 429) {
    throw new SmsSendError(
      `Semaphore is rate limiting this account (${SEMAPHORE_CALLS_PER_MINUTE} calls a minute)`,
      false,
      retryAfterMs(retryAfter),
    )
  }
  if (status >= 500) throw new SmsSendError(`Semaphore is unavailable (status ${status})`, false)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new SmsSendError(`Semaphore answered status ${status} with no JSON: ${said()}`, false)
  }
  if (status === 401 || status === 403) {
    throw new SmsSendError(`Semaphore refused the API key (status ${status}): ${said()}`, true)
  }
  if (status >= 400) {
    // Validation: the same request will be refused again.
    throw new SmsSendError(`Semaphore refused the message (status ${status}): ${said()}`, true)
  }
  if (status < 200 || status >= 300) {
    throw new SmsSendError(`Semaphore answered status ${status}: ${said()}`, false)
  }
  const first = Array.isArray(parsed) ? parsed[0] : parsed
  if (isMessageObject(first)) {
    return { messageId: String(first.message_id), status: String(first.status ?? 'Pending') }
  }
  if (isFieldErrors(first)) {
    // Semaphore's validation answer, sometimes with a 200.
    throw new SmsSendError(`Semaphore refused the message: ${said()}`, true)
  }
  throw new SmsSendError(`Semaphore answered something unexpected: ${said()}`, false)
}

function isMessageObject(
  value: unknown,
): value is { message_id: string | number; status?: string | null } {
  if (typeof value !== 'object' || value === null) return false
  const id = (value as { message_id?: unknown }).message_id
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')
}

/** `{"number": ["The number format is invalid."]}`: every value a list of words. */
function isFieldErrors(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const values = Object.values(value)
  return (
    values.length > 0 &&
    values.every((v) => typeof v === 'string' || (Array.isArray(v) && v.every(isString)))
  )
}

const isString = (v: unknown): v is string => typeof v === 'string'

/** Retry-After in seconds (or an HTTP date), bounded to an hour; a minute when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header)
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 3_600_000)
    const at = Date.parse(header)
    if (!Number.isNaN(at)) return Math.min(Math.max(0, at - now), 3_600_000)
  }
  return DEFAULT_RATE_LIMIT_WAIT_MS
}

/** The gateway's own words, one line and short, for `last_error` and the log. */
function providerText(body: string): string {
  const oneLine = body.replace(/\s+/g, ' ').trim()
  if (oneLine === '') return 'no details given'
  return oneLine.length > PROVIDER_TEXT_LIMIT
    ? `${oneLine.slice(0, PROVIDER_TEXT_LIMIT)}...`
    : oneLine
}
