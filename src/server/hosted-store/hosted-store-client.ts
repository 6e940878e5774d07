import type { HostedListItem, HostedProduct } from '#shared/schemas/hosted-store.ts'

/**
 * What the rest of the server needs from the hosted store. The real client (HTTP
 * to HOSTED_STORE_URL, or the built-in sample store) implements it; tests may pass
 * a fake.
 */
export interface HostedStoreClient {
  /**
   * The mapped product, variants' stock overwritten; throws HostedStoreError.
   * `fresh` skips the cache's stored answer (e.g. to re-check price and stock at
   * checkout); the new answer is cached for the next readers.
   */
  getProduct(id: string, options?: { fresh?: boolean }): Promise<HostedProduct>
  listProducts(): Promise<HostedListItem[]>
}

/** A failed call: `message` is 'HTTP {status}: {statusText}' (the service's own text is logged). */
export class HostedStoreError extends Error {
  override readonly name = 'HostedStoreError'
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}
