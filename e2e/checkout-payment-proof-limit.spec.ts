import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { paths } from '#shared/paths.ts'
import { MAX_PROOFS_PER_ORDER, paymentMessages } from '#shared/payment-state.ts'
import { placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import {
  fillProofForm,
  paymentPanel,
  proofScreenshot,
  uploadProofButton,
} from './checkout-helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

test('a shopper who sent five screenshots reads why a sixth is not taken', async ({
  page,
  allowConsoleErrors,
}) => {
  // The sixth upload is refused by the server on purpose.
  allowConsoleErrors(/status of 409/)
  const order = await placeOrder(
    page.request,
    uniqueCustomer('Capped'),
    {},
    { paymentMethod: 'gcash' },
  )
  const png = await proofScreenshot(30, { width: 120, height: 240 })
  for (let i = 0; i < MAX_PROOFS_PER_ORDER; i++) {
    const sent = await page.request.post(orderApiPaths.paymentProof(order.accessToken), {
      multipart: { referenceNumber: `900000000000${i}`, file: png },
    })
    expect(sent.status(), await sent.text()).toBe(201)
  }

  await page.goto(paths.orderPage(order.accessToken))
  const panel = paymentPanel(page)
  await panel.getByRole('button', { name: 'Replace proof' }).click()
  await fillProofForm(page, png, '9000000000009')
  await uploadProofButton(page).click()
  await expectToast(page, 'Proof Not Sent', paymentMessages.tooManyProofs)
})
