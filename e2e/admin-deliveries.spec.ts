import { adminDeliveriesApiPaths } from '#shared/api-paths/delivery.ts'
import { formatDeliveryDate, formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { addDaysToIsoDate } from '#shared/manila-time.ts'
import { paths } from '#shared/paths.ts'
import {
  createTestDeliveryZone,
  datesFrom,
  deliveryChoice,
  type PlacedOrder,
  placeOrder,
  uniqueCustomer,
} from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/** This journey's stretch of the calendar: 30 days on, where no other journey books. */
const DAYS_AHEAD = 30

test.describe('the Deliveries screen', () => {
  test("shows a day's orders by window and zone, sums the packing list, exports and prints", async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Deliveries')
    const placed: PlacedOrder[] = []
    try {
      const [day] = datesFrom(zone, DAYS_AHEAD)
      const morning = deliveryChoice(zone, day!, 'morning')
      const afternoon = deliveryChoice(zone, day!, 'afternoon')
      const family = uniqueCustomer('Aquino')
      const early = await placeOrder(page.request, `${family} Ana`, {}, { delivery: morning })
      placed.push(early)
      const late = await placeOrder(
        page.request,
        `${family} Ben`,
        {},
        { delivery: afternoon, unit: 'kg' },
      )
      placed.push(late)

      // The screen opens on today; the date picker goes to the day.
      await page.goto(paths.admin.deliveries)
      await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible()
      await page.getByLabel('Delivery date').fill(morning.deliveryDate)
      await expect(page).toHaveURL(new RegExp(`date=${morning.deliveryDate}`))
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: new RegExp(`^Deliveries for ${formatDeliveryDate(morning.deliveryDate)}`),
        }),
      ).toBeVisible()

      // Each order under its window and zone, with what the rider needs.
      const group = (window: { startsMinute: number; endsMinute: number }) =>
        page.getByRole('region', {
          name: new RegExp(`^${formatDeliveryWindow(window)} · ${zone.zoneName}`),
        })
      const earlyRow = group(morning).getByRole('row', { name: new RegExp(early.orderId) })
      await expect(earlyRow).toContainText(early.customerName)
      await expect(earlyRow).toContainText('12 Mabini Street')
      await expect(earlyRow).toContainText('Cash on Delivery')
      await expect(earlyRow).toContainText('₱')
      await expect(earlyRow).toContainText('1 × 500 g Pork Belly (Liempo)')
      await expect(earlyRow.getByRole('link', { name: early.customerPhone })).toHaveAttribute(
        'href',
        `tel:${early.customerPhone.replace(/[^\d+]/g, '')}`,
      )
      const lateRow = group(afternoon).getByRole('row', { name: new RegExp(late.orderId) })
      await expect(lateRow).toContainText(late.customerName)
      await expect(lateRow).toContainText('1 × 1 kg Pork Belly (Liempo)')
      await expect(group(morning).getByRole('row', { name: new RegExp(late.orderId) })).toHaveCount(
        0,
      )

      // 500 g and 1 kg of the same product, summed.
      const packing = page.getByRole('region', { name: 'Packing list' })
      await expect(packing.getByRole('row', { name: /^Pork Belly \(Liempo\)/ })).toContainText(
        '1.5 kg',
      )
      await expectNoA11yViolations(page)

      // Both files are the day's.
      const exportCsv = page.getByRole('link', { name: 'Export CSV' })
      await expect(exportCsv).toHaveAttribute(
        'href',
        adminDeliveriesApiPaths.exportCsv(morning.deliveryDate),
      )
      const exportPacking = page.getByRole('link', { name: 'Export packing list' })
      await expect(exportPacking).toHaveAttribute(
        'href',
        adminDeliveriesApiPaths.packingListCsv(morning.deliveryDate),
      )
      const csv = await page.request.get(adminDeliveriesApiPaths.exportCsv(morning.deliveryDate))
      expect(csv.status()).toBe(200)
      const csvText = await csv.text()
      expect(csvText).toContain(early.orderId)
      expect(csvText).toContain(late.orderId)
      const packingCsv = await page.request.get(
        adminDeliveriesApiPaths.packingListCsv(morning.deliveryDate),
      )
      expect(packingCsv.status()).toBe(200)
      expect(await packingCsv.text()).toContain('Pork Belly (Liempo)')

      // On paper: the day, without the navigation, the top bar or the buttons.
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
      await expect(exportCsv).toBeHidden()
      await expect(earlyRow).toBeVisible()
      await expect(packing).toBeVisible()
      await page.emulateMedia({ media: 'screen' })
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
    } finally {
      await zone.remove(placed.map((o) => o.orderId))
    }
  })

  test('Today and Tomorrow go to those Manila days; a day without orders says so', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    await page.goto(paths.admin.deliveries)
    const picker = page.getByLabel('Delivery date')
    const today = await picker.inputValue()
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: 'Tomorrow' }).click()
    const tomorrow = addDaysToIsoDate(today, 1)
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`))
    await expect(picker).toHaveValue(tomorrow)
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^Deliveries for ${formatDeliveryDate(tomorrow)}`),
      }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Today' }).click()
    await expect(picker).toHaveValue(today)

    // Ten years on, past any booking horizon: nothing can be booked there.
    await picker.fill(addDaysToIsoDate(today, 3650))
    await expect(page.getByRole('heading', { name: 'No deliveries on this day.' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Packing list' })).toHaveCount(0)
  })
})
