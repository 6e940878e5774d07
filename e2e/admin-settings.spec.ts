import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { manualPaymentTexts } from '#shared/manual-payment.ts'
import { onlinePaymentScreenTexts } from '#shared/online-payment.ts'
import { defaultHomepageImages } from '#shared/schemas/settings.ts'
import {
  checkoutOptions,
  field,
  fillCheckout,
  openCheckoutWithLiempo,
  paymentPanel,
  placeOrderButton,
  proofScreenshot,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * The Settings screen. These journeys run beside other settings journeys on one
 * server: each changes only values nobody else relies on (never the site name or
 * the default zones) and puts back whatever it changed.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const card = (page: Page, title: string) => page.getByRole('region', { name: title })

/** Clicks a button that writes, and waits for the server's answer (the machine may be busy). */
async function clickAndAwaitWrite(page: Page, button: Locator) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/admin/') && r.request().method() !== 'GET', {
      timeout: 30_000,
    }),
    button.click(),
  ])
}

/** The text sits on one line, inside the screen, nothing cut off. */
async function expectOnOneLine(text: Locator) {
  await expect(text).toBeVisible()
  const box = await text.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    return {
      height: rect.height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      right: rect.right,
      overflow: el.scrollWidth - el.clientWidth,
      screen: document.documentElement.clientWidth,
    }
  })
  expect(box.height).toBeLessThan(box.lineHeight * 1.5)
  expect(box.overflow).toBeLessThanOrEqual(0)
  expect(box.right).toBeLessThanOrEqual(box.screen)
}

async function openSettings(page: Page) {
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(card(page, 'General Settings').getByLabel('Site name')).not.toHaveValue('')
}

async function saveGeneral(page: Page, phone: string) {
  const general = card(page, 'General Settings')
  await general.getByLabel('Contact phone').fill(phone)
  await clickAndAwaitWrite(page, general.getByRole('button', { name: 'Save General Settings' }))
  await expectToast(page, 'General Settings Saved', 'Your changes are live on the storefront.')
}

async function saveGcashName(page: Page, name: string) {
  const gcash = card(page, 'Manual Payment Methods')
  await gcash.getByLabel('Account name').fill(name)
  await clickAndAwaitWrite(page, gcash.getByRole('button', { name: 'Save Payment Settings' }))
  await expectToast(page, 'Payment Settings Saved')
}

