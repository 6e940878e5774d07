import type { Config } from '#server/config.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { paymongoClient } from './paymongo-client.ts'

/** PayMongo when PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET are set; otherwise none. */
export function paymentGatewayFromConfig(
  config: Pick<Config, 'paymongo'>,
): PaymentGateway | undefined {
  return config.paymongo ? paymongoClient(config.paymongo) : undefined
}
