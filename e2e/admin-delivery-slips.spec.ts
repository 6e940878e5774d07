import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { dispatchMessages } from '#shared/payment-standing.ts'
import { zoneAddress } from './address-helpers.ts'
import {
  adminOrder,
  createTestDeliveryZone,
  datesFrom,
  deliveryChoice,
  type PlacedOrder,
  placeOrder,
  reviewPayment,
  sendPaymentProof,
  uniqueCustomer,
  uniqueReferenceNumber,
} from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/** This journey's stretch of its own zone's calendar. */
const DAYS_AHEAD = 36

/** What the shopper typed for the rider at checkout (issue 28 §10). */
const rider = {
  address: '7 Rizal Avenue',
  landmark: 'Across the 7-Eleven',
  deliveryInstructions: 'Leave with the guard',
}

test.describe('Deliveries: money, readiness and packing slips (issue 28 §8, §9)', () => {
  test('the screen says not to dispatch an unpaid GCash order and totals the cash to collect per window', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Readiness')
    const placed: PlacedOrder[] = []
    try {
      const [day] = datesFrom(zone, DAYS_AHEAD)
      const morning = deliveryChoice(zone, day!, 'morning')
      const family = uniqueCustomer('Reyes')
      const cash = await placeOrder(page.request, `${family} Cash`, {}, { delivery: morning })
      placed.push(cash)
      const gcash = await placeOrder(
        page.request,
        `${family} GCash`,
        {},
        { delivery: morning, paymentMethod: 'gcash', unit: 'kg' },
      )
      placed.push(gcash)
      const gcashOrder = (name: string) =>
        placeOrder(
          page.request,
          `${family} ${name}`,
          {},
          { delivery: morning, paymentMethod: 'gcash' },
        )
      const rejected = await gcashOrder('Rejected')
      placed.push(rejected)
      await sendPaymentProof(page.request, rejected, uniqueReferenceNumber())
      const rejection = await reviewPayment(page.request, rejected.orderId, {
        reason: 'The amount sent is short.',
      })
      expect(rejection.ok(), await rejection.text()).toBe(true)
      const toVerify = await gcashOrder('Proof')
      placed.push(toVerify)
      await sendPaymentProof(page.request, toVerify, uniqueReferenceNumber())
      const { totalCentavos } = await adminOrder(page.request, cash.orderId)

      await page.goto(`${paths.admin.deliveries}?date=${morning.deliveryDate}`)
      const group = page.getByRole('region', {
        name: new RegExp(`^${formatDeliveryWindow(morning)} · ${zone.zoneName}`),
      })
      await expect(group.getByRole('row', { name: new RegExp(gcash.orderId) })).toContainText(
        'Awaiting payment — do not dispatch',
      )
      await expect(group.getByRole('row', { name: new RegExp(rejected.orderId) })).toContainText(
        'Proof rejected — do not dispatch',
      )
      await expect(group.getByRole('row', { name: new RegExp(toVerify.orderId) })).toContainText(
        'Proof to verify — do not dispatch',
      )
      await expect(group.getByRole('row', { name: new RegExp(cash.orderId) })).toContainText(
        `COD: collect ${formatPeso(totalCentavos)}`,
      )
      // 500 g, 1 kg, 500 g and 500 g; only the cash-on-delivery order pays at the door.
      await expect(group.getByTestId('window-totals')).toHaveText(
        dispatchMessages.windowTotals(4, 2_500, totalCentavos),
      )
      await expect(group.getByTestId('window-totals')).toHaveText(
        `4 orders · 2.5 kg · Cash to collect ${formatPeso(totalCentavos)}`,
      )
      await expectNoA11yViolations(page)
    } finally {
      await zone.remove(placed.map((o) => o.orderId))
    }
  })

  test("a window's slips print one label per order with the address, the money and the QR of its status link", async ({
    page,
    signIn,
    baseURL,
  }) => {
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Slips')
    const placed: PlacedOrder[] = []
    try {
      const [day] = datesFrom(zone, DAYS_AHEAD)
      const afternoon = deliveryChoice(zone, day!, 'afternoon')
      const family = uniqueCustomer('Santos')
      const cash = await placeOrder(
        page.request,
        `${family} Cash`,
        {},
        { delivery: afternoon, rider },
      )
      placed.push(cash)
      const where = await zoneAddress(page.request, zone.id)
      const gcash = await placeOrder(
        page.request,
        `${family} GCash`,
        {},
        { delivery: afternoon, paymentMethod: 'gcash' },
      )
      placed.push(gcash)
      const { totalCentavos } = await adminOrder(page.request, cash.orderId)

      await page.goto(`${paths.admin.deliveries}?date=${afternoon.deliveryDate}`)
      const group = page.getByRole('region', {
        name: new RegExp(`^${formatDeliveryWindow(afternoon)} · ${zone.zoneName}`),
      })
      await group.getByRole('link', { name: /^Print slips for this window/ }).click()
      await expect(page).toHaveURL(/\/admin\/deliveries\/slips\?date=.*&window=\d+-\d+$/)

      const slip = page.getByRole('article', { name: `Slip ${cash.orderId}` })
      await expect(slip).toBeVisible()
      await expect(page.getByTestId('packing-slip')).toHaveCount(2)
      await expectNoA11yViolations(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
      await expect(slip).toBeVisible()
      for (const text of [
        cash.orderId,
        cash.customerName,
        cash.customerPhone,
        '7 Rizal Avenue',
        `${where.barangayName}, ${where.cityName}`,
        where.provinceName,
        'Landmark: Across the 7-Eleven',
        'Delivery instructions: Leave with the guard',
        formatDeliveryWindow(afternoon),
        '1 × 500 g Pork Belly (Liempo)',
        `COD: collect ${formatPeso(totalCentavos)}`,
      ]) {
        await expect(slip).toContainText(text)
      }
      // Printed on its own 100 × 150 mm label.
      const size = await slip.evaluate((el) => {
        const style = getComputedStyle(el)
        return { page: style.getPropertyValue('page'), breakAfter: style.breakAfter }
      })
      expect(size).toEqual({ page: 'slip', breakAfter: 'page' })
      // As the browser prints it: one 100 × 150 mm page per slip, nothing spilling over.
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2)
      const mm = (points: string) => Math.round((Number(points) * 25.4) / 72)
      const pages = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)]
      expect(pages.map(([, width, height]) => [mm(width!), mm(height!)])).toEqual([
        [100, 150],
        [100, 150],
      ])

      // The QR is drawn from the order's status link on the shop's own origin.
      const qr = slip.getByRole('img', {
        name: `QR code of the status link of order ${cash.orderId}`,
      })
      await expect(qr).toBeVisible()
      await expect(qr.locator('path')).toHaveAttribute('d', /^M\d+ \d+h\d+/)
      const statusUrl = await qr.getAttribute('data-qr-url')
      expect(statusUrl).toMatch(
        new RegExp(`^${new URL(baseURL!).origin}/orders/[A-Za-z0-9_-]{22}$`),
      )

      // The unpaid GCash order's slip says not to dispatch it; no landmark was typed for it.
      const unpaid = page.getByRole('article', { name: `Slip ${gcash.orderId}` })
      await expect(unpaid).toContainText('Awaiting payment — do not dispatch')
      await expect(unpaid).toContainText('12 Mabini Street')
      await expect(unpaid).not.toContainText('Landmark')

      // The link opens the shopper's page of that order.
      await page.emulateMedia({ media: 'screen' })
      await page.goto(statusUrl!)
      await expect(page.getByText(cash.orderId).first()).toBeVisible()
    } finally {
      await zone.remove(placed.map((o) => o.orderId))
    }
  })
})
