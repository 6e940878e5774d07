import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/catalog.ts'
import { NUMBER_OUT_OF_RANGE_MESSAGE } from '#shared/order-size.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { createErrorHandler } from './error-handler.ts'

/**
 * The last safety behind the size caps (decision 0084): a number the database refuses as
 * out of range (SQLSTATE 22003), on PGlite and on PostgreSQL (TEST_DATABASE_URL), is a
 * 422 in the error shape, never a 500; any other database error stays a 500.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function appThrowing(run: () => Promise<unknown>) {
  const app = new Hono()
  app.onError(createErrorHandler(t.deps.logger))
  app.post('/', async (c) => {
    await run()
    return c.json({ ok: true })
  })
  return app
}

describe('a number out of range in the database', () => {
  it('answers 422 for an integer sum that overflows', async () => {
    const res = await appThrowing(() =>
      t.db.execute(sql`select (2147483647::int + 1) as n`),
    ).request('/', { method: 'POST' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: { code: 'validation_failed', message: NUMBER_OUT_OF_RANGE_MESSAGE },
    })
  })

  it('answers 422 for a money column written past its range, inside a transaction', async () => {
    const res = await appThrowing(() =>
      t.db.transaction((tx) =>
        tx
          .update(products)
          .set({ priceCentavos: sql`${products.priceCentavos} + 2147483647` })
          .where(sql`true`),
      ),
    ).request('/', { method: 'POST' })
    expect(res.status).toBe(422)
    expect((await res.json()).error.message).toBe(NUMBER_OUT_OF_RANGE_MESSAGE)
  })

  it('leaves other database errors a 500', async () => {
    const res = await appThrowing(() => t.db.execute(sql`select 1 / 0`)).request('/', {
      method: 'POST',
    })
    expect(res.status).toBe(500)
  })
})
