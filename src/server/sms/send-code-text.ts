import type { AppDeps } from '#server/app-env.ts'
import { errorSummary } from '#server/email/backoff.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { gatewayNumber } from '#shared/mobile-number.ts'
import { MAX_TEXT_LENGTH, PHONE_CODE_TEXT_KIND } from '#shared/order-texts.ts'
import { gsm7Length, toGsm7 } from './gsm7.ts'
import { type SentText, SmsSendError } from './sms-gateway.ts'
import { recordText } from './text-outbox-repo.ts'

/** A shopper waits on the checkout for the code: a gateway slower than this has failed. */
export const CODE_SEND_TIMEOUT_MS = 10_000

/** What the stored copy holds where the code was: codes are kept only as hashes. */
export const BLANKED_CODE = '******'

/**
 * '123456 is your Prime Cuts Butchery code. It expires in 10 minutes. Never share it.'
 * The code leads, so a phone's preview shows it; the shop's name is cut to keep one SMS.
 */
export function phoneCodeText(code: string, siteName: string): string {
  const words = (name: string) =>
    `${code} is your ${name ? `${name} ` : ''}code. It expires in 10 minutes. Never share it.`
  const room = MAX_TEXT_LENGTH - gsm7Length(words(''))
  let name = toGsm7(siteName)
  if (gsm7Length(name) + 1 > room) name = name.slice(0, Math.max(0, room - 1)).trimEnd()
  return words(name)
}

/**
 * Sends a checkout's one-time code at once, not behind the outbox (the shopper is
 * waiting), through `deps.sms` with a short timeout, and records it in the text
 * outbox like any text: sent with the gateway's id and status, or failed with why,
 * the code blanked out of the stored message. Throws SmsSendError when the code did
 * not go (no gateway, the gateway down, slow, rate limiting or refusing); the caller
 * tells the shopper 'We could not send the code. Try again in a minute.'.
 */
export async function sendPhoneCodeText(
  deps: Pick<AppDeps, 'db' | 'sms' | 'logger' | 'now'>,
  { phoneKey, code }: { phoneKey: string; code: string },
): Promise<void> {
  const { siteName } = await getSettings(deps.db, 'site')
  const message = phoneCodeText(code, siteName)
  const stored = {
    kind: PHONE_CODE_TEXT_KIND,
    orderId: null,
    to: gatewayNumber(phoneKey),
    message: message.split(code).join(BLANKED_CODE),
  }
  if (!deps.sms) throw new SmsSendError('SMS is not configured', true)
  let sent: SentText
  try {
    sent = await deps.sms.send(stored.to, message, {
      signal: AbortSignal.timeout(CODE_SEND_TIMEOUT_MS),
    })
  } catch (err) {
    const failure =
      err instanceof SmsSendError
        ? err
        : new SmsSendError(err instanceof Error ? err.message : String(err), false)
    const lastError = errorSummary(failure.message.split(code).join(BLANKED_CODE))
    // Recorded for the Outbox; a failure to record must not hide the send's own failure.
    await recordText(deps.db, stored, { status: 'failed', lastError }, deps.now()).catch((e) =>
      deps.logger.error({ err: e }, 'text outbox: could not record a failed code text'),
    )
    deps.logger.warn({ kind: PHONE_CODE_TEXT_KIND, lastError }, 'a code text was not sent')
    throw failure
  }
  // The code went: a failure to record it is logged, never reported as a failed send.
  await recordText(
    deps.db,
    stored,
    { status: 'sent', gatewayMessageId: sent.messageId, gatewayStatus: sent.status },
    deps.now(),
  ).catch((err) => deps.logger.error({ err }, 'text outbox: could not record a sent code text'))
}
