import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { reserveDeliveryPlace } from '#server/delivery/delivery-booking-repo.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminDeliveryScheduleApiPaths as paths } from '#shared/api-paths/delivery.ts'
import { siteApiPaths } from '#shared/api-paths/settings.ts'
import {
  type AdminDeliverySchedule,
  type AdminZoneSchedule,
  type ZoneScheduleInput,
  zoneScheduleInputOf,
  zoneScheduleMessages,
} from '#shared/schemas/delivery.ts'
import type { PublicSite } from '#shared/schemas/settings.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: string
let editor: string

/** Wednesday, Nov 25, 2026, 10:00 AM in Manila. */
const NOW = new Date('2026-11-25T02:00:00Z')

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  admin = (await t.signIn('admin')).cookie
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

async function schedule(): Promise<AdminDeliverySchedule> {
  const res = await t.request(paths.schedule, { cookie: admin })
  expect(res.status).toBe(200)
  return (await res.json()) as AdminDeliverySchedule
}

const zoneNamed = async (name: string) => (await schedule()).zones.find((z) => z.zoneName === name)!

const put = (zoneId: number, json: unknown, cookie = admin) =>
  t.request(paths.zoneSchedule(zoneId), { method: 'PUT', json, cookie })

async function fields(res: Response) {
  return ((await res.json()) as ApiErrorBody).error.fields
}

async function book(windowId: number, date: string, count: number) {
  for (let i = 0; i < count; i++)
    expect(await t.db.transaction((tx) => reserveDeliveryPlace(tx, { windowId, date }))).toBe(true)
}

/** A zone of its own per test, so bookings and edits never meet another test's. */
let zoneCounter = 0
async function freshZone(): Promise<AdminZoneSchedule> {
  zoneCounter += 1
  const name = `Schedule test ${zoneCounter}`
  const res = await t.request('/api/admin/shipping-zones', {
    method: 'POST',
    json: { zoneName: name, rate: '999' },
    cookie: admin,
  })
  expect(res.status).toBe(201)
  return zoneNamed(name)
}

describe('access', () => {
  it.each([
    ['GET', paths.schedule],
    ['PUT', paths.zoneSchedule(1)],
    ['POST', paths.closedDates],
    ['DELETE', paths.closedDate('2026-12-01')],
  ])('%s %s refuses a shopper with 401 and an editor with 403', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? {} : { json: {} }
    expect((await t.request(path, { method, ...body })).status).toBe(401)
    expect((await t.request(path, { method, ...body, cookie: editor })).status).toBe(403)
  })
})

describe('GET /api/admin/delivery-schedule', () => {
  it('lists the zones in the order added with their seeded schedules', async () => {
    const { zones } = await schedule()
    expect(zones.slice(0, 2)).toEqual([
      {
        zoneId: expect.any(Number),
        zoneName: 'Metro Manila',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        sameDay: true,
        sameDayCutoffMinute: 840,
        prepMinutes: 120,
        bookingDays: 14,
        windows: [
          { id: expect.any(Number), startsMinute: 540, endsMinute: 720, capacity: 15 },
          { id: expect.any(Number), startsMinute: 780, endsMinute: 1020, capacity: 15 },
          { id: expect.any(Number), startsMinute: 1020, endsMinute: 1200, capacity: 10 },
        ],
      },
      expect.objectContaining({
        zoneName: 'Greater Manila Area',
        weekdays: [1, 2, 3, 4, 5, 6],
        sameDay: false,
      }),
    ])
  })
})

