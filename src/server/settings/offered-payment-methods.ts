import type { AppDeps } from '#server/app-env.ts'
import type { PaymentMethod } from '#shared/order-status.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'

/**
 * The payment methods checkout offers, in order (issue 32): cash on delivery; online
 * while the payment gateway is configured; GCash with a screenshot unless the admin
 * turned it off beside online payment (without a gateway it is always offered). What
 * checkout takes, and what the footer and the FAQ name.
 */
export function offeredPaymentMethods(
  deps: Pick<AppDeps, 'paymentGateway'>,
  gcash: Pick<GcashSettings, 'manualEnabled'>,
): PaymentMethod[] {
  if (!deps.paymentGateway) return ['cod', 'gcash']
  return gcash.manualEnabled ? ['cod', 'online', 'gcash'] : ['cod', 'online']
}
