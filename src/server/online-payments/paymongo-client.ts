import type { PaymongoConfig } from '#server/config.ts'
import { GatewayError, type PaymentGateway } from './payment-gateway.ts'

/**
 * PayMongo's REST API as the shop's payment gateway (https://developers.paymongo.com):
 * Basic auth with the secret key, JSON:API bodies, amounts in centavos.
 * CONTRACT STUB: replaced by the gateway helper (issue 32).
 */
export function paymongoClient(
  config: Pick<PaymongoConfig, 'secretKey' | 'apiUrl' | 'mode'>,
  _options: { timeoutMs?: number } = {},
): PaymentGateway {
  const todo = async (): Promise<never> => {
    throw new GatewayError('not built yet', { retryable: false })
  }
  return {
    mode: config.mode,
    createCheckoutSession: todo,
    retrieveCheckoutSession: todo,
    expireCheckoutSession: todo,
    retrievePayment: todo,
    createRefund: todo,
  }
}
