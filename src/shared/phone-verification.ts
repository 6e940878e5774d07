/**
 * Verified phones at checkout (docs/product-rules.md §5, docs/security.md): the rules
 * and words both sides share.
 */
export const PHONE_CODE_LENGTH = 6
/** Six digits (`PHONE_CODE_LENGTH`; a unit test holds the two together). */
export const PHONE_CODE_PATTERN = /^\d{6}$/
/** A code is good this long after it is sent. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000
/** 'Resend code' waits this long after a code is sent to the number. */
export const PHONE_CODE_RESEND_MS = 60 * 1000
/** Wrong entries from one device before that code is spent for it. */
export const MAX_WRONG_CODE_TRIES = 5

export const phoneVerificationMessages = {
  /** `maskedPhone`: '0917 ••• 4567' (`maskedMobile`), as the server answers it. */
  enterCode: (maskedPhone: string) =>
    `Enter the ${PHONE_CODE_LENGTH}-digit code we sent to ${maskedPhone}`,
  wrongCode: 'That code is not right. Check the text message and try again.',
  spentCode: 'That code is no longer valid. Press Resend code.',
  codeShape: `Enter the ${PHONE_CODE_LENGTH}-digit code from the text message.`,
  sendFailed: 'We could not send the code. Try again in a minute.',
  resendWait: (wait: string) => `Please wait ${wait} before asking for another code.`,
  tooManyCodes: (wait: string) =>
    `Too many codes were asked for this number. Please try again in ${wait}.`,
  /** Settings > Checkout, when no SMS gateway is configured. */
  noGateway:
    'Phone verification needs an SMS gateway (SMS_PROVIDER=semaphore): without one a shopper could never receive the code.',
} as const
