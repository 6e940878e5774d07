import { deliveryDateLabel } from '#shared/delivery-schedule.ts'
import { uniquePhone } from './admin-orders.helpers.ts'
import {
  checkoutOptions,
  deliverySlots,
  field,
  openCheckoutWithLiempo,
  placeOrderButton,
  serverToday,
  summaryValue,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * An address a rider can find (issue 28 §10): province, then city or municipality
 * (only those the zones serve), then barangay from the PSGC list, then street, an
 * optional landmark and instructions. The zone, its fee and its delivery dates follow
 * from the city; the details typed are kept on the device.
 */
test.describe('checkout address', () => {
  test('on a 360 px phone, Cavite > Bacoor > a barangay: the zone, fee and dates follow the city', async ({
    page,
  }) => {
    await page.setViewportSize(phoneViewport)
    const options = await checkoutOptions(page)
    const zoneId = (name: string) => options.zones.find((z) => z.zoneName === name)!.id
    const gma = await deliverySlots(page.request, zoneId('Greater Manila Area'))
    const metro = await deliverySlots(page.request, zoneId('Metro Manila'))
    await openCheckoutWithLiempo(page)
    const main = page.getByRole('main')
    await expect(main.getByText('We deliver in Metro Manila, Cavite and Laguna.')).toBeVisible()
    await expect(field(page, 'City or Municipality')).toBeDisabled()

    // Metro Manila first: Makati is Metro Manila's (₱150.00, its dates).
    await field(page, 'Province').selectOption({ label: 'Metro Manila' })
    await field(page, 'City or Municipality').selectOption({ label: 'Makati City' })
    await expect(main.getByText('Delivery zone: Metro Manila')).toBeVisible()
    await expect(summaryValue(page, 'Delivery')).toHaveText('₱150.00')
    const metroFirst = deliveryDateLabel(metro.dates[0]!.date, serverToday(metro))
    await expect(field(page, 'Delivery Date').locator('option:checked')).toHaveText(metroFirst)

    // Another province empties the city and barangay; Bacoor is the Greater Manila Area's.
    await field(page, 'Province').selectOption({ label: 'Cavite' })
    await expect(field(page, 'City or Municipality')).toHaveValue('')
    await expect(main.getByText('Delivery zone:')).toHaveCount(0)
    await field(page, 'City or Municipality').selectOption({ label: 'Bacoor City' })
    await expect(main.getByText('Delivery zone: Greater Manila Area')).toBeVisible()
    await expect(summaryValue(page, 'Delivery')).toHaveText('₱250.00')
    const gmaFirst = deliveryDateLabel(gma.dates[0]!.date, serverToday(gma))
    await expect(field(page, 'Delivery Date').locator('option:checked')).toHaveText(gmaFirst)
    // Only Bacoor's barangays are offered.
    const barangay = field(page, 'Barangay')
    await expect(barangay.getByRole('option', { name: 'Molino III', exact: true })).toBeAttached()
    await expect(barangay.getByRole('option', { name: 'Bel-Air', exact: true })).toHaveCount(0)
    await barangay.selectOption({ label: 'Molino III' })

    await field(page, 'Full Name').fill('Rider Finder')
    await field(page, 'Email').fill(uniqueEmail('address'))
    await field(page, 'Phone').fill(uniquePhone())
    await field(page, 'Street and House Number').fill('Blk 4 Lot 7 Sampaguita St')
    await field(page, 'Landmark (optional)').fill('Across the 7-Eleven')
    await field(page, 'Delivery Instructions (optional)').fill('Leave with the guard')
    await expectNoSidewaysScroll(page)
    await expectNoA11yViolations(page)

    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Track your order' }).click()
    const delivery = page.getByRole('region', { name: 'Delivery' })
    await expect(delivery).toContainText(
      'Blk 4 Lot 7 Sampaguita St, Molino III, Bacoor City, Cavite',
    )
    await expect(delivery).toContainText('Landmark: Across the 7-Eleven')
    await expect(delivery).toContainText('Delivery instructions: Leave with the guard')
  })

  test('a reload keeps the details typed, never the payment; Forget my details empties them', async ({
    page,
  }) => {
    const email = uniqueEmail('kept')
    const phone = uniquePhone()
    await openCheckoutWithLiempo(page)
    // As a shopper does: one field after the other, no pause for anything in between.
    await field(page, 'Full Name').fill('Kept Shopper')
    await field(page, 'Email').fill(email)
    await field(page, 'Phone').fill(phone)
    await field(page, 'Province').selectOption({ label: 'Cavite' })
    await field(page, 'City or Municipality').selectOption({ label: 'Bacoor City' })
    await field(page, 'Barangay').selectOption({ label: 'Molino III' })
    await field(page, 'Street and House Number').fill('Blk 4 Lot 7')
    await field(page, 'Landmark (optional)').fill('Blue gate')
    await page.getByRole('radio', { name: /GCash/ }).check()

    await page.reload()
    await expect(field(page, 'Full Name')).toHaveValue('Kept Shopper')
    await expect(field(page, 'Email')).toHaveValue(email)
    await expect(field(page, 'Phone')).toHaveValue(phone)
    await expect(field(page, 'Province').locator('option:checked')).toHaveText('Cavite')
    await expect(field(page, 'City or Municipality').locator('option:checked')).toHaveText(
      'Bacoor City',
    )
    await expect(field(page, 'Barangay').locator('option:checked')).toHaveText('Molino III')
    await expect(field(page, 'Street and House Number')).toHaveValue('Blk 4 Lot 7')
    await expect(field(page, 'Landmark (optional)')).toHaveValue('Blue gate')
    await expect(page.getByText('Delivery zone: Greater Manila Area')).toBeVisible()
    // The payment is not kept.
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()
    const stored = await page.evaluate(() => localStorage.getItem('meatshop:checkout-details'))
    expect(stored).not.toContain('gcash')

    await page.getByRole('button', { name: 'Forget my details' }).click()
    await expect(field(page, 'Full Name')).toHaveValue('')
    await expect(field(page, 'Province')).toHaveValue('')
    await page.reload()
    await expect(field(page, 'Email')).toHaveValue('')
    await expect(field(page, 'Street and House Number')).toHaveValue('')
  })
})

test.describe('Settings: the cities a zone delivers to', () => {
  test('the admin ticks a city for a new zone, and checkout offers it with that zone', async ({
    page,
    signIn,
  }) => {
    const zoneName = `E2E Batangas ${Date.now().toString(36)}`
    await signIn('admin')
    const created = await page.request.post('/api/admin/shipping-zones', {
      data: { zoneName, rate: '300' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    try {
      await page.goto('/admin/settings')
      const row = page.getByRole('row', { name: new RegExp(zoneName) })
      await row.getByRole('button', { name: `Cities of ${zoneName}` }).click()
      const dialog = page.getByRole('dialog', { name: `Cities delivered by ${zoneName}` })
      // A city another zone delivers to names that zone and cannot be ticked.
      await dialog.locator('summary', { hasText: /^Cavite$/ }).click()
      const bacoor = dialog.getByRole('checkbox', { name: /^Bacoor City/ })
      await expect(bacoor).toBeDisabled()
      await expect(dialog.getByText('Bacoor City (Greater Manila Area)')).toBeVisible()
      await dialog.locator('summary', { hasText: /^Batangas$/ }).click()
      await dialog.getByRole('checkbox', { name: 'Lipa City', exact: true }).check()
      await dialog.getByRole('button', { name: 'Save Cities' }).click()
      await expect(page.getByText(`${zoneName} delivers to 1 city or municipality.`)).toBeVisible()
      await expect(row.getByRole('cell').nth(1)).toHaveText('1')

      await openCheckoutWithLiempo(page)
      await field(page, 'Province').selectOption({ label: 'Batangas' })
      await field(page, 'City or Municipality').selectOption({ label: 'Lipa City' })
      await expect(page.getByText(`Delivery zone: ${zoneName}`)).toBeVisible()
      await expect(summaryValue(page, 'Delivery')).toHaveText('₱300.00')
    } finally {
      await page.request.delete(`/api/admin/shipping-zones/${id}`)
    }
  })
})
