import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { phMobileKey } from '#shared/mobile-number.ts'
import {
  type SemaphoreStandIn,
  startSemaphoreStandIn,
} from '#tests/support/sms/semaphore-stand-in-process.ts'
import { uniquePhone } from './admin-orders.helpers.ts'
import {
  fillCheckout,
  openCheckoutWithLiempo,
  placeOrderButton,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectToast, test as shared } from './support/fixtures.ts'
import { OWN_SHOP_START_MS, type OwnShop, ownShopBaseURL, useOwnShop } from './support/own-shop.ts'
import { phoneViewport } from './support/screens.ts'

/**
 * Every order from a real person (issue 27), on a shop of this spec's own that texts
 * through a stand-in of the Semaphore API started as its own process: the shopper
 * reads the code from the text, as on a phone; the order's texts arrive there too.
 */
const test = shared.extend<Record<never, never>, { sms: SemaphoreStandIn; shop: OwnShop }>({
  sms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires object destructuring here.
    async ({}, use) => {
      const sms = await startSemaphoreStandIn()
      try {
        await use(sms)
      } finally {
        await sms.stop()
      }
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ sms }, use) => useOwnShop('verified-phone', sms.smsEnv('PrimeCuts'), use),
    { scope: 'worker', timeout: OWN_SHOP_START_MS },
  ],
  baseURL: ownShopBaseURL,
})

test.describe('a verified phone on a 360 px phone', () => {
  test.use({ viewport: phoneViewport, isMobile: true, hasTouch: true })

  test('a new number is verified by the texted code; the order texts follow; the next order asks for no code', async ({
    page,
    sms,
    shop,
    allowConsoleErrors,
  }) => {
    test.slow()
    // The wrong code below is refused with 422, as the browser logs it.
    allowConsoleErrors(/status of 422/)
    const phone = uniquePhone()
    const number = `0${phMobileKey(phone)}`
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('verified'), 'Metro Manila', phone)
    await expect(page.getByLabel('Text me updates about this order')).toBeChecked()
    await placeOrderButton(page).click()

    // Nothing is placed yet: the page asks for the code, with everything typed kept.
    const codeField = page.getByLabel(
      `Enter the 6-digit code we sent to ${number.slice(0, 4)} ••• ${number.slice(-4)}`,
    )
    await expect(codeField).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(phone)
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Change number' })).toBeVisible()

    const [codeText] = await sms.waitForMessages(number, 1)
    const code = codeText!.message.match(/\b(\d{6})\b/)![1]!
    // A wrong code first, as a shopper mistyping it.
    await codeField.fill(code === '000000' ? '111111' : '000000')
    await placeOrderButton(page).click()
    await expect(
      page.getByText('That code is not right. Check the text message and try again.'),
    ).toBeVisible()
    await codeField.fill(code)
    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''

    // The order-placed text, then out for delivery and delivered as staff move it on.
    const placed = await sms.waitForMessages(number, 2)
    expect(placed[1]!.message).toContain(orderId)
    const admin = await shop.signInAdmin()
    for (const status of ['processing', 'shipped', 'completed'] as const) {
      const moved = await admin.patch(adminOrdersApiPaths.status(orderId), { data: { status } })
      expect(moved.status(), await moved.text()).toBe(200)
    }
    const texts = await sms.waitForMessages(number, 4, 30_000)
    expect(texts.map((t) => t.message).join('\n')).toMatch(/out for delivery/i)
    expect(texts.map((t) => t.message).join('\n')).toMatch(/delivered/i)
    await admin.dispose()

    // The same browser orders again with the same number: no code.
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('verified-again'), 'Metro Manila', phone)
    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    expect(
      (await sms.messages(number)).filter((t) => /^\d{6} is your /.test(t.message)),
    ).toHaveLength(1)
  })
})

test.describe('the code step', () => {
  test('Resend code waits a minute and then asks the shop; Change number goes back to the phone', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The shop refuses a second code within a minute of the first (its clock is real).
    allowConsoleErrors(/status of 429/)
    await page.clock.install()
    const phone = uniquePhone()
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('resend'), 'Metro Manila', phone)
    await placeOrderButton(page).click()
    const resend = page.getByRole('button', { name: 'Resend code' })
    await expect(page.getByText(/^You can ask for a new code in \d+ s\.$/)).toBeVisible()
    await expect(resend).toBeDisabled()

    // A minute on the phone's clock: the button is active; the shop, on its own clock, still says wait.
    await page.clock.fastForward(61_000)
    await expect(resend).toBeEnabled()
    await resend.click()
    await expect(
      page.getByText(/^Please wait (\d+ seconds|1 minute) before asking for another code\.$/),
    ).toBeVisible()

    // Another number: the code step ends and Place Order asks for the new number's code.
    await page.getByRole('button', { name: 'Change number' }).click()
    await expect(page.getByLabel('Phone', { exact: true })).toBeFocused()
    await expect(page.getByLabel(/^Enter the 6-digit code we sent to /)).toHaveCount(0)
    const other = uniquePhone()
    await page.getByLabel('Phone', { exact: true }).fill(other)
    await placeOrderButton(page).click()
    const key = phMobileKey(other)!
    await expect(
      page.getByLabel(`Enter the 6-digit code we sent to 0${key.slice(0, 3)} ••• ${key.slice(-4)}`),
    ).toBeVisible()
  })
})

test.describe('Settings > Checkout', () => {
  test('the admin turns verification off: checkout asks for no code; on again, it asks', async ({
    page,
    shop,
    sms,
  }) => {
    test.slow()
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(shop.admin.email)
    await page.getByLabel('Password', { exact: true }).fill(shop.admin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    const setVerification = async (on: boolean) => {
      await page.goto('/admin/settings')
      const card = page.getByRole('region', { name: 'Checkout' })
      const verify = card.getByLabel('Verify mobile numbers at checkout')
      await expect(verify).toBeEnabled()
      await verify.setChecked(on)
      await card.getByRole('button', { name: 'Save Checkout Settings' }).click()
      await expectToast(page, 'Checkout Settings Saved')
    }

    await setVerification(false)
    const phone = uniquePhone()
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('unverified'), 'Metro Manila', phone)
    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    const codeTexts = async () =>
      (await sms.messages(`0${phMobileKey(phone)}`)).filter((t) =>
        /^\d{6} is your /.test(t.message),
      )
    expect(await codeTexts()).toHaveLength(0)

    await setVerification(true)
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('asked-again'), 'Metro Manila', phone)
    await placeOrderButton(page).click()
    await expect(page.getByLabel(/^Enter the 6-digit code we sent to /)).toBeVisible()
    await expect.poll(codeTexts).toHaveLength(1)
  })
})
