import type { Logger } from 'pino'
import type { Config } from '#server/config.ts'
import { type HostedStoreClient, HostedStoreError } from './hosted-store-client.ts'
import { createHostedStoreClient } from './http-hosted-store-client.ts'
import { SAMPLE_STORE_BASE_URL, SAMPLE_STORE_ID, sampleStoreApp } from './sample-store-app.ts'

/**
 * A shop without a hosted store: `/store` lists nothing, and every hosted id is unknown,
 * so a hosted line in a cart is unavailable and never reaches an order.
 */
export const noHostedStore: HostedStoreClient = {
  listProducts: () => Promise.resolve([]),
  getProduct: () => Promise.reject(new HostedStoreError(404, 'HTTP 404: Not Found')),
}

/**
 * Whether the shop has a hosted store: the service at HOSTED_STORE_URL, or the built-in
 * sample store in development and tests only (DESIGN.md §4). A live shop (production)
 * never sells the sample's made-up products.
 */
export function hasHostedStore(config: Pick<Config, 'hostedStore' | 'env'>): boolean {
  return config.hostedStore.url !== undefined || config.env !== 'production'
}

/**
 * The hosted store the server talks to: the service at HOSTED_STORE_URL, or, when
 * that is unset, the built-in sample store answered in-process (so a fresh clone
 * shows working /store pages without any account) outside production, and none in it.
 */
export function hostedStoreFromConfig(
  config: Pick<Config, 'hostedStore' | 'env'>,
  logger: Logger,
): HostedStoreClient {
  const { url, storeId } = config.hostedStore
  if (url) {
    if (!storeId)
      logger.warn('HOSTED_STORE_URL is set without HOSTED_STORE_ID: using store "sample"')
    return createHostedStoreClient({ baseUrl: url, storeId: storeId ?? SAMPLE_STORE_ID, logger })
  }
  if (!hasHostedStore(config)) return noHostedStore
  const sample = sampleStoreApp()
  return createHostedStoreClient({
    baseUrl: SAMPLE_STORE_BASE_URL,
    storeId: storeId ?? SAMPLE_STORE_ID,
    logger,
    fetch: (input, init) => Promise.resolve(sample.request(input, init)),
  })
}
