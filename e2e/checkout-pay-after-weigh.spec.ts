import type { APIRequestContext } from '@playwright/test'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import { paymentStateLabels } from '#shared/payment-state.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import type { AdminOutboxEmail, AdminOutboxText } from '#shared/schemas/admin-messages.ts'
import { adminOrder, proofPng, uniqueReferenceNumber } from './admin-orders.helpers.ts'
import { findProduct } from './cart-lines.ts'
import {
  fillCheckout,
  fillProofForm,
  orderLinkOnConfirmation,
  paymentPanel,
  placeOrderButton,
  ribeyeName,
  uniqueEmail,
  uploadProofButton,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

/**
 * GCash 'Pay after we weigh' (issue 28 §3, docs/product-rules.md §12): the shopper pays
 * the final amount once staff have weighed the order; the deadline starts then.
 */

async function emailSubjectsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(adminOutboxApiPaths.list('all'))
  expect(response.status(), await response.text()).toBe(200)
  const { items } = (await response.json()) as AdminPage<AdminOutboxEmail>
  return items.filter((e) => e.to.includes(email)).map((e) => e.subject)
}

async function textsAbout(request: APIRequestContext, orderId: string): Promise<string[]> {
  const response = await request.get(adminOutboxApiPaths.texts('all'))
  expect(response.status(), await response.text()).toBe(200)
  const { items } = (await response.json()) as AdminPage<AdminOutboxText>
  return items.filter((t) => t.orderId === orderId).map((t) => t.message)
}

test.describe('pay after we weigh on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('placed to pay after weighing, packed, told the final amount, paid and verified', async ({
    page,
    signIn,
  }) => {
    const email = uniqueEmail('weigh')
    const ribeye = await findProduct(page.request, ribeyeName)

    // The shopper taps at once, as on a phone: no waiting for the page beyond its load.
    await page.goto(paths.product(ribeye.id))
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart')
    await page.goto(paths.checkout)
    await fillCheckout(page, email)
    await page.getByRole('radio', { name: /GCash/ }).check()
    const later = page.getByRole('radio', { name: payAfterWeighMessages.optionLabel })
    await expect(page.getByRole('radio', { name: payAfterWeighMessages.payNowLabel })).toBeChecked()
    await later.check()
    await expectNoA11yViolations(page)
    await placeOrderButton(page).click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    const orderLink = await orderLinkOnConfirmation(page)
    // Nothing to pay yet, so no proof is asked for.
    await expect(paymentPanel(page)).toContainText(payAfterWeighMessages.waitingForWeight)
    await expect(paymentPanel(page).getByLabel('GCash reference number')).toHaveCount(0)

    // Staff weigh the steak at 1.070 kg: ₱59.50 more.
    const staff = await signIn('admin')
    const placed = await adminOrder(page.request, orderId)
    expect(placed.payAfterWeigh).toBe(true)
    expect(placed.payment?.dueAt).toBeNull()
    const line = placed.items.find((i) => i.name === ribeyeName)!
    const packed = await page.request.put(adminOrdersApiPaths.packedWeight(orderId, line.id), {
      data: { packedGrams: 1070, packingVersion: placed.packingVersion },
    })
    expect(packed.status(), await packed.text()).toBe(200)
    const finalTotal = placed.totalCentavos + 5_950
    const weighed = await adminOrder(page.request, orderId)
    expect(weighed.totalCentavos).toBe(finalTotal)
    expect(weighed.payment?.dueAt).not.toBeNull()

    // The final amount is emailed and texted.
    await expect
      .poll(() => emailSubjectsTo(page.request, email))
      .toContain(`Your order ${orderId} is packed: final amount ${formatPeso(finalTotal)}`)
    const texts = await textsAbout(page.request, orderId)
    expect(
      texts.some((m) => /Pay PHP [0-9,.]+ .*by /i.test(m)),
      texts.join('\n'),
    ).toBe(true)

    // The order page asks for the final amount now, with a proof.
    await page.goto(orderLink)
    // Exact: the GCash details inside it while money is owed are a region too.
    const panel = page.getByRole('main').getByRole('region', { name: 'GCash Payment', exact: true })
    await expect(panel).toContainText('Amount due')
    await expect(panel).toContainText(formatPeso(finalTotal))
    await expect(panel).not.toContainText(payAfterWeighMessages.waitingForWeight)
    await fillProofForm(
      page,
      { name: 'gcash.png', mimeType: 'image/png', buffer: await proofPng() },
      uniqueReferenceNumber(),
    )
    await uploadProofButton(page).click()
    await expect(panel.getByText(paymentStateLabels.submitted, { exact: true })).toBeVisible()

    // Staff verify it on the order desk (accepting the amount received as filled in).
    await page.goto(`${paths.admin.orders}?q=${orderId}`)
    await page.getByRole('button', { name: `View order ${orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` })
    const payment = dialog.getByRole('region', { name: 'Payment', exact: true })
    await expect(dialog).toContainText(payAfterWeighMessages.staffLabel)
    await expect(payment).toContainText(formatPeso(finalTotal))
    // The amount received is filled with the final amount, the one the proof was asked for.
    await expect(payment.getByLabel(/^Amount received/)).toHaveValue((finalTotal / 100).toFixed(2))
    await payment.getByRole('button', { name: 'Verify Payment' }).click()
    await expect(payment).toContainText(paymentStateLabels.verified)
    await expect(payment).toContainText(staff.name)

    await page.goto(orderLink)
    await expect(panel).toContainText(paymentStateLabels.verified)
  })
})
