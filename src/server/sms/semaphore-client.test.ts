import { describe, expect, it } from 'vitest'
import { retryAfterMs, semaphoreAnswer, semaphoreClient } from './semaphore-client.ts'
import { SmsSendError } from './sms-gateway.ts'

const accepted = JSON.stringify([
  {
    message_id: 55871500,
    user_id: 4788,
    recipient: '639171234567',
    message: 'Hello',
    sender_name: 'PrimeCuts',
    network: 'Globe',
    status: 'Pending',
    type: 'Single',
    source: 'Api',
  },
])

function failure(run: () => unknown): SmsSendError {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(SmsSendError)
    return err as SmsSendError
  }
  throw new Error('expected an SmsSendError')
}

describe("Semaphore's answers", () => {
  it('takes the message id and status of an accepted message', () => {
    expect(semaphoreAnswer(200, accepted, null)).toEqual({
      messageId: '55871500',
      status: 'Pending',
    })
  })

  it('treats field errors as permanent, with a 4xx or inside a 200', () => {
    const body = JSON.stringify({ number: ['The number format is invalid.'] })
    for (const status of [400, 422, 200]) {
      const err = failure(() => semaphoreAnswer(status, body, null))
      expect(err.permanent).toBe(true)
      expect(err.message).toContain('The number format is invalid.')
    }
    expect(failure(() => semaphoreAnswer(200, `[${body}]`, null)).permanent).toBe(true)
  })

  it('treats a refused key as permanent', () => {
    const body = JSON.stringify({ apikey: ['The selected apikey is invalid.'] })
    expect(failure(() => semaphoreAnswer(401, body, null)).permanent).toBe(true)
  })

  it('retries a rate limit after the wait Semaphore gives, a minute without one', () => {
    const limited = failure(() => semaphoreAnswer(429, 'Too Many Attempts.', '17'))
    expect(limited).toMatchObject({ permanent: false, retryAfterMs: 17_000 })
    expect(failure(() => semaphoreAnswer(429, '', null)).retryAfterMs).toBe(60_000)
  })

  it('retries 5xx, garbage and answers it does not know', () => {
    for (const [status, body] of [
      [500, '{"message":"Server Error"}'],
      [503, '<html>down</html>'],
      [200, '<html><body>Bad gateway</body></html>'],
      [200, '[]'],
      [200, '{"ok":true}'],
      [302, ''],
    ] as const) {
      const err = failure(() => semaphoreAnswer(status, body, null))
      expect(err.permanent, `${status} ${body}`).toBe(false)
      expect(err.retryAfterMs).toBeUndefined()
    }
  })

  it('reads Retry-After as seconds or a date, bounded to an hour', () => {
    expect(retryAfterMs('0')).toBe(0)
    expect(retryAfterMs('99999')).toBe(3_600_000)
    const now = Date.parse('2026-04-01T00:00:00Z')
    expect(retryAfterMs('Wed, 01 Apr 2026 00:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('soon')).toBe(60_000)
  })
})

describe('the Semaphore client', () => {
  const config = { apiKey: 'secret-key-123', senderName: 'PrimeCuts', apiUrl: 'https://sms.test/' }

  it('posts the documented form fields to /api/v4/messages', async () => {
    let seen: { url: string; body: string; type: string | null } | undefined
    const client = semaphoreClient(config, {
      fetch: async (url, init) => {
        seen = {
          url: String(url),
          body: String(init?.body),
          type: new Headers(init?.headers).get('content-type'),
        }
        return new Response(accepted, { status: 200 })
      },
    })
    expect(await client.send('09171234567', 'Hi & bye')).toEqual({
      messageId: '55871500',
      status: 'Pending',
    })
    expect(seen!.url).toBe('https://sms.test/api/v4/messages')
    expect(seen!.type).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(seen!.body))).toEqual({
      apikey: 'secret-key-123',
      number: '09171234567',
      message: 'Hi & bye',
      sendername: 'PrimeCuts',
    })
  })

  it('leaves sendername out when none is registered', async () => {
    let body = ''
    const client = semaphoreClient(
      { ...config, senderName: undefined },
      {
        fetch: async (_url, init) => {
          body = String(init?.body)
          return new Response(accepted)
        },
      },
    )
    await client.send('09171234567', 'Hi')
    expect(new URLSearchParams(body).has('sendername')).toBe(false)
  })

  it('never lets the key into an error, even when the gateway echoes it', async () => {
    const client = semaphoreClient(config, {
      fetch: async () =>
        new Response(JSON.stringify({ apikey: ['secret-key-123 is invalid'] }), { status: 422 }),
    })
    const err = await client.send('09171234567', 'Hi').catch((e: unknown) => e as SmsSendError)
    expect(err).toBeInstanceOf(SmsSendError)
    expect((err as SmsSendError).message).not.toContain('secret-key-123')
  })

  it('gives up on a gateway that does not answer in time, to be tried again', async () => {
    const client = semaphoreClient(config, {
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))
        }),
    })
    const err = await client.send('09171234567', 'Hi').catch((e: unknown) => e as SmsSendError)
    expect(err).toMatchObject({ permanent: false })
    expect((err as SmsSendError).message).toContain('did not answer within')
  })

  it('retries when the gateway cannot be reached', async () => {
    const client = semaphoreClient(config, {
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const err = await client.send('09171234567', 'Hi').catch((e: unknown) => e as SmsSendError)
    expect(err).toMatchObject({ permanent: false })
  })
})
