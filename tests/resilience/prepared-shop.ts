import { afterAll, beforeAll } from 'vitest'
import {
  freshServerData,
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
  withServerDatabase,
} from '#tests/support/processes/server-process.ts'
import { addTestProducts, firstZoneId } from './shop-client.ts'

export interface PreparedShop {
  data: ServerData
  zoneId: number
  productIds: number[]
}

export interface PreparedShopOptions {
  name: string
  kind?: 'pglite' | 'postgres'
  productPrefix: string
  products?: number
  stockGrams: number
}

/**
 * What every resilience test starts from: fresh data, migrated and seeded by one
 * first start (so servers started together afterwards find a ready database), plus
 * test products with known stock and the cheapest delivery zone.
 */
export async function preparedShop(options: PreparedShopOptions): Promise<PreparedShop> {
  const data = await freshServerData(options.name, options.kind)
  try {
    const exitCode = await stopServer(await startServer(data))
    if (exitCode !== 0) throw new Error(`the first start of ${options.name} exited ${exitCode}`)
    return await withServerDatabase(data, async ({ db }) => ({
      data,
      zoneId: await firstZoneId(db),
      productIds: await addTestProducts(
        db,
        options.productPrefix,
        options.products ?? 1,
        options.stockGrams,
      ),
    }))
  } catch (err) {
    await data.remove() // the caller never got it, so cannot clean it up
    throw err
  }
}

export interface ShopOnTwoServers extends PreparedShop {
  /** The first test product. */
  productId: number
  servers: ServerProcess[]
}

/**
 * A file's shop behind a load balancer: before its tests, a prepared shop on
 * PostgreSQL, `prepare` (the file's own rows, before any server reads them), then two
 * server processes started together on it with `env`; after its tests, the servers
 * stopped and the data removed. Its fields are set by that beforeAll: read them in
 * tests and later hooks.
 */
export function shopOnTwoServers(
  options: Omit<PreparedShopOptions, 'kind'> & {
    env?: () => Promise<Record<string, string>> | Record<string, string>
    prepare?: (shop: ShopOnTwoServers) => Promise<void>
  },
): ShopOnTwoServers {
  const shop = { servers: [] as ServerProcess[] } as ShopOnTwoServers
  beforeAll(async () => {
    const prepared = await preparedShop({ ...options, kind: 'postgres' })
    Object.assign(shop, prepared, { productId: prepared.productIds[0]! })
    await options.prepare?.(shop)
    const env = (await options.env?.()) ?? {}
    shop.servers = await Promise.all([startServer(shop.data, env), startServer(shop.data, env)])
    // A first start and two more: minutes on a loaded two-core machine (as scale-out's).
  }, 300_000)
  afterAll(async () => {
    for (const server of shop.servers) await stopServer(server)
    await shop.data?.remove()
  })
  return shop
}
