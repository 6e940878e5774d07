import { adminUsersApiPaths } from '#shared/api-paths/staff.ts'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import { mapTestCity, pickAddress, zoneAddress } from './address-helpers.ts'
import { openCheckoutWithLiempo } from './checkout-helpers.ts'
import {
  apiWrite,
  expectInert,
  expectShellEscaped,
  expectShownAsText,
  hostile,
  watchDialogs,
} from './security-xss.helpers.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * Stored XSS through the shop's settings, delivery zones and staff names. Site
 * settings show on every page, so the test puts back what it found at the end,
 * whatever happens.
 */
test.describe('stored XSS through settings', () => {
  test('markup in site, GCash, zone and staff names stays text on every page', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000)
    await signIn('admin')
    const dialogs = watchDialogs(page)
    const request = page.request
    const original = (await (await request.get('/api/admin/settings')).json()) as AdminSettings
    const site = {
      siteName: hostile('XSS Shop', 'img'),
      contactEmail: original.site.contactEmail,
      contactPhone: hostile('P', 'svg'),
      address: hostile('Address', 'script'),
      freeDeliveryThreshold: String(original.site.freeDeliveryThresholdCentavos / 100),
    }
    const gcash = {
      accountName: hostile('GCash', 'svg'),
      accountNumber: hostile('N', 'svg'),
      instructions: hostile('Pay', 'template'),
    }
    const zoneName = hostile('XSS Zone', 'script')
    const userName = hostile('XSS Staff', 'svg')
    let zoneId: number | undefined
    let userId: number | undefined
    try {
      await apiWrite(request, 'put', '/api/admin/settings/site', site)
      await apiWrite(request, 'put', '/api/admin/settings/gcash', gcash)
      zoneId = (
        (await apiWrite(request, 'post', '/api/admin/shipping-zones', {
          zoneName,
          rate: '99',
        })) as { id: number }
      ).id
      const stamp = Date.now().toString(36)
      userId = (
        (await apiWrite(request, 'post', adminUsersApiPaths.create, {
          name: userName,
          email: `xss.${stamp}@e2e-users.test`,
          role: 'editor',
        })) as { user: { id: number } }
      ).user.id

      // Storefront: header, footer and contact details on every page.
      for (const path of ['/', '/about', '/contact']) {
        await page.goto(path)
        await expectShownAsText(page, dialogs, [site.siteName, site.contactPhone, site.address])
      }
      // Checkout names a zone once a city it delivers to is picked (issue 28 §10).
      await mapTestCity(request, zoneId)
      await openCheckoutWithLiempo(page)
      await pickAddress(page, await zoneAddress(request, zoneId))
      await expectShownAsText(page, dialogs, [zoneName])
      await page.getByRole('radio', { name: /GCash/ }).check()
      const details = page.getByRole('region', { name: 'GCash payment details' })
      await expectShownAsText(page, dialogs, Object.values(gcash), details)

      // Back office.
      await page.goto('/admin/settings')
      await expect(page.getByLabel('Site name')).toHaveValue(site.siteName)
      await expectShownAsText(page, dialogs, [zoneName])
      await page.goto(`/admin/users?q=${encodeURIComponent(userName.split(' ')[2]!)}`)
      await expectShownAsText(page, dialogs, [userName])
      await page.getByRole('button', { name: `Edit ${userName}` }).click()
      await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue(userName)
      await expectInert(page, dialogs)

      // The site name is in every page's server-rendered title.
      await expectShellEscaped(request, '/', [site.siteName])
      await expectShellEscaped(request, '/contact', [site.siteName])
    } finally {
      const { site: s, gcash: g } = original
      await apiWrite(request, 'put', '/api/admin/settings/site', {
        siteName: s.siteName,
        contactEmail: s.contactEmail,
        contactPhone: s.contactPhone,
        address: s.address,
        freeDeliveryThreshold: String(s.freeDeliveryThresholdCentavos / 100),
      })
      await apiWrite(request, 'put', '/api/admin/settings/gcash', g)
      if (zoneId) await request.delete(`/api/admin/shipping-zones/${zoneId}`)
      if (userId) await request.delete(adminUsersApiPaths.item(userId))
    }
  })
})
