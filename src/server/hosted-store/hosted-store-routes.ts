import { Hono } from 'hono'
import type { z } from 'zod'
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

/** Asks the service, its failure turned into our error shape. */
async function fromService<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (err) {
    throw toAppError(err)
  }
}

const hostedRead = (summary: string, answer: z.ZodType) =>
  documented({ summary, tags: ['hosted-store'], answers: { 200: answer } })

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
      hostedRead("List the hosted store's products (the /store page)", hostedProductListSchema),
      hostedLookupRateLimits.perAddress(deps),
      async (c) => {
        const items = await fromService(() => deps.hostedStore.listProducts())
        return c.json({ items } satisfies HostedProductList)
      },
    )
    .get(
      '/products/:id',
      hostedRead(
        'One product of the hosted store, with its variants and options',
        hostedProductSchema,
      ),
      hostedLookupRateLimits.perAddress(deps),
      async (c) => c.json(await fromService(() => deps.hostedStore.getProduct(c.req.param('id')))),
    )
}
