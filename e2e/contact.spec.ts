import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, expectToast, test, toasts } from './support/fixtures.ts'

/**
 * The server accepts a few messages per sender email and phone an hour (and hundreds
 * per address, every test coming from 127.0.0.1): the journeys that reach the server
 * write as senders of their own; the other failures are played by answering the
 * request in the browser.
 */
function form(page: Page) {
  const main = page.getByRole('main')
  return {
    name: main.getByLabel('Full Name'),
    email: main.getByLabel('Email Address'),
    phone: main.getByLabel('Phone Number'),
    subject: main.getByLabel('Subject'),
    message: main.getByLabel('Message', { exact: true }),
    send: main.getByRole('button', { name: 'Send Message' }),
  }
}

async function fillValid(page: Page) {
  const f = form(page)
  await f.name.fill('Juan Dela Cruz')
  await f.email.fill('juan.e2e@example.ph')
  await f.phone.fill('+63 917 000 0000')
  await f.subject.fill('Wagyu for a party')
  await f.message.fill('Can you cut 3 kg of ribeye into 1-inch steaks for Saturday?')
}

test.describe('contact page', () => {
  test('shows the shop details from the settings, a map and four FAQ entries', async ({ page }) => {
    const site = (await (await page.request.get('/api/site')).json()) as {
      contactEmail: string
      contactPhone: string
      address: string
    }
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page).toHaveTitle(/^Contact Us \| /)
    const details = page.getByRole('region', { name: 'Get in Touch' })
    await expect(details.getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    )
    await expect(details.getByRole('link', { name: site.contactPhone })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    )
    await expect(details.getByText(site.address)).toBeVisible()
    await expect(details.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    )
    const map = page.locator('iframe[title="Map of our shop in Makati City"]')
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=/,
    )
    await expect(map).toHaveAttribute('loading', 'lazy')

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(4)
    // The same-day sentence reads the zones' schedules (Settings > Shipping & Delivery).
    await expect(faq).toContainText(
      'Yes. Orders placed before 2 PM are delivered the same day in Metro Manila',
    )
    await expect(faq).toContainText('Metro Manila, Cavite and Laguna')
    // Only what checkout offers: no cards, Maya or bank transfer the shop does not take.
    await expect(faq).toContainText('We accept Cash on Delivery and GCash.')
    await expect(faq).not.toContainText(/Visa|Mastercard|Maya|bank transfer|card/i)
    await expect(faq).toContainText('free on orders over ₱2,000')
    await expectNoA11yViolations(page)
  })

  test('puts the validation messages beside the fields', async ({ page }) => {
    await page.goto('/contact')
    const f = form(page)
    await f.send.click()
    await expect(f.name).toHaveAccessibleDescription('Full name is required')
    await expect(f.email).toHaveAccessibleDescription('Email address is required')
    await expect(f.subject).toHaveAccessibleDescription('Subject is required')
    await expect(f.message).toHaveAccessibleDescription('Message is required')
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toBeFocused()

    await f.email.fill('juan@')
    await f.send.click()
    await expect(f.email).toHaveAccessibleDescription('Enter a valid email address')
    await expectNoA11yViolations(page)
  })

  test('sends a message: progress, toast and a cleared form', async ({ page }) => {
    await page.route('**/api/contact', async (route) => {
      // Hold the request a moment so the sending state can be seen.
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await page.goto('/contact')
    await fillValid(page)
    const f = form(page)
    const response = page.waitForResponse('**/api/contact')
    await f.send.click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    await expect(f.name).toBeDisabled()
    expect((await response).status()).toBe(201)
    await expectToast(
      page,
      'Message Sent',
      'Thank you for reaching out. We will get back to you soon.',
    )
    for (const field of [f.name, f.email, f.phone, f.subject, f.message]) {
      await expect(field).toHaveValue('')
      await expect(field).toBeEnabled()
    }
  })

  test('a sender over the limit sees when to try again, and keeps what they typed', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/)
    const email = `busy.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ph`
    // This sender has written five times this hour already (with the honeypot filled, so
    // the messages count but are not stored).
    for (let i = 0; i < 5; i++) {
      const earlier = await page.request.post('/api/contact', {
        data: { name: 'Juan', email, subject: 'Earlier', message: 'Earlier.', website: 'x' },
      })
      expect(earlier.status()).toBe(201)
    }
    await page.goto('/contact')
    const f = form(page)
    await f.name.fill('Juan Dela Cruz')
    await f.email.fill(email)
    await f.subject.fill('Wagyu for a party')
    await f.message.fill('Can you cut 3 kg of ribeye into 1-inch steaks for Saturday?')
    const answer = page.waitForResponse('**/api/contact')
    await f.send.click()
    expect((await answer).status()).toBe(429)
    const wait =
      /^We have received several messages from you in a short time\. Please try again in (1 hour|\d+ minutes)\.$/
    await expect(toasts(page, 'Message Not Sent').first().getByText(wait)).toBeVisible()
    await expect(f.name).toHaveValue('Juan Dela Cruz')
    await expect(f.email).toHaveValue(email)
    await expect(f.subject).toHaveValue('Wagyu for a party')
    await expect(f.message).toHaveValue(
      'Can you cut 3 kg of ribeye into 1-inch steaks for Saturday?',
    )
    await expect(f.send).toBeEnabled()
  })

  test("shows the server's field messages and refusals", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 422/, /status of 429/)
    let calls = 0
    await page.route('**/api/contact', (route) =>
      ++calls === 1
        ? route.fulfill({
            status: 422,
            json: {
              error: {
                code: 'validation_failed',
                message: 'Some fields are invalid',
                fields: { email: 'Enter a valid email address' },
              },
            },
          })
        : route.fulfill({
            status: 429,
            json: {
              error: {
                code: 'too_many_attempts',
                message: 'Too many attempts. Please wait 10 minutes and try again.',
              },
            },
          }),
    )
    await page.goto('/contact')
    await fillValid(page)
    const f = form(page)
    await f.send.click()
    await expect(f.email).toHaveAccessibleDescription('Enter a valid email address')
    await expect(f.email).toBeFocused()

    await f.send.click()
    await expectToast(
      page,
      'Message Not Sent',
      'Too many attempts. Please wait 10 minutes and try again.',
    )
    await expect(f.name).toHaveValue('Juan Dela Cruz')
  })
})
