import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { noteAnswerWithoutStock } from '#server/catalog/stock-reads.ts'
import { AppError } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import {
  type HostedProductList,
  hostedProductListSchema,
  hostedProductSchema,
} from '#shared/schemas/hosted-store.ts'
import { hostedLookupRateLimits } from './hosted-limits.ts'
import { HostedStoreError } from './hosted-store-client.ts'

/**
 * The service's failure in our error shape, with its 'HTTP {status}: {statusText}'
 * message: a 404 stays 404, a timeout is 504, anything else from upstream is 502.
 */
function toAppError(err: unknown): unknown {
  if (!(err instanceof HostedStoreError)) return err
  if (err.status === 404) return new AppError(404, 'not_found', err.message)
  if (err.status === 400) return new AppError(400, 'bad_request', err.message)
  return new AppError(err.status === 504 ? 504 : 502, 'service_unavailable', err.message)
}

/**
 * `/api/hosted/products` (the `/store` list) and `/api/hosted/products/:id`; public.
 * Each request counts against the address's hosted-store budget (hosted-limits.ts).
 */
export function hostedStoreRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      noteAnswerWithoutStock() // a page showing it is not dropped by our stock changes
      await next()
      // Our own cache sits in front of the service; browsers ask us every time.
      c.header('Cache-Control', 'no-cache')
    })
    .get(
      '/products',
      documented({
        summary: "List the hosted store's products (the /store page)",
        tags: ['hosted-store'],
        answers: { 200: hostedProductListSchema },
      }),
      hostedLookupRateLimits.perAddress(deps),
      async (c) => {
        try {
          const items = await deps.hostedStore.listProducts()
          return c.json({ items } satisfies HostedProductList)
        } catch (err) {
          throw toAppError(err)
        }
      },
    )
    .get(
      '/products/:id',
      documented({
        summary: 'One product of the hosted store, with its variants and options',
        tags: ['hosted-store'],
        answers: { 200: hostedProductSchema },
      }),
      hostedLookupRateLimits.perAddress(deps),
      async (c) => {
        try {
          return c.json(await deps.hostedStore.getProduct(c.req.param('id')))
        } catch (err) {
          throw toAppError(err)
        }
      },
    )
}
