import {
  arrivesText,
  deliveryMessages,
  deliveryText,
  formatDeliveryWindow,
} from '#shared/delivery-schedule.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import { paths } from '#shared/paths.ts'
import {
  createTestDeliveryZone,
  datesFrom,
  deliveryChoice,
  type PlacedOrder,
  placeOrder,
  uniqueCustomer,
} from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** This journey's stretch of the calendar: 15 days on, where no other journey books. */
const DAYS_AHEAD = 15

const delivery = (choice: { deliveryDate: string; startsMinute: number; endsMinute: number }) => ({
  date: choice.deliveryDate,
  startsMinute: choice.startsMinute,
  endsMinute: choice.endsMinute,
})

/** A window's radio once it has no place left: its time, then 'Full'. */
const fullWindow = (window: { startsMinute: number; endsMinute: number }) =>
  new RegExp(`^${formatDeliveryWindow(window)}\\s*Full$`)

test.describe('delivery dates on the order desk', () => {
  test("staff move an order to another date and window; the shopper's status page follows", async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Move')
    const placed: PlacedOrder[] = []
    try {
      const [first, second] = datesFrom(zone, DAYS_AHEAD)
      const booked = deliveryChoice(zone, first!, 'morning')
      const moved = deliveryChoice(zone, second!, 'afternoon')
      const order = await placeOrder(
        page.request,
        uniqueCustomer('Bautista'),
        {},
        { delivery: booked },
      )
      placed.push(order)

      await page.goto(`${paths.admin.orders}?q=${order.orderId}`)
      const table = page.getByRole('region', { name: 'Orders' })
      const row = table.getByRole('row', { name: new RegExp(order.orderId) })
      await expect(row).toContainText(deliveryText(delivery(booked)))

      await row.getByRole('button', { name: `View order ${order.orderId}` }).click()
      const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
      const section = dialog.getByRole('region', { name: 'Delivery', exact: true })
      await expect(section).toContainText(deliveryText(delivery(booked)))
      await expect(section).toContainText(zone.zoneName)
      const date = section.getByLabel('Delivery date')
      await expect(date).toHaveValue(booked.deliveryDate)
      const times = section.getByRole('group', { name: 'Delivery time' })
      await expect(times.getByRole('radio', { name: formatDeliveryWindow(booked) })).toBeChecked()
      await expect(section.getByRole('button', { name: 'Move' })).toBeDisabled()
      await expectNoA11yViolations(page)

      await date.selectOption(moved.deliveryDate)
      await times.getByRole('radio', { name: formatDeliveryWindow(moved) }).check()
      await section.getByRole('button', { name: 'Move' }).click()
      await expectToast(page, `Delivery moved to ${deliveryText(delivery(moved))}`)
      await expect(section.getByText(deliveryText(delivery(moved)))).toBeVisible()

      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(row).toContainText(deliveryText(delivery(moved)))

      await page.goto(paths.orderPage(order.accessToken))
      await expect(page.getByText(arrivesText(delivery(moved), new Date()))).toBeVisible()
    } finally {
      await zone.remove(placed.map((o) => o.orderId))
    }
  })

  test("a full window says 'Full'; one that fills up meanwhile is explained beside the control", async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused move itself; that is the point of this test.
    allowConsoleErrors(/status of 409/)
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Full', { morning: 5, afternoon: 1 })
    const placed: PlacedOrder[] = []
    try {
      const [first, second] = datesFrom(zone, DAYS_AHEAD)
      const family = uniqueCustomer('Ramos')
      const order = await placeOrder(
        page.request,
        `${family} Ana`,
        {},
        { delivery: deliveryChoice(zone, first!, 'morning') },
      )
      placed.push(order)
      // Another shopper takes the only afternoon place of the first day.
      const firstAfternoon = deliveryChoice(zone, first!, 'afternoon')
      placed.push(await placeOrder(page.request, `${family} Ben`, {}, { delivery: firstAfternoon }))

      await page.goto(`${paths.admin.orders}?q=${order.orderId}`)
      await page.getByRole('button', { name: `View order ${order.orderId}` }).click()
      const section = page
        .getByRole('dialog', { name: `Order ${order.orderId}` })
        .getByRole('region', { name: 'Delivery', exact: true })
      const times = section.getByRole('group', { name: 'Delivery time' })
      await expect(times.getByRole('radio', { name: fullWindow(firstAfternoon) })).toBeDisabled()

      // The second day's afternoon is free when chosen, and taken before Move is pressed.
      const secondAfternoon = deliveryChoice(zone, second!, 'afternoon')
      await section.getByLabel('Delivery date').selectOption(secondAfternoon.deliveryDate)
      await times.getByRole('radio', { name: formatDeliveryWindow(secondAfternoon) }).check()
      placed.push(
        await placeOrder(page.request, `${family} Cora`, {}, { delivery: secondAfternoon }),
      )
      await section.getByRole('button', { name: 'Move' }).click()
      await expect(section.getByText(deliveryMessages.full)).toBeVisible()
      await expect(times.getByRole('radio', { name: fullWindow(secondAfternoon) })).toBeDisabled()
      // Nothing moved.
      await expect(section).toContainText(
        deliveryText(delivery(deliveryChoice(zone, first!, 'morning'))),
      )
    } finally {
      await zone.remove(placed.map((o) => o.orderId))
    }
  })

  test('the delivery date filter: Tomorrow and a chosen date, followed by the CSV link', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Filter')
    const placed: PlacedOrder[] = []
    try {
      const tomorrow = addDaysToIsoDate(manilaIsoDate(new Date()), 1)
      // Tomorrow may be a closed date (a holiday): then nothing can arrive tomorrow.
      const tomorrowSlot = zone.slots.dates.find((d) => d.date === tomorrow)
      const [later] = datesFrom(zone, DAYS_AHEAD + 10)
      const family = uniqueCustomer('Flores')
      const soon = tomorrowSlot
        ? await placeOrder(
            page.request,
            `${family} Ana`,
            {},
            { delivery: deliveryChoice(zone, tomorrowSlot, 'morning') },
          )
        : null
      if (soon) placed.push(soon)
      const laterOrder = await placeOrder(
        page.request,
        `${family} Ben`,
        {},
        { delivery: deliveryChoice(zone, later!, 'afternoon') },
      )
      placed.push(laterOrder)

      await page.goto(`${paths.admin.orders}?q=${encodeURIComponent(family)}`)
      const table = page.getByRole('region', { name: 'Orders' })
      const rowOf = (o: PlacedOrder) => table.getByRole('row', { name: new RegExp(o.orderId) })
      await expect(rowOf(laterOrder)).toContainText(
        deliveryText(delivery(deliveryChoice(zone, later!, 'afternoon'))),
      )

      const filter = page.getByLabel('Filter by delivery date')
      await expect(filter.locator('option')).toHaveText([
        'All dates',
        'Today',
        'Tomorrow',
        'Choose a date…',
      ])
      await filter.selectOption({ label: 'Tomorrow' })
      await expect(page).toHaveURL(new RegExp(`deliveryDate=${tomorrow}`))
      const exportCsv = page.getByRole('link', { name: 'Export CSV' })
      await expect(exportCsv).toHaveAttribute('href', new RegExp(`deliveryDate=${tomorrow}`))
      if (soon) {
        await expect(table.getByRole('row')).toHaveCount(2)
        await expect(rowOf(soon)).toBeVisible()
      } else {
        await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible()
      }

      await filter.selectOption({ label: 'Choose a date…' })
      await page.getByLabel('Delivery date', { exact: true }).fill(later!.date)
      await expect(page).toHaveURL(new RegExp(`deliveryDate=${later!.date}`))
      await expect(table.getByRole('row')).toHaveCount(2)
      await expect(rowOf(laterOrder)).toBeVisible()
      await expect(exportCsv).toHaveAttribute('href', new RegExp(`deliveryDate=${later!.date}`))
      const csv = await page.request.get((await exportCsv.getAttribute('href'))!)
      expect(csv.status()).toBe(200)
      const csvText = await csv.text()
      expect(csvText).toContain(laterOrder.orderId)
      if (soon) expect(csvText).not.toContain(soon.orderId)

      // The view survives a reload: it lives in the URL.
      await page.reload()
      await expect(filter).toHaveValue('date')
      await expect(page.getByLabel('Delivery date', { exact: true })).toHaveValue(later!.date)

      await filter.selectOption({ label: 'All dates' })
      await expect(page).not.toHaveURL(/deliveryDate=/)
      await expect(table.getByRole('row')).toHaveCount(soon ? 3 : 2)
    } finally {
      await zone.remove(placed.map((o) => o.orderId))
    }
  })
})
