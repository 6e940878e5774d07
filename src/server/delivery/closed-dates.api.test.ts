import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { findShippingZone } from '#server/settings/shipping-zone-repo.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminDeliveryScheduleApiPaths as paths } from '#shared/api-paths/delivery.ts'
import type { AdminDeliverySchedule, ClosedDate } from '#shared/schemas/delivery.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { addClosedDate } from './closed-dates-repo.ts'

let t: TestApp
let admin: string

/** Wednesday, Nov 25, 2026, 11:30 PM in Manila (still the 25th there, the 25th in UTC too). */
const NOW = new Date('2026-11-25T15:30:00Z')

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

const closedDates = async (): Promise<ClosedDate[]> => {
  const res = await t.request(paths.schedule, { cookie: admin })
  return ((await res.json()) as AdminDeliverySchedule).closedDates
}
const add = (json: unknown) => t.request(paths.closedDates, { method: 'POST', json, cookie: admin })
const remove = (date: string) =>
  t.request(paths.closedDate(date), { method: 'DELETE', cookie: admin })

describe('closed dates', () => {
  it('adds a closed date, lists it from today on in date order, and checkout leaves it out', async () => {
    await addClosedDate(t.db, { date: '2026-11-24', name: 'Yesterday', now: NOW })
    const res = await add({ date: '2026-12-02', name: '  Stock-taking  ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ date: '2026-12-02', name: 'Stock-taking', movedOrders: 0 })
    expect((await add({ date: '2026-11-25', name: 'Inventory' })).status).toBe(201)
    expect(await closedDates()).toEqual([
      { date: '2026-11-25', name: 'Inventory' },
      { date: '2026-12-02', name: 'Stock-taking' },
    ])

    const metro = (await findShippingZone(t.db, 1))!
    const slots = await deliverySlotsFor(t.db, metro.id, NOW)
    const dates = slots!.dates.map((d) => d.date)
    expect(dates).toContain('2026-12-01')
    expect(dates).not.toContain('2026-12-02')
  })

  it('refuses a date in the past beside the field; today is fine', async () => {
    const res = await add({ date: '2026-11-24', name: 'Too late' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({
      date: 'Choose today or a later date',
    })
  })

  it('refuses a date already closed with 409', async () => {
    expect((await add({ date: '2026-12-10', name: 'Staff party' })).status).toBe(201)
    const res = await add({ date: '2026-12-10', name: 'Again' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as ApiErrorBody).error).toMatchObject({
      code: 'conflict',
      message: 'That date is already closed.',
      fields: { date: 'That date is already closed.' },
    })
    expect((await closedDates()).find((c) => c.date === '2026-12-10')?.name).toBe('Staff party')
  })

  it.each([
    [{ date: '2026-02-30', name: 'x' }, ['date']],
    [{ date: '12/30/2026', name: 'x' }, ['date']],
    [{ date: '2026-12-20', name: '   ' }, ['name']],
    [{ name: 'x' }, ['date']],
    [{ date: '2026-12-20', name: 'x'.repeat(121) }, ['name']],
  ])('refuses %j naming %s', async (json, fields) => {
    const res = await add(json)
    expect(res.status).toBe(422)
    expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {})).toEqual(fields)
    expect((await closedDates()).map((c) => c.date)).not.toContain('2026-12-20')
  })

  it('removes a closed date; a date not closed or not a date is not found', async () => {
    expect((await add({ date: '2026-12-15', name: 'Repairs' })).status).toBe(201)
    expect((await remove('2026-12-15')).status).toBe(204)
    expect((await closedDates()).map((c) => c.date)).not.toContain('2026-12-15')
    expect((await remove('2026-12-15')).status).toBe(404)
    for (const bad of ['2026-13-01', 'tomorrow', '2026-12-1', `${'9'.repeat(40)}`])
      expect((await remove(bad)).status).toBe(404)
  })
})
