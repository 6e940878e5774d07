import type { Locator, Page } from '@playwright/test'
import { paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import {
  MAX_ONLINE_PAYMENT_DEADLINE_MINUTES,
  MIN_ONLINE_PAYMENT_DEADLINE_MINUTES,
  onlineMethodLabels,
  onlineMethodTypes,
  onlinePaymentScreenTexts as texts,
} from '#shared/online-payment.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * Settings > Online payments (issue 32) on the shared journey server, which has no
 * PayMongo keys: the card says so and names them, and its settings are still saved
 * for when they are set. Nobody else writes this section; the journey puts it back.
 */
const card = (page: Page) => page.getByRole('region', { name: texts.settingsTitle })
const saveButton = (page: Page) =>
  card(page).getByRole('button', { name: 'Save Online Payment Settings' })
const method = (page: Page, type: (typeof onlineMethodTypes)[number]) =>
  card(page).getByRole('checkbox', { name: onlineMethodLabels[type], exact: true })
const deadline = (page: Page) => card(page).getByLabel(texts.deadlineLabel)
const switchToCash = (page: Page) =>
  card(page).getByRole('checkbox', { name: texts.allowSwitchToCodLabel })

async function openSettings(page: Page) {
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(deadline(page)).not.toHaveValue('')
}

async function save(page: Page, button: Locator) {
  await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().includes('/api/admin/settings/online-payments') && r.request().method() === 'PUT',
      { timeout: 30_000 },
    ),
    button.click(),
  ])
  await expectToast(page, 'Online Payment Settings Saved')
}

async function setMethods(page: Page, wanted: readonly string[]) {
  for (const type of onlineMethodTypes) await method(page, type).setChecked(wanted.includes(type))
}

test.describe('Settings > Online payments', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('says PayMongo is not configured and how to set it up, and saves the choices for then', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    await openSettings(page)
    const online = card(page)
    await expect(online.getByText('Not configured', { exact: true })).toBeVisible()
    await expect(online).toContainText('PAYMONGO_SECRET_KEY')
    await expect(online).toContainText('PAYMONGO_WEBHOOK_SECRET')
    await expect(online).toContainText('docs/operations.md')

    // The address to register in PayMongo's dashboard, copied in one tap.
    const webhook = online.locator('#paymongo-webhook-url')
    await expect(webhook).toHaveText(new RegExp(`${paymentGatewayApiPaths.paymongoWebhook}$`))
    await online.getByRole('button', { name: texts.copyWebhookUrl }).click()
    await expectToast(page, texts.webhookUrlCopied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await webhook.textContent(),
    )
    await expectNoA11yViolations(page)

    // Refused before anything is sent: no way to pay, a deadline out of bounds.
    const bounds = `Enter whole minutes from ${MIN_ONLINE_PAYMENT_DEADLINE_MINUTES} to ${MAX_ONLINE_PAYMENT_DEADLINE_MINUTES}`
    await setMethods(page, [])
    await deadline(page).fill(String(MIN_ONLINE_PAYMENT_DEADLINE_MINUTES - 1))
    await saveButton(page).click()
    await expect(online.getByText('Choose at least one way to pay online')).toBeVisible()
    await expect(online.getByText(bounds)).toBeVisible()
    await expect(deadline(page)).toHaveAttribute('aria-invalid', 'true')

    try {
      await setMethods(page, ['gcash', 'card'])
      await deadline(page).fill('90')
      await switchToCash(page).uncheck()
      await save(page, saveButton(page))

      await page.reload()
      await expect(deadline(page)).toHaveValue('90')
      await expect(method(page, 'gcash')).toBeChecked()
      await expect(method(page, 'card')).toBeChecked()
      await expect(method(page, 'paymaya')).not.toBeChecked()
      await expect(method(page, 'qrph')).not.toBeChecked()
      await expect(switchToCash(page)).not.toBeChecked()
    } finally {
      await openSettings(page)
      const defaults = defaultSettings.onlinePayments
      await setMethods(page, defaults.methods)
      await deadline(page).fill(String(defaults.paymentDeadlineMinutes))
      await switchToCash(page).setChecked(defaults.allowSwitchToCod)
      await save(page, saveButton(page))
    }
  })
})