describe('PUT /api/admin/delivery-schedule/zones/:id', () => {
  let zone: AdminZoneSchedule
  beforeEach(async () => {
    zone = await freshZone()
  })
  afterEach(async () => {
    const res = await t.request(`/api/admin/shipping-zones/${zone.zoneId}`, {
      method: 'DELETE',
      cookie: admin,
    })
    expect(res.status).toBe(204)
  })

  it('saves the whole schedule: windows updated, added and removed', async () => {
    const [first, second] = zone.windows
    const res = await put(zone.zoneId, {
      weekdays: [6, 0, 6],
      sameDay: true,
      sameDayCutoff: '13:30',
      prepMinutes: 90,
      bookingDays: 30,
      windows: [
        { starts: '18:00', ends: '20:00', capacity: 4 },
        { id: first!.id, starts: '08:00', ends: '11:00', capacity: 12 },
      ],
    } satisfies ZoneScheduleInput)
    expect(res.status).toBe(200)
    const saved = (await res.json()) as AdminZoneSchedule
    expect(saved).toEqual({
      zoneId: zone.zoneId,
      zoneName: zone.zoneName,
      weekdays: [0, 6],
      sameDay: true,
      sameDayCutoffMinute: 810,
      prepMinutes: 90,
      bookingDays: 30,
      windows: [
        { id: first!.id, startsMinute: 480, endsMinute: 660, capacity: 12 },
        { id: expect.any(Number), startsMinute: 1080, endsMinute: 1200, capacity: 4 },
      ],
    })
    expect(saved.windows.map((w) => w.id)).not.toContain(second!.id)
    expect(await zoneNamed(zone.zoneName)).toEqual(saved)
  })

  it('refuses a window ending before it starts and overlapping windows beside the field', async () => {
    const input = zoneScheduleInputOf(zone)
    const res = await put(zone.zoneId, {
      ...input,
      windows: [
        { ...input.windows[0]!, starts: '12:00', ends: '09:00' },
        { ...input.windows[1]!, starts: '10:00', ends: '14:00' },
        { starts: '13:00', ends: '15:00', capacity: 3 },
      ],
    })
    expect(res.status).toBe(422)
    expect(await fields(res)).toEqual({
      'windows.0.ends': zoneScheduleMessages.endsBeforeStarts,
      'windows.1.starts': zoneScheduleMessages.overlaps,
      'windows.2.starts': zoneScheduleMessages.overlaps,
    })
    expect(await zoneNamed(zone.zoneName)).toEqual(zone)
  })

  it.each([
    [{ sameDayCutoff: '24:00' }, 'sameDayCutoff'],
    [{ sameDayCutoff: '2 PM' }, 'sameDayCutoff'],
    [{ weekdays: [] }, 'weekdays'],
    [{ weekdays: [7] }, 'weekdays.0'],
    [{ prepMinutes: 1441 }, 'prepMinutes'],
    [{ bookingDays: 0 }, 'bookingDays'],
    [{ windows: [] }, 'windows'],
    [{ windows: [{ starts: '09:00', ends: '10:00', capacity: -1 }] }, 'windows.0.capacity'],
    [{ windows: [{ starts: '09:00', ends: '10:00', capacity: 1.5 }] }, 'windows.0.capacity'],
  ])('refuses %j naming %s, saving nothing', async (change, field) => {
    const res = await put(zone.zoneId, { ...zoneScheduleInputOf(zone), ...change })
    expect(res.status).toBe(422)
    expect(Object.keys((await fields(res)) ?? {})).toContain(field)
    expect(await zoneNamed(zone.zoneName)).toEqual(zone)
  })

  it('refuses a capacity below the orders already booked on a future day, today included', async () => {
    const [first, second] = zone.windows
    await book(first!.id, '2026-11-25', 2)
    await book(first!.id, '2026-11-28', 7)
    await book(first!.id, '2026-12-01', 7)
    // Bookings of past days no longer hold anything.
    await book(second!.id, '2026-11-24', 9)
    const input = zoneScheduleInputOf(zone)
    const res = await put(zone.zoneId, {
      ...input,
      windows: [
        { ...input.windows[0]!, capacity: 6 },
        { ...input.windows[1]!, capacity: 1 },
      ],
    })
    expect(res.status).toBe(422)
    const message = '7 orders are already booked on Sat, Nov 28. Capacity cannot be lower.'
    expect((await res.json()) as ApiErrorBody).toMatchObject({
      error: { code: 'validation_failed', message, fields: { 'windows.0.capacity': message } },
    })
    expect(await zoneNamed(zone.zoneName)).toEqual(zone)

    const today = await put(zone.zoneId, {
      ...input,
      windows: [{ ...input.windows[0]!, capacity: 1 }, input.windows[1]!],
    })
    expect(await fields(today)).toEqual({
      'windows.0.capacity': '7 orders are already booked on Sat, Nov 28. Capacity cannot be lower.',
    })

    // Exactly the booked number is fine.
    const ok = await put(zone.zoneId, {
      ...input,
      windows: [
        { ...input.windows[0]!, capacity: 7 },
        { ...input.windows[1]!, capacity: 0 },
      ],
    })
    expect(ok.status).toBe(200)
  })

  it('names the day of a single order', async () => {
    const [first] = zone.windows
    await book(first!.id, '2026-11-25', 1)
    const input = zoneScheduleInputOf(zone)
    const res = await put(zone.zoneId, {
      ...input,
      windows: [{ ...input.windows[0]!, capacity: 0 }, input.windows[1]!],
    })
    expect(await fields(res)).toEqual({
      'windows.0.capacity': '1 order is already booked on Wed, Nov 25. Capacity cannot be lower.',
    })
  })

  it('refuses removing a window that holds orders on a future day, naming it', async () => {
    const [first, second] = zone.windows
    await book(second!.id, '2026-11-30', 3)
    const input = zoneScheduleInputOf(zone)
    const res = await put(zone.zoneId, { ...input, windows: [input.windows[0]!] })
    expect(res.status).toBe(422)
    expect(await fields(res)).toEqual({
      windows:
        'The 1:00 PM – 5:00 PM window holds 3 orders on Mon, Nov 30. Move them to another window before removing it.',
    })
    expect(await zoneNamed(zone.zoneName)).toEqual(zone)

    // A window whose orders are all in the past goes.
    await book(first!.id, '2026-11-20', 2)
    const removeFirst = await put(zone.zoneId, { ...input, windows: [input.windows[1]!] })
    expect(removeFirst.status).toBe(200)
    expect(((await removeFirst.json()) as AdminZoneSchedule).windows.map((w) => w.id)).toEqual([
      second!.id,
    ])
  })

  it('refuses a window of another zone or one listed twice, saving nothing', async () => {
    const other = await zoneNamed('Metro Manila')
    const input = zoneScheduleInputOf(zone)
    const foreign = await put(zone.zoneId, {
      ...input,
      windows: [input.windows[0]!, { ...input.windows[1]!, id: other.windows[0]!.id }],
    })
    expect(foreign.status).toBe(422)
    expect(Object.keys((await fields(foreign)) ?? {})).toEqual(['windows.1'])

    const twice = await put(zone.zoneId, {
      ...input,
      windows: [input.windows[0]!, { ...input.windows[0]!, starts: '18:00', ends: '19:00' }],
    })
    expect(twice.status).toBe(422)
    expect(Object.keys((await fields(twice)) ?? {})).toEqual(['windows.1'])
    expect(await zoneNamed(zone.zoneName)).toEqual(zone)
    expect(await zoneNamed('Metro Manila')).toEqual(other)
  })

  it('answers 404 for a zone that does not exist', async () => {
    for (const id of ['999999', 'abc', '0'])
      expect(
        (
          await t.request(`/api/admin/delivery-schedule/zones/${id}`, {
            method: 'PUT',
            json: zoneScheduleInputOf(zone),
            cookie: admin,
          })
        ).status,
      ).toBe(404)
  })
})

