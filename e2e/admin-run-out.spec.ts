import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { runOutLabels, runOutOutcomeLabels } from '#shared/preparation.ts'
import { runOutMessages } from '#shared/run-out.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { addressFields, zoneAddress } from './address-helpers.ts'
import {
  adminOrder,
  createTestDeliveryZone,
  datesFrom,
  deliveryChoice,
  type OrderDeliveryChoice,
  uniqueCustomer,
  uniquePhone,
} from './admin-orders.helpers.ts'
import { findProduct } from './cart-lines.ts'
import { liempoName, ribeyeName } from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * Issue 31 §3 on a 360 px phone: the shopper's 'If this runs out' on the packing list,
 * and staff marking a line unavailable: 'Remove it and refund' re-prices the order,
 * 'Text or call me first' flags 'Call the customer' on the Deliveries screen.
 */

/** This journey's stretch of the calendar: 50 days on, where no other journey books. */
const DAYS_AHEAD = 50

/** Places 500 g of liempo ('Remove it and refund') and 1 kg of ribeye ('Text or call me first'). */
async function placeWithRunOutChoices(
  request: APIRequestContext,
  customerName: string,
  delivery: OrderDeliveryChoice,
): Promise<string> {
  const [liempo, ribeye] = await Promise.all([
    findProduct(request, liempoName),
    findProduct(request, ribeyeName),
  ])
  const response = await request.post(orderApiPaths.place, {
    data: {
      fullName: customerName,
      email: `${randomUUID().slice(0, 8)}@example.ph`,
      phone: uniquePhone(),
      address: '12 Mabini Street',
      ...addressFields(await zoneAddress(request, delivery.zoneId)),
      deliveryDate: delivery.deliveryDate,
      deliveryWindowId: delivery.deliveryWindowId,
      paymentMethod: 'cod',
      lines: [
        { kind: 'product', productId: liempo.id, unit: '500g', quantity: 1, ifRunsOut: 'remove' },
        { kind: 'product', productId: ribeye.id, unit: 'kg', quantity: 1, ifRunsOut: 'call' },
      ],
      idempotencyKey: randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { orderId: string }).orderId
}

function lineOf(order: AdminOrder, name: string) {
  const line = order.items.find((i) => i.name === name)
  if (!line) throw new Error(`${order.orderId} has no ${name} line`)
  return line
}

async function openOrder(page: Page, orderId: string) {
  await page.goto(`${paths.admin.orders}?q=${orderId}`)
  await page.getByRole('button', { name: `View order ${orderId}` }).click()
  return page.getByRole('dialog', { name: `Order ${orderId}` })
}

test.describe('a cut that runs out', () => {
  test('staff see the choice on the packing list, remove one line and flag the other', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(phoneViewport)
    // Creating the journey's own zone is an admin's; marking lines is any staff's.
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Run out')
    const orderIds: string[] = []
    try {
      const [day] = datesFrom(zone, DAYS_AHEAD)
      const morning = deliveryChoice(zone, day!, 'morning')
      const orderId = await placeWithRunOutChoices(page.request, uniqueCustomer('Santos'), morning)
      orderIds.push(orderId)
      const placed = await adminOrder(page.request, orderId)
      const liempo = lineOf(placed, liempoName)

      // The packing list says what the shopper asked for.
      await page.goto(`${paths.admin.deliveries}?date=${morning.deliveryDate}`)
      const packing = page.getByRole('region', { name: 'Packing list' })
      await expect(packing).toContainText(`1 × 500 g ${liempoName}`)
      await expect(packing).toContainText(`If this runs out: ${runOutLabels.remove}`)
      await expectNoSidewaysScroll(page)

      // The order dialog offers exactly the shopper's choice.
      const dialog = await openOrder(page, orderId)
      const items = dialog.getByRole('region', { name: 'Items' })
      const liempoLine = items.getByRole('listitem').filter({ hasText: liempoName })
      const ribeyeLine = items.getByRole('listitem').filter({ hasText: ribeyeName })
      await expect(liempoLine).toContainText(`If this runs out: ${runOutLabels.remove}`)
      await expect(ribeyeLine).toContainText(`If this runs out: ${runOutLabels.call}`)

      await liempoLine.getByRole('button', { name: `Mark unavailable: ${liempoName}` }).click()
      await expect(liempoLine.getByRole('button', { name: 'Call the customer' })).toHaveCount(0)
      await liempoLine.getByRole('button', { name: 'Remove and refund' }).click()
      await expectToast(
        page,
        'Line Marked Unavailable',
        `${liempoName}: ${runOutMessages.markedRemoved}`,
      )
      await expect(liempoLine).toContainText(runOutOutcomeLabels.removed)
      const newTotal = placed.totalCentavos - liempo.lineTotalCentavos
      const total = items
        .getByRole('term')
        .filter({ hasText: /^Total$/ })
        .locator('xpath=..')
      await expect(total.getByRole('definition')).toContainText(formatPeso(newTotal))
      const timeline = dialog.getByRole('region', { name: 'Timeline' })
      await expect(timeline).toContainText(
        runOutMessages.removedNote(liempoName, liempo.lineTotalCentavos),
      )

      // The line that asks to call first is flagged for the Deliveries screen.
      await ribeyeLine.getByRole('button', { name: `Mark unavailable: ${ribeyeName}` }).click()
      await expect(ribeyeLine.getByRole('button', { name: 'Remove and refund' })).toHaveCount(0)
      await ribeyeLine.getByRole('button', { name: 'Call the customer' }).click()
      await expectToast(
        page,
        'Line Marked Unavailable',
        `${ribeyeName}: ${runOutMessages.markedCall}`,
      )
      await expect(timeline).toContainText(runOutMessages.callNote(ribeyeName))
      // Agreed on the phone: now removing or replacing it is offered.
      await ribeyeLine.getByRole('button', { name: `Mark unavailable: ${ribeyeName}` }).click()
      await expect(ribeyeLine.getByRole('button', { name: 'Remove and refund' })).toBeVisible()
      await expect(ribeyeLine.getByLabel(/^Replace with/)).toBeVisible()
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')

      await page.goto(`${paths.admin.deliveries}?date=${morning.deliveryDate}`)
      const row = page
        .getByRole('region', { name: new RegExp(` · ${zone.zoneName}`) })
        .getByRole('row', { name: new RegExp(`^${orderId}`) })
      await expect(row).toContainText(runOutOutcomeLabels.call_customer)
      await expect(row).toContainText(formatPeso(newTotal))
      await expectNoSidewaysScroll(page)

      const after = await adminOrder(page.request, orderId)
      expect(after.totalCentavos).toBe(newTotal)
      expect(lineOf(after, ribeyeName).runOutOutcome).toBe('call_customer')
    } finally {
      for (const id of orderIds) {
        await page.request.patch(adminOrdersApiPaths.status(id), { data: { status: 'cancelled' } })
      }
      await zone.remove([])
    }
  })
})
