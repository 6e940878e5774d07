import { Hono } from 'hono'
import { cartQuoteRequestSchema } from '../../shared/schemas/cart'
import type { AppDeps, AppEnv } from '../app-env'
import { validate } from '../http/validate'
import { priceCart } from './price-cart'

/**
 * `/api/cart`: the browser's cart priced by the server. Only ids, units and quantities
 * are read; anything else in the body (a price, a name) is dropped by the schema.
 */
export function cartRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/quote', validate('json', cartQuoteRequestSchema), async (c) => {
    const { quote } = await priceCart(deps.db, c.req.valid('json').lines, {
      hostedStore: deps.hostedStore,
    })
    c.header('Cache-Control', 'no-store')
    return c.json(quote)
  })
}
