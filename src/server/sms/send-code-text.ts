import type { AppDeps } from '#server/app-env.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { gatewayNumber } from '#shared/mobile-number.ts'
import { PHONE_CODE_TEXT_KIND } from '#shared/order-texts.ts'
import { SmsSendError } from './sms-gateway.ts'

const SEND_TIMEOUT_MS = 10_000

/** Interim: sends the code at once and records it with the code blanked (replaced by the SMS work). */
export async function sendPhoneCodeText(
  deps: Pick<AppDeps, 'db' | 'sms' | 'now'>,
  { phoneKey, code }: { phoneKey: string; code: string },
): Promise<void> {
  if (!deps.sms) throw new SmsSendError('SMS is not configured', true)
  const message = (c: string) => `${c} is your order code. It expires in 10 minutes.`
  const to = gatewayNumber(phoneKey)
  try {
    const sent = await deps.sms.send(to, message(code), {
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await deps.db.insert(textOutbox).values({
      kind: PHONE_CODE_TEXT_KIND,
      toNumber: to,
      message: message('••••••'),
      status: 'sent',
      attempts: 1,
      gatewayMessageId: sent.messageId,
      gatewayStatus: sent.status,
      sentAt: deps.now(),
      createdAt: deps.now(),
    })
  } catch (err) {
    await deps.db.insert(textOutbox).values({
      kind: PHONE_CODE_TEXT_KIND,
      toNumber: to,
      message: message('••••••'),
      status: 'failed',
      attempts: 1,
      lastError: String(err).slice(0, 300),
      createdAt: deps.now(),
    })
    throw err instanceof SmsSendError ? err : new SmsSendError(String(err), false)
  }
}
