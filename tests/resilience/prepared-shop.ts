import {
  freshServerData,
  type ServerData,
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

/**
 * What every resilience test starts from: fresh data, migrated and seeded by one
 * first start (so servers started together afterwards find a ready database), plus
 * test products with known stock and the cheapest delivery zone.
 */
export async function preparedShop(options: {
  name: string
  kind?: 'pglite' | 'postgres'
  productPrefix: string
  products?: number
  stockGrams: number
}): Promise<PreparedShop> {
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
