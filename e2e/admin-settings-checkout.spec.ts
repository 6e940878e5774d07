import { phoneVerificationMessages } from '#shared/phone-verification.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/**
 * Settings > Checkout on the shared e2e server, which has no SMS gateway: phone
 * verification is off and cannot be turned on, and the card says why. (With a
 * gateway: e2e/checkout-verified-phone.spec.ts.)
 */
test('without an SMS gateway, verifying mobile numbers is off and the card says why', async ({
  page,
  signIn,
}) => {
  await signIn('admin')
  await page.goto('/admin/settings')
  const card = page.getByRole('region', { name: 'Checkout' })
  const verify = card.getByLabel('Verify mobile numbers at checkout')
  await expect(verify).not.toBeChecked()
  await expect(verify).toBeDisabled()
  await expect(card.getByText(phoneVerificationMessages.noGateway)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Save Checkout Settings' })).toHaveCount(0)
  await expectNoA11yViolations(page)
})
