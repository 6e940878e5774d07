/**
 * What the shop needs of an SMS gateway: one message to one number. The Semaphore
 * client (semaphore-client.ts) is the one used in production; tests point it at a
 * stand-in process of the same API.
 */
export interface SentText {
  /** The gateway's id of the message. */
  messageId: string
  /** The gateway's status when it took the message ('Pending', 'Queued', 'Sent', ...). */
  status: string
}

/**
 * A send that did not go through. `permanent` means the same message will never go
 * (a refused number, a bad key); otherwise it may be tried again, after
 * `retryAfterMs` when the gateway said how long (its rate limit).
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError'
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

export interface SmsGateway {
  /** Sends `message` to `number` ('09171234567'); throws SmsSendError when it did not go. */
  send(number: string, message: string, options?: { signal?: AbortSignal }): Promise<SentText>
}
