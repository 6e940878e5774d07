import type { Logger } from 'pino'
import type { Config } from '#server/config.ts'
import type { HostedStoreClient } from './hosted-store-client.ts'
import { createHostedStoreClient } from './http-hosted-store-client.ts'
import { SAMPLE_STORE_BASE_URL, SAMPLE_STORE_ID, sampleStoreApp } from './sample-store-app.ts'

/**
 * The hosted store the server talks to: the service at HOSTED_STORE_URL, or, when
 * that is unset, the built-in sample store answered in-process (so a fresh clone
 * shows working /store pages without any account).
 */
export function hostedStoreFromConfig(
  config: Pick<Config, 'hostedStore'>,
  logger: Logger,
): HostedStoreClient {
  const { url, storeId } = config.hostedStore
  if (url) {
    if (!storeId)
      logger.warn('HOSTED_STORE_URL is set without HOSTED_STORE_ID: using store "sample"')
    return createHostedStoreClient({ baseUrl: url, storeId: storeId ?? SAMPLE_STORE_ID, logger })
  }
  const sample = sampleStoreApp()
  return createHostedStoreClient({
    baseUrl: SAMPLE_STORE_BASE_URL,
    storeId: storeId ?? SAMPLE_STORE_ID,
    logger,
    fetch: (input, init) => Promise.resolve(sample.request(input, init)),
  })
}
