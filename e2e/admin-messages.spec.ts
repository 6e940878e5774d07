import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * The contact inbox and the email outbox. The e2e server has no SMTP, so the
 * email a contact message queues stays waiting, where an admin can see it.
 */
async function sendContactMessage(page: Page, subject: string) {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await main.getByLabel('Full Name').fill('Maria Santos')
  await main.getByLabel('Email Address').fill('maria.e2e@example.ph')
  await main.getByLabel('Phone Number').fill('+63 917 111 2222')
  await main.getByLabel('Subject').fill(subject)
  await main
    .getByLabel('Message', { exact: true })
    .fill('Do you deliver to Quezon City on Sundays?')
  await main.getByRole('button', { name: 'Send Message' }).click()
  await expectToast(page, 'Message Sent')
}

test.describe('admin messages', () => {
  test('a contact message reaches the inbox, is marked handled, and its email waits in the outbox', async ({
    page,
    signIn,
  }) => {
    const subject = `Sunday delivery ${Date.now()}`
    await sendContactMessage(page, subject)

    await signIn('admin')
    await page.goto('/admin/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    const message = page.getByRole('article', { name: subject })
    await expect(message).toBeVisible()
    await expect(message.getByRole('link', { name: 'maria.e2e@example.ph' })).toHaveAttribute(
      'href',
      'mailto:maria.e2e@example.ph',
    )
    await expect(message.getByText('Do you deliver to Quezon City on Sundays?')).toBeVisible()
    await expectNoA11yViolations(page)

    await message.getByRole('button', { name: `Mark as handled: ${subject}` }).click()
    await expectToast(page, 'Message Handled')
    await expect(message).toBeHidden()
    await page.getByLabel('Show').selectOption('handled')
    await expect(page.getByRole('article', { name: subject })).toBeVisible()
    await expect(
      page.getByRole('article', { name: subject }).getByText('Handled', { exact: true }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Email outbox' }).click()
    await page.getByLabel('Show').selectOption('pending')
    const row = page.getByRole('row').filter({ hasText: `Contact form: ${subject}` })
    await expect(row).toBeVisible()
    await expect(row.getByText('Waiting')).toBeVisible()
    await expectNoA11yViolations(page)
    await row.getByRole('button', { name: `Send now: Contact form: ${subject}` }).click()
    await expectToast(page, 'Email Queued')
    await expect(row.getByText('Waiting')).toBeVisible()
  })

  test('an editor is sent to the dashboard', async ({ page, signIn }) => {
    await signIn('editor')
    await page.goto('/admin/messages')
    await expect(page).toHaveURL(/\/admin$/)
  })
})
