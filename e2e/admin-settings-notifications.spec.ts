import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * The Email Notifications card. Other settings journeys run beside this one on the
 * same server: it changes only the from name and puts it back. The e2e server has
 * neither SMTP nor EmailJS, so a test send answers 'not configured'.
 */
function notificationsCard(page: Page) {
  const card = page.getByRole('region', { name: 'Email Notifications' })
  return {
    card,
    emails: card.getByLabel('Notification emails'),
    fromName: card.getByLabel('From name'),
    replyTo: card.getByLabel('Reply-to email'),
    newOrders: card.getByRole('switch', { name: 'Send an email for every new order' }),
    save: card.getByRole('button', { name: 'Save Notification Settings' }),
    test: card.getByRole('button', { name: 'Send test email' }),
  }
}

async function openNotifications(page: Page) {
  await page.goto('/admin/settings')
  const n = notificationsCard(page)
  await expect(n.emails).not.toHaveValue('')
  return n
}

test.describe('admin settings: email notifications', () => {
  test('refuses invalid addresses, for saving and for a test send, listing them', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const n = await openNotifications(page)
    await expect(n.card.getByText('No email provider is configured')).toBeVisible()
    await expect(n.newOrders).toBeChecked()
    const saved = await n.emails.inputValue()

    await n.emails.fill(`${saved}, a@, b@c`)
    await n.save.click()
    await expectToast(page, 'Invalid Email Address', 'a@, b@c')
    await expect(n.card.getByText('Invalid Email Address: a@, b@c')).toBeVisible()
    await expect(n.emails).toHaveAttribute('aria-invalid', 'true')

    await n.test.click()
    await expectToast(page, 'Cannot Send Test', 'Invalid Email Address: a@, b@c')
    await expectNoA11yViolations(page)

    // Nothing was saved: a fresh load shows the addresses as they were.
    await page.reload()
    await expect(notificationsCard(page).emails).toHaveValue(saved)
  })

  test('saves a changed from name, then restores it', async ({ page, signIn }) => {
    await signIn('admin')
    const n = await openNotifications(page)
    const original = await n.fromName.inputValue()
    const changed = `E2E Sender ${Date.now()}`
    try {
      await n.fromName.fill(changed)
      await n.save.click()
      await expectToast(page, 'Notification Settings Saved')
      await page.reload()
      await expect(notificationsCard(page).fromName).toHaveValue(changed)
    } finally {
      const again = notificationsCard(page)
      await again.fromName.fill(original)
      await again.save.click()
      await expectToast(page, 'Notification Settings Saved')
    }
    await page.reload()
    await expect(notificationsCard(page).fromName).toHaveValue(original)
  })

  test('a test send says that no email provider is configured', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the 503 itself; that answer is the point of this journey.
    allowConsoleErrors(/status of 503/)
    await signIn('admin')
    const n = await openNotifications(page)
    await n.test.click()
    await expectToast(page, 'Test Email Failed')
    await expect(
      page.getByText(/^No email provider is configured: set SMTP_URL, or the EmailJS keys/),
    ).toBeVisible()
  })
})
