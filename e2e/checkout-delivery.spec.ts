import type { Page } from '@playwright/test'
import { arrivesText, deliveryDateLabel, deliveryMessages } from '#shared/delivery-schedule.ts'
import { uniquePhone } from './admin-orders.helpers.ts'
import {
  bookDeliveryWindow,
  createDeliveryZone,
  deliverySlots,
  deliveryTimeGroup,
  deliveryWindowRadio,
  field,
  fillCheckout,
  openCheckoutWithLiempo,
  placeOrderButton,
  serverToday,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * Choosing when the meat arrives. Each test delivers to a zone of its own (every day,
 * from the next day), so its windows fill up only when the test fills them: 9–12 takes
 * one order, 1–5 takes five. Expected labels come from the shared formatting and the
 * server's own slots, never from a date typed here.
 */
const morning = { startsMinute: 540, endsMinute: 720 }
const afternoon = { startsMinute: 780, endsMinute: 1020 }
const windows = [
  { starts: '09:00', ends: '12:00', capacity: 1 },
  { starts: '13:00', ends: '17:00', capacity: 5 },
]

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' })

test.describe('checkout delivery date and time', () => {
  test('on a 360 px phone the shopper chooses a date and a time, and the confirmation says when it arrives', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const zone = await createDeliveryZone(page.request, windows)
    try {
      const slots = await deliverySlots(page.request, zone.id)
      const now = serverToday(slots)
      const [first, second] = slots.dates
      if (!first || !second) throw new Error('the test zone offers fewer than two dates')
      const windowOf = (day: typeof first, times: typeof morning) =>
        day.windows.find((w) => w.startsMinute === times.startsMinute)!

      await page.setViewportSize(phoneViewport)
      await openCheckoutWithLiempo(page)
      const email = uniqueEmail('delivery')
      await fillCheckout(page, email, zone.zoneName)

      // The earliest date and window are preselected; every offered date is listed.
      const date = field(page, 'Delivery Date')
      await expect(date).toHaveValue(first.date)
      await expect(date.locator('option:checked')).toHaveText(deliveryDateLabel(first.date, now))
      await expect(date.locator('option')).toHaveText(
        slots.dates.map((d) => deliveryDateLabel(d.date, now)),
      )
      await expect(deliveryWindowRadio(page, morning)).toBeChecked()
      await expect(summary(page)).toContainText(
        arrivesText({ date: first.date, ...windowOf(first, morning) }, now),
      )

      await date.selectOption({ label: deliveryDateLabel(second.date, now) })
      await deliveryWindowRadio(page, afternoon).check()
      const chosen = { date: second.date, ...windowOf(second, afternoon) }
      await expect(summary(page)).toContainText(arrivesText(chosen, now))
      await expectNoSidewaysScroll(page)
      await expectNoA11yViolations(page)

      await placeOrderButton(page).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
      ).toBeVisible()
      await expect(page.getByRole('main')).toContainText(arrivesText(chosen, new Date()))

      await page.getByRole('link', { name: 'Track your order' }).click()
      await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
        arrivesText(chosen, new Date()),
      )
    } finally {
      await zone.remove()
    }
  })

  test("a full window is shown as 'Full' and cannot be chosen", async ({ page, signIn }) => {
    await signIn('admin')
    const zone = await createDeliveryZone(page.request, windows)
    try {
      const before = await deliverySlots(page.request, zone.id)
      const first = before.dates[0]!
      const morningId = first.windows.find((w) => w.startsMinute === morning.startsMinute)!.id
      await bookDeliveryWindow(page.request, {
        zoneId: zone.id,
        date: first.date,
        windowId: morningId,
      })

      await openCheckoutWithLiempo(page)
      await fillCheckout(page, uniqueEmail('full'), zone.zoneName)
      await expect(field(page, 'Delivery Date')).toHaveValue(first.date)
      const full = deliveryWindowRadio(page, morning)
      await expect(full).toHaveAccessibleName(/Full$/)
      await expect(full).toBeDisabled()
      await expect(full).not.toBeChecked()
      // The earliest window with a place left is chosen instead.
      await expect(deliveryWindowRadio(page, afternoon)).toBeChecked()
      await expect(summary(page)).toContainText(
        arrivesText({ date: first.date, ...afternoon }, serverToday(before)),
      )
    } finally {
      await zone.remove()
    }
  })

  test('a window filled up while typing: the message, the form kept, a fresh window, then placed', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/)
    await signIn('admin')
    const zone = await createDeliveryZone(page.request, windows)
    try {
      const slots = await deliverySlots(page.request, zone.id)
      const now = serverToday(slots)
      const first = slots.dates[0]!
      const morningId = first.windows.find((w) => w.startsMinute === morning.startsMinute)!.id

      await openCheckoutWithLiempo(page)
      const email = uniqueEmail('filled')
      const phone = uniquePhone()
      await fillCheckout(page, email, zone.zoneName, phone)
      await page.getByRole('radio', { name: /GCash/ }).check()
      await expect(deliveryWindowRadio(page, morning)).toBeChecked()

      // Another shopper takes the last place of the chosen window.
      await bookDeliveryWindow(page.request, {
        zoneId: zone.id,
        date: first.date,
        windowId: morningId,
      })
      await placeOrderButton(page).click()

      await expect(deliveryTimeGroup(page)).toContainText(deliveryMessages.full)
      await expect(summary(page).getByRole('alert')).toHaveText(deliveryMessages.full)
      await expect(page).toHaveURL(/\/checkout$/)
      await expect(deliveryWindowRadio(page, morning)).toBeDisabled()
      await expect(deliveryWindowRadio(page, morning)).toHaveAccessibleName(/Full$/)
      await expect(deliveryWindowRadio(page, afternoon)).toBeChecked()
      await expect(field(page, 'Delivery Date')).toHaveValue(first.date)
      for (const [label, value] of [
        ['Full Name', shopper.fullName],
        ['Email', email],
        ['Phone', phone],
        ['Street and House Number', shopper.address],
      ] as const)
        await expect(field(page, label)).toHaveValue(value)
      await expect(page.getByText(`Delivery zone: ${zone.zoneName}`)).toBeVisible()
      await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked()
      await expect(summary(page)).toContainText(
        arrivesText({ date: first.date, ...afternoon }, now),
      )

      await placeOrderButton(page).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
      ).toBeVisible()
      await expect(page.getByRole('main')).toContainText(
        arrivesText({ date: first.date, ...afternoon }, new Date()),
      )
      await expect(page.getByRole('region', { name: 'GCash payment details' })).toBeVisible()
    } finally {
      await zone.remove()
    }
  })
})
