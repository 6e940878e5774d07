import {
  field,
  fillCheckout,
  openCheckoutWithLiempo,
  placeOrderButton,
  uniqueEmail,
} from './checkout-helpers.ts'
import {
  expectInert,
  expectShownAsText,
  hostile,
  payloads,
  watchDialogs,
} from './security-xss.helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

/**
 * Stored XSS through what shoppers type: the checkout form, the contact form, the
 * newsletter and the order lookup. Staff read those values in the back office, the
 * classic target of a stored payload, so the admin screens are checked too.
 */
test.describe('stored XSS from shoppers', () => {
  test('markup typed at checkout stays text for the shopper and in the order dialog', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000)
    const dialogs = watchDialogs(page)
    const typed = {
      fullName: hostile('XSS Shopper', 'img'),
      address: hostile('Street', 'svg'),
      landmark: hostile('Landmark', 'script'),
      deliveryInstructions: '<b>Leave with the guard</b>',
    }
    const email = uniqueEmail('xss')
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, email)
    await field(page, 'Full Name').fill(typed.fullName)
    await field(page, 'Street and House Number').fill(typed.address)
    await field(page, 'Landmark (optional)').fill(typed.landmark)
    await field(page, 'Delivery Instructions (optional)').fill(typed.deliveryInstructions)
    await placeOrderButton(page).click()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    expect(orderId).toMatch(/^E2E-/)
    await expectInert(page, dialogs)

    // The shopper's order page (found by id and email).
    await page.getByRole('link', { name: 'Track your order' }).click()
    const order = page.getByRole('article', { name: `Order ${orderId}` })
    await expectShownAsText(
      page,
      dialogs,
      [typed.address, typed.landmark, typed.deliveryInstructions],
      order,
    )

    // Staff: the list, the dialog, and a note typed into the real form.
    await signIn('admin')
    await page.goto(`/admin/orders?q=${orderId}`)
    await expectShownAsText(page, dialogs, [typed.fullName])
    await page.getByRole('button', { name: `View order ${orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` })
    await expectShownAsText(page, dialogs, [typed.fullName, typed.address, typed.landmark], dialog)
    const note = hostile('Note', 'img')
    await dialog.getByLabel('Internal notes').fill(note)
    await dialog.getByRole('button', { name: 'Add Note' }).click()
    await expectToast(page, 'Note Added')
    await expectShownAsText(page, dialogs, [note], dialog.getByRole('region', { name: 'Timeline' }))
    await page.goto('/admin')
    await expectInert(page, dialogs)
  })

  test('markup sent through the contact form stays text in the inbox and outbox', async ({
    page,
    signIn,
  }) => {
    const dialogs = watchDialogs(page)
    const typed = {
      name: hostile('XSS Sender', 'svg'),
      subject: hostile('Subject', 'img'),
      message: `${hostile('Message', 'script')}\n${payloads.template}`,
    }
    await page.goto('/contact')
    const main = page.getByRole('main')
    await main.getByLabel('Full Name').fill(typed.name)
    await main.getByLabel('Email Address').fill('xss.e2e@example.ph')
    await main.getByLabel('Phone Number').fill('+63 917 111 2222')
    await main.getByLabel('Subject').fill(typed.subject)
    await main.getByLabel('Message', { exact: true }).fill(typed.message)
    await main.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Message Sent')
    await expectInert(page, dialogs)

    await signIn('admin')
    await page.goto('/admin/messages')
    const message = page.getByRole('article', { name: typed.subject })
    await expectShownAsText(page, dialogs, [typed.name, typed.subject, payloads.template], message)
    await page.getByRole('link', { name: 'Email outbox' }).click()
    await page.getByLabel('Show').selectOption('pending')
    await expectShownAsText(page, dialogs, [`Contact form: ${typed.subject}`])
  })

  test('the newsletter and subscriber forms refuse markup as an address', async ({
    page,
    signIn,
  }) => {
    const dialogs = watchDialogs(page)
    const address = `"${payloads.img}"@example.ph`
    const subscribe = await page.request.post('/api/subscribers', { data: { email: address } })
    expect(subscribe.status()).toBe(422)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address').fill(address)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.')
    await expectInert(page, dialogs)

    await signIn('admin')
    const add = await page.request.post('/api/admin/subscribers', { data: { email: address } })
    expect(add.status()).toBe(422)
    await page.goto('/admin/subscribers')
    await expectInert(page, dialogs)
  })

  test('markup in an old order link is shown back as text, never run', async ({ page }) => {
    const dialogs = watchDialogs(page)
    const orderId = payloads.svg
    await page.goto(
      `/order-status?${new URLSearchParams({ orderId, email: 'a@example.ph' }).toString()}`,
    )
    // The server looked it up and sent the form back the id alone (decision 0072).
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    expect(page.url()).not.toContain('email')
    await expect(field(page, 'Order ID')).toHaveValue(orderId)
    await expectInert(page, dialogs)
  })
})
