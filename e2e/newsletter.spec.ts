import type { Page } from '@playwright/test'
import { expect, expectToast, test, toasts } from './support/fixtures.ts'

/**
 * The server allows a few sign-ups per email address an hour (and hundreds per
 * address, every test coming from 127.0.0.1): the journeys that reach the server use
 * addresses of their own; other failures are played by answering the request in the
 * browser.
 */
const invalidTitle = 'Invalid Email'
const invalidText = 'Please enter a valid email address.'

function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo')
  return {
    email: footer.getByLabel('Email address'),
    subscribe: footer.getByRole('button', { name: 'Subscribe' }),
  }
}

const uniqueEmail = (tag: string) =>
  `e2e.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ph`

test.describe('footer newsletter', () => {
  test('refuses an address that does not look like one, without asking the server', async ({
    page,
  }) => {
    let posted = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/subscribers')) posted++
    })
    await page.goto('/')
    const form = footerForm(page)
    for (const bad of ['not-an-email', 'juan @example.ph', 'juan@example', '   ']) {
      await form.email.fill(bad)
      await form.subscribe.click()
      await expectToast(page, invalidTitle, invalidText)
      await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    }
    expect(posted).toBe(0)
  })

  test('thanks a new and an existing subscriber alike, and clears the box', async ({ page }) => {
    const email = uniqueEmail('footer')
    await page.goto('/')
    const form = footerForm(page)

    await form.email.fill(`  ${email.toUpperCase()} `)
    const request = page.waitForRequest('**/api/subscribers')
    await form.subscribe.click()
    expect((await request).postDataJSON()).toEqual({
      email,
      source: 'Newsletter Form',
      website: '',
    })
    await expectToast(page, 'Thank you for subscribing!')
    await expect(form.email).toHaveValue('')

    await page.reload()
    await form.email.fill(email)
    const again = page.waitForResponse('**/api/subscribers')
    await form.subscribe.click()
    expect((await again).status()).toBe(200)
    await expectToast(page, 'Thank you for subscribing!')
    await expect(form.email).toHaveValue('')
  })

  test("shows the server's verdicts: invalid email, too many attempts, no connection", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 422/, /status of 429/, /net::ERR_FAILED/)
    const answers = [
      {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: invalidText,
            fields: { email: invalidText },
          },
        },
      },
      {
        status: 429,
        body: {
          error: {
            code: 'too_many_attempts',
            message: 'Too many attempts. Please wait 10 minutes and try again.',
          },
        },
      },
    ]
    let next = 0
    await page.route('**/api/subscribers', async (route) => {
      const answer = answers[next++]
      if (!answer) return route.abort('failed')
      return route.fulfill({ status: answer.status, json: answer.body })
    })
    await page.goto('/')
    const form = footerForm(page)
    const email = uniqueEmail('mocked')

    await form.email.fill(email)
    await form.subscribe.click()
    await expectToast(page, invalidTitle, invalidText)
    await expect(form.email).toHaveValue(email)

    await form.subscribe.click()
    await expectToast(
      page,
      'Subscription failed',
      'Too many attempts. Please wait 10 minutes and try again.',
    )

    await form.subscribe.click()
    await expectToast(
      page,
      'Subscription failed',
      'Could not reach the server. Check your connection.',
    )
    await expect(form.email).toHaveValue(email)
  })
})

test.describe('footer newsletter over the limit', () => {
  test('says when to try again and keeps the address typed', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/)
    const email = uniqueEmail('again')
    // Signed up five times this hour already (honeypot filled: counted, not stored).
    for (let i = 0; i < 5; i++) {
      const earlier = await page.request.post('/api/subscribers', {
        data: { email, website: 'x' },
      })
      expect(earlier.status()).toBe(200)
    }
    await page.goto('/')
    const form = footerForm(page)
    await form.email.fill(email)
    const answer = page.waitForResponse('**/api/subscribers')
    await form.subscribe.click()
    expect((await answer).status()).toBe(429)
    const wait = /^Too many attempts\. Please try again in (1 hour|\d+ minutes)\.$/
    await expect(toasts(page, 'Subscription failed').first().getByText(wait)).toBeVisible()
    await expect(form.email).toHaveValue(email)
  })
})

test.describe('promotions page newsletter block', () => {
  test('subscribes with the Promotions Page source', async ({ page }) => {
    const email = uniqueEmail('promos')
    await page.goto('/promos')
    const main = page.getByRole('main')
    await main.getByLabel('Email address').fill(email)
    const request = page.waitForRequest('**/api/subscribers')
    await main.getByRole('button', { name: 'Subscribe' }).click()
    expect((await request).postDataJSON()).toMatchObject({ email, source: 'Promotions Page' })
    await expectToast(page, 'Thank you for subscribing!')
    await expect(main.getByLabel('Email address')).toHaveValue('')
  })
})