describe("the FAQ's same-day promise on /api/site", () => {
  const site = async () => (await (await t.request(siteApiPaths.site)).json()) as PublicSite

  it('follows the zones offering same-day delivery and their earliest cutoff at once', async () => {
    const metro = await zoneNamed('Metro Manila')
    expect((await site()).sameDayDelivery).toEqual({
      cutoffMinute: 840,
      zoneNames: ['Metro Manila'],
    })
    const gma = await zoneNamed('Greater Manila Area')
    expect(
      (
        await put(gma.zoneId, {
          ...zoneScheduleInputOf(gma),
          sameDay: true,
          sameDayCutoff: '11:30',
        })
      ).status,
    ).toBe(200)
    expect((await site()).sameDayDelivery).toEqual({
      cutoffMinute: 690,
      zoneNames: ['Metro Manila', 'Greater Manila Area'],
    })
    await put(gma.zoneId, zoneScheduleInputOf(gma))
    await put(metro.zoneId, { ...zoneScheduleInputOf(metro), sameDay: false })
    expect((await site()).sameDayDelivery).toBeNull()
    await put(metro.zoneId, zoneScheduleInputOf(metro))
    expect((await site()).sameDayDelivery).toEqual({
      cutoffMinute: 840,
      zoneNames: ['Metro Manila'],
    })
  })
})
