import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { conflict } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { phMobileKey } from '#shared/mobile-number.ts'
import { phoneCodeRequestSchema, phoneCodeSentSchema } from '#shared/schemas/phone-verification.ts'
import { ensureDevice } from './device-cookie.ts'
import { phoneVerificationOn, sendPhoneCode } from './phone-verification.ts'

const resendCodeDocs = documented({
  summary: "Text the checkout's phone number a new code ('Resend code')",
  tags: ['phone-verification'],
  answers: { 202: phoneCodeSentSchema },
})

/**
 * `POST /api/checkout/phone-code` `{ phone }`: the checkout's 'Resend code'. 202 with
 * where the code went and when another may be asked for; 429 with the wait within a
 * minute of the last code or past the number's and the address's limits; 502 when
 * the gateway did not take it; 409 while checkout does not verify phones.
 */
export function phoneCodeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    resendCodeDocs,
    validate('json', phoneCodeRequestSchema),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      if (!(await phoneVerificationOn(deps))) {
        throw conflict('This shop does not verify phone numbers at checkout.')
      }
      ensureDevice(c, deps.config, deps.now())
      const phoneKey = phMobileKey(c.req.valid('json').phone)!
      const sent = await sendPhoneCode(deps, {
        phoneKey,
        clientKey: callerKey(c, deps),
        resend: true,
      })
      return c.json(sent, 202)
    },
  )
}
