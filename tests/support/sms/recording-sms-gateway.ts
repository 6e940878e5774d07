import type { SentText, SmsGateway } from '#server/sms/sms-gateway.ts'
import { SmsSendError } from '#server/sms/sms-gateway.ts'

/**
 * An SMS gateway in the test's own process: keeps every text it is given, or fails
 * like a gateway that is down. API tests in-process use it; the Semaphore client is
 * tested against the stand-in process.
 */
export function recordingSmsGateway() {
  const sent: { number: string; message: string }[] = []
  let failing = false
  const gateway: SmsGateway & {
    sent: typeof sent
    fail: (on: boolean) => void
    lastCodeTo: (number: string) => string
  } = {
    sent,
    fail: (on) => {
      failing = on
    },
    async send(number, message): Promise<SentText> {
      if (failing) throw new SmsSendError('HTTP 500 from the gateway', false)
      sent.push({ number, message })
      return { messageId: String(sent.length), status: 'Pending' }
    },
    /** The 6-digit code in the newest text to `number` ('09171234567'). */
    lastCodeTo(number) {
      const text = sent.findLast((s) => s.number === number)
      const code = text?.message.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`no code was texted to ${number}`)
      return code
    },
  }
  return gateway
}
