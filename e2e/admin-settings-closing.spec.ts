import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import { closedDateMessages, type HolidaySuggestion } from '#shared/closed-dates.ts'
import { arrivesText, formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { paths } from '#shared/paths.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import type { AdminOutboxEmail } from '#shared/schemas/admin-messages.ts'
import type { AdminDeliverySchedule } from '#shared/schemas/delivery.ts'
import {
  createTestDeliveryZone,
  datesFrom,
  deliveryChoice,
  type PlacedOrder,
  placeOrder,
  uniqueCustomer,
} from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * Settings > Closed Dates over a date that holds orders (issue 28 §7): closing it shows
 * the orders and asks; 'Move them all' closes the date and moves them, and the shopper's
 * page and email follow. The journey's day is 56 days ahead, where no other journey
 * books (closed dates are the whole shop's), and it is opened again at the end.
 */
const DAYS_AHEAD = 56

// The admin closes dates from a phone too.
test.use({ viewport: phoneViewport })

test.describe('closing a date that holds orders', () => {
  test("moves the date's orders from Settings; the shopper's page and email say the new date", async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/) // the date holds an order: the server says so first
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Closing')
    const placed: PlacedOrder[] = []
    const [closing, next] = datesFrom(zone, DAYS_AHEAD)
    try {
      const booked = deliveryChoice(zone, closing!, 'morning')
      const moved = deliveryChoice(zone, next!, 'afternoon')
      const order = await placeOrder(
        page.request,
        uniqueCustomer('Villanueva'),
        {},
        {
          delivery: booked,
        },
      )
      placed.push(order)
      const reason = `Stock-taking ${order.orderId}`

      await page.goto(paths.admin.settings)
      const card = page.getByRole('region', { name: 'Closed Dates' })
      await card.getByLabel('Date', { exact: true }).fill(closing!.date)
      await card.getByLabel('Reason').fill(reason)
      await card.getByRole('button', { name: 'Add Closed Date' }).click()

      // Nothing closed yet: the order is listed and the admin is asked.
      const panel = card.getByRole('region', {
        name: closedDateMessages.holdsOrdersHeading(1, closing!.date),
      })
      await expect(panel).toBeVisible()
      const listed = panel.getByRole('list', { name: 'Orders on that date' })
      await expect(listed).toContainText(order.orderId)
      await expect(listed).toContainText(order.customerName)
      await expect(listed).toContainText(formatDeliveryWindow(booked))
      await expect(listed).toContainText('Pending')
      await expect(panel.getByRole('button', { name: 'Keep the date open' })).toBeVisible()
      await expect(card.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0)
      await expectNoA11yViolations(page)
      await expectNoSidewaysScroll(page)

      await panel.getByLabel('Move them to').fill(next!.date)
      await panel
        .getByLabel(`Delivery time in ${zone.zoneName}`)
        .selectOption({ label: formatDeliveryWindow(moved) })
      await panel.getByRole('button', { name: 'Move them all' }).click()
      await expectToast(page, 'Closed Date Added')
      await expect(panel).toBeHidden()
      await expect(card.getByRole('list', { name: 'Closed dates' })).toContainText(reason)

      // The shopper's page says the new date; the email told them why.
      const delivery = {
        date: next!.date,
        startsMinute: moved.startsMinute,
        endsMinute: moved.endsMinute,
      }
      await page.goto(paths.orderPage(order.accessToken))
      await expect(page.getByText(arrivesText(delivery, new Date()))).toBeVisible()

      const outbox = await page.request.get(adminOutboxApiPaths.list('all'))
      expect(outbox.status()).toBe(200)
      const { items } = (await outbox.json()) as AdminPage<AdminOutboxEmail>
      const email = items.find(
        (e) => e.to.includes(order.customerEmail) && e.subject.includes('now arrives'),
      )
      expect(email?.subject).toContain(`Your order ${order.orderId} now arrives`)
    } finally {
      await page.request.delete(adminDeliveryScheduleApiPaths.closedDate(closing!.date))
      await zone.remove(placed.map((o) => o.orderId))
    }
  })

  test('offers the holidays as questions; one kept open is not asked again', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const schedule = await page.request.get(adminDeliveryScheduleApiPaths.schedule)
    const { holidaySuggestions, closedDates } = (await schedule.json()) as AdminDeliverySchedule
    // No holiday is closed by itself; Christmas Day is asked, marked 'Suggested: closed'.
    expect(closedDates.filter((c) => holidaySuggestions.some((h) => h.date === c.date))).toEqual([])
    const christmas = holidaySuggestions.find((h) => h.name === 'Christmas Day')!
    // The furthest one: no other journey books that far ahead.
    const last = holidaySuggestions.at(-1)!

    await page.goto(paths.admin.settings)
    const list = page
      .getByRole('region', { name: 'Closed Dates' })
      .getByRole('list', { name: 'Holiday suggestions' })
    const item = (h: HolidaySuggestion) =>
      list.getByRole('listitem').filter({ hasText: closedDateMessages.holidayQuestion(h) })
    await expect(item(christmas)).toContainText(closedDateMessages.suggestedClosed)
    await expect(item(last)).toBeVisible()
    await item(last)
      .getByRole('button', { name: /^Keep open/ })
      .click()
    await expectToast(page, 'Kept Open')
    await expect(item(last)).toHaveCount(0)
    await page.reload()
    await expect(item(christmas)).toBeVisible()
    await expect(item(last)).toHaveCount(0)
  })
})