test.describe('admin settings', () => {
  test('shows the sections in order and passes an accessibility audit', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    await openSettings(page)
    const headings = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(headings).toContainText([
      'Email Notifications',
      'General Settings',
      'Homepage Customization',
      'Online payments',
      'Manual Payment Methods',
      'Shipping & Delivery',
    ])
    const zones = card(page, 'Shipping & Delivery').getByRole('table', { name: 'Shipping zones' })
    await expect(zones.getByRole('row', { name: /Metro Manila/ })).toContainText('₱150.00')
    await expect(zones.getByRole('row', { name: /Greater Manila Area/ })).toContainText('₱250.00')
    await expectNoA11yViolations(page)
  })

  test('a General Settings save is seen by a fresh browser on the storefront', async ({
    page,
    signIn,
    browser,
  }) => {
    await signIn('admin')
    await openSettings(page)
    const general = card(page, 'General Settings')
    const originalPhone = await general.getByLabel('Contact phone').inputValue()

    // A refused save shows the message beside the field and sends nothing.
    await general.getByLabel('Site name').fill('')
    await general.getByRole('button', { name: 'Save General Settings' }).click()
    await expect(general.getByText('Site name is required')).toBeVisible()
    await expect(general.getByLabel('Site name')).toHaveAttribute('aria-invalid', 'true')
    await page.reload()

    const phone = `+63 917 ${unique()}`
    await saveGeneral(page, phone)
    const shopper = await browser.newContext()
    try {
      const storefront = await shopper.newPage()
      await storefront.goto('/')
      await expect(storefront.getByRole('contentinfo').getByText(phone)).toBeVisible()
    } finally {
      await shopper.close()
      await saveGeneral(page, originalPhone)
    }
  })

  test.describe('Manual Payment Methods', () => {
    // Both journeys save the whole GCash form: one after the other, never side by side.
    test.describe.configure({ mode: 'default' })

    test('new GCash details are shown at checkout; the payment deadline takes whole hours only', async ({
      page,
      signIn,
    }) => {
      await signIn('admin')
      await openSettings(page)
      const gcash = card(page, 'Manual Payment Methods')
      const originalName = await gcash.getByLabel('Account name').inputValue()
      const name = `E2E GCash ${unique()}`
      await saveGcashName(page, name)
      try {
        await openCheckoutWithLiempo(page)
        await page.getByRole('radio', { name: /GCash/ }).check()
        await expect(page.getByRole('region', { name: 'GCash payment details' })).toContainText(
          name,
        )
      } finally {
        await openSettings(page)
        await saveGcashName(page, originalName)
      }

      // The payment deadline, in the same journey: both save the whole GCash form, so two
      // journeys running side by side would put back each other's values.
      const deadline = gcash.getByLabel('Payment deadline (hours)')
      await expect(deadline).toHaveValue('24')
      await expect(gcash).toContainText('cancelled after this many hours')
      const save = gcash.getByRole('button', { name: 'Save Payment Settings' })

      // A refused value shows the message beside the field and sends nothing.
      await deadline.fill('1.5')
      await save.click()
      await expect(gcash.getByText('Enter whole hours from 1 to 168')).toBeVisible()
      await expect(deadline).toHaveAttribute('aria-invalid', 'true')

      await deadline.fill('36')
      await clickAndAwaitWrite(page, save)
      await expectToast(page, 'Payment Settings Saved')
      try {
        await page.reload()
        await expect(
          card(page, 'Manual Payment Methods').getByLabel('Payment deadline (hours)'),
        ).toHaveValue('36')
      } finally {
        const again = card(page, 'Manual Payment Methods')
        await again.getByLabel('Payment deadline (hours)').fill('24')
        await clickAndAwaitWrite(page, again.getByRole('button', { name: 'Save Payment Settings' }))
        await expectToast(page, 'Payment Settings Saved')
      }
    })

    test('a QR Ph code and the screenshot switch are saved; on a phone a GCash order shows the code, copies the number and previews the screenshot', async ({
      page,
      signIn,
      browser,
    }) => {
      await signIn('admin')
      await openSettings(page)
      const gcash = card(page, manualPaymentTexts.settingsTitle)
      const offer = (within: Locator) =>
        within.getByRole('switch', { name: onlinePaymentScreenTexts.offerManualLabel })
      const qr = await sharp({
        create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 20, b: 20 } },
      })
        .png()
        .toBuffer()
      await gcash
        .getByLabel(manualPaymentTexts.qrFileLabel)
        .setInputFiles({ name: 'qr-ph.png', mimeType: 'image/png', buffer: qr })
      await expect(
        gcash.getByRole('img', { name: manualPaymentTexts.qrPreviewAlt }),
      ).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}\/\d+\.webp$/)
      await expect(offer(gcash)).toBeChecked()
      await offer(gcash).uncheck()
      await clickAndAwaitWrite(page, gcash.getByRole('button', { name: 'Save Payment Settings' }))
      await expectToast(page, 'Payment Settings Saved')

      const shopper = await browser.newContext({
        viewport: phoneViewport,
        permissions: ['clipboard-read', 'clipboard-write'],
      })
      try {
        await page.reload()
        const saved = card(page, manualPaymentTexts.settingsTitle)
        await expect(offer(saved)).not.toBeChecked()
        await expect(
          saved.getByRole('img', { name: manualPaymentTexts.qrPreviewAlt }),
        ).toBeVisible()

        // A shopper on a phone. Without a payment gateway GCash is offered whatever the switch says.
        const phone = await shopper.newPage()
        const { accountNumber } = (await checkoutOptions(phone)).gcash
        await openCheckoutWithLiempo(phone)
        await fillCheckout(phone, uniqueEmail('qr-ph'))
        await phone.getByRole('radio', { name: /GCash/ }).check()
        const atCheckout = phone.getByRole('region', { name: 'GCash payment details' })
        await expect(atCheckout.getByRole('img', { name: manualPaymentTexts.qrAlt })).toBeVisible()
        await expectOnOneLine(atCheckout.getByText(accountNumber, { exact: true }))
        await placeOrderButton(phone).click()
        await expect(
          phone.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
        ).toBeVisible()

        const panel = paymentPanel(phone)
        const details = panel.getByRole('region', { name: 'GCash payment details' })
        await expect(details.getByRole('img', { name: manualPaymentTexts.qrAlt })).toBeVisible()
        await expectOnOneLine(details.getByText(accountNumber, { exact: true }))
        await expectNoSidewaysScroll(phone)
        await details.getByRole('button', { name: manualPaymentTexts.copyNumber }).click()
        await expectToast(phone, manualPaymentTexts.numberCopied)
        expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(
          accountNumber.replace(/\s+/g, ''),
        )

        // The chosen screenshot shows before it is sent.
        await panel
          .getByLabel('Screenshot of your GCash payment')
          .setInputFiles(await proofScreenshot(70))
        await expect(
          panel.getByRole('img', { name: manualPaymentTexts.proofPreviewAlt }),
        ).toHaveAttribute('src', /^blob:/)
        await expectNoSidewaysScroll(phone)
      } finally {
        await shopper.close()
        await openSettings(page)
        const again = card(page, manualPaymentTexts.settingsTitle)
        await again.getByRole('button', { name: manualPaymentTexts.removeQr }).click()
        await expectToast(page, manualPaymentTexts.qrRemovedToast)
        await offer(again).check()
        await clickAndAwaitWrite(page, again.getByRole('button', { name: 'Save Payment Settings' }))
        await expectToast(page, 'Payment Settings Saved')
        await expect(again.getByRole('img', { name: manualPaymentTexts.qrPreviewAlt })).toHaveCount(
          0,
        )
      }
    })
  })

  test('an added zone is offered at checkout until it is removed', async ({ page, signIn }) => {
    await signIn('admin')
    await openSettings(page)
    const shipping = card(page, 'Shipping & Delivery')
    const zoneName = `E2E Zone ${unique()}`

    await shipping.getByRole('button', { name: 'Add Zone' }).click()
    await expectToast(page, 'Missing Information', 'Please enter both a zone name and a rate.')

    await shipping.getByLabel('Zone name').fill(zoneName)
    await shipping.getByLabel('Rate (₱)').fill('175.5')
    await clickAndAwaitWrite(page, shipping.getByRole('button', { name: 'Add Zone' }))
    await expectToast(page, 'Shipping Zone Added')
    const row = shipping.getByRole('row', { name: new RegExp(zoneName) })
    await expect(row).toContainText('₱175.50')

    try {
      // Checkout reaches a zone through its cities (issue 28 §10): none yet, so no city of it.
      await expect(row.getByRole('cell').nth(1)).toHaveText('0')
      await expect(row.getByRole('button', { name: `Cities of ${zoneName}` })).toBeEnabled()
    } finally {
      await openSettings(page)
      await clickAndAwaitWrite(page, row.getByRole('button', { name: `Remove ${zoneName}` }))
      await expectToast(page, 'Shipping Zone Removed')
      await expect(row).toHaveCount(0)
    }
    await openCheckoutWithLiempo(page)
    await expect(field(page, 'Province').getByRole('option', { name: 'Metro Manila' })).toHaveCount(
      1,
    )
  })

  test('a new hero image goes live on save and can be reset to the original', async ({
    page,
    signIn,
    browser,
  }) => {
    await signIn('admin')
    await openSettings(page)
    const homepage = card(page, 'Homepage Customization')
    const hero = homepage.getByRole('group', { name: 'Hero image' })
    const heroFile = homepage.getByLabel('Hero image file')

    await heroFile.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await expectToast(page, 'Image too large', 'Please select an image smaller than 5MB.')

    const png = await sharp({
      create: { width: 1200, height: 500, channels: 3, background: { r: 120, g: 30, b: 40 } },
    })
      .png()
      .toBuffer()
    await heroFile.setInputFiles({ name: 'new-hero.png', mimeType: 'image/png', buffer: png })
    const preview = hero.getByRole('img', { name: 'Hero image preview' })
    await expect(preview).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}\/\d+\.webp$/)
    const uploadedUrl = (await preview.getAttribute('src'))!

    const saveHomepage = async () => {
      await clickAndAwaitWrite(
        page,
        homepage.getByRole('button', { name: 'Save Homepage Settings' }),
      )
      await expectToast(page, 'Homepage Settings Saved')
    }
    const storefrontHero = async (expected: string) => {
      const shopper = await browser.newContext()
      try {
        const home = await shopper.newPage()
        await home.goto('/')
        await expect(home.getByRole('main').getByRole('img').first()).toHaveAttribute(
          'src',
          expected,
        )
      } finally {
        await shopper.close()
      }
    }

    try {
      await saveHomepage()
      await storefrontHero(uploadedUrl)
    } finally {
      await hero.getByRole('button', { name: 'Reset to Original (Hero image)' }).click()
      await expectToast(page, 'Image Reset')
      await expect(preview).toHaveAttribute('src', defaultHomepageImages.heroImage)
      await saveHomepage()
    }
    await storefrontHero(defaultHomepageImages.heroImage)
  })

  test('an editor is sent to the dashboard', async ({ page, signIn }) => {
    const editor = await signIn('editor')
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(`Welcome, ${editor.name}`)).toBeVisible()
  })
})
