import type { APIRequestContext, Page } from '@playwright/test'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { formatDeliveryDate } from '#shared/delivery-schedule.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import type { AdminDeliverySchedule } from '#shared/schemas/delivery.ts'
import { expect, expectNoA11yViolations, expectToast, test, toasts } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * Settings > Shipping & Delivery: a zone's delivery schedule and the shop's closed
 * dates, on a phone. The journey edits a zone of its own (a high rate, so no other
 * journey's cheapest-zone pick lands on it) and closes a date far beyond any other
 * journey's booking horizon, and puts both back.
 */
test.use({ viewport: phoneViewport })

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function createZone(request: APIRequestContext, zoneName: string): Promise<number> {
  const res = await request.post(adminSettingsApiPaths.shippingZones, {
    data: { zoneName, rate: '999' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

async function deliverySchedule(request: APIRequestContext): Promise<AdminDeliverySchedule> {
  const res = await request.get(adminDeliveryScheduleApiPaths.schedule)
  expect(res.status()).toBe(200)
  return (await res.json()) as AdminDeliverySchedule
}

/** Clicks a button that writes, and waits for the server's answer (the machine may be busy). */
async function clickAndAwaitWrite(page: Page, name: string | RegExp, scope = page.locator('body')) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/admin/') && r.request().method() !== 'GET', {
      timeout: 30_000,
    }),
    scope.getByRole('button', { name }).click(),
  ])
}

test.describe('Settings > Shipping & Delivery on a phone', () => {
  test('edits a zone schedule, sees a refused overlap beside the field, and it is saved', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const zoneName = `E2E Schedule ${unique()}`
    const zoneId = await createZone(page.request, zoneName)
    try {
      await page.goto('/admin/settings')
      const editor = page.getByRole('region', { name: `Delivery schedule: ${zoneName}` })
      await expect(editor.getByLabel('Preparation time (minutes)')).toHaveValue('120')
      await expectNoSidewaysScroll(page)

      // A new zone delivers Monday to Saturday, 9–12 and 1–5, 10 orders each.
      await expect(editor.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked()
      await expect(editor.getByRole('checkbox', { name: 'Mon' })).toBeChecked()
      await editor.getByRole('checkbox', { name: 'Sun' }).check()
      await editor.getByRole('checkbox', { name: 'Mon' }).uncheck()
      await editor.getByLabel('Same-day cutoff').fill('12:30')
      await editor.getByLabel('Preparation time (minutes)').fill('90')
      await editor.getByLabel('Days ahead a shopper may book').fill('21')
      const first = editor.getByRole('group', { name: 'Window 1' })
      await first.getByLabel('Capacity (orders)').fill('7')
      await editor.getByRole('button', { name: 'Add window' }).click()
      const third = editor.getByRole('group', { name: 'Window 3' })
      await expect(third.getByLabel('Starts')).toHaveValue('17:00')

      // Overlapping the afternoon window: refused beside the field, nothing sent.
      await third.getByLabel('Starts').fill('16:00')
      await third.getByLabel('Ends').fill('19:00')
      await editor.getByRole('button', { name: 'Save schedule' }).click()
      await expect(third.getByText('This window overlaps another window')).toBeVisible()
      await expect(third.getByLabel('Starts')).toHaveAttribute('aria-invalid', 'true')
      expect(
        (await deliverySchedule(page.request)).zones.find((z) => z.zoneId === zoneId),
      ).toMatchObject({ prepMinutes: 120, windows: [{}, {}] })

      await third.getByLabel('Starts').fill('17:00')
      await third.getByLabel('Capacity (orders)').fill('4')
      await clickAndAwaitWrite(page, 'Save schedule', editor)
      await expectToast(page, 'Delivery Schedule Saved')
      await expect(third.getByText('This window overlaps another window')).toBeHidden()

      // Saved: a fresh load shows it, and so does the API.
      await page.reload()
      await expect(editor.getByLabel('Preparation time (minutes)')).toHaveValue('90')
      await expect(editor.getByRole('checkbox', { name: 'Sun' })).toBeChecked()
      await expect(editor.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked()
      await expect(editor.getByLabel('Same-day cutoff')).toHaveValue('12:30')
      await expect(editor.getByLabel('Days ahead a shopper may book')).toHaveValue('21')
      await expect(first.getByLabel('Capacity (orders)')).toHaveValue('7')
      await expect(third.getByLabel('Ends')).toHaveValue('19:00')
      const saved = (await deliverySchedule(page.request)).zones.find((z) => z.zoneId === zoneId)
      expect(saved).toMatchObject({
        weekdays: [0, 2, 3, 4, 5, 6],
        sameDay: false,
        sameDayCutoffMinute: 750,
        prepMinutes: 90,
        bookingDays: 21,
        windows: [
          { startsMinute: 540, endsMinute: 720, capacity: 7 },
          { startsMinute: 780, endsMinute: 1020, capacity: 10 },
          { startsMinute: 1020, endsMinute: 1140, capacity: 4 },
        ],
      })

      // Removing a window and saving again keeps the others' ids.
      await third.getByRole('button', { name: /Remove window/ }).click()
      await clickAndAwaitWrite(page, 'Save schedule', editor)
      await expectToast(page, 'Delivery Schedule Saved')
      const after = (await deliverySchedule(page.request)).zones.find((z) => z.zoneId === zoneId)
      expect(after?.windows.map((w) => w.id)).toEqual(saved?.windows.slice(0, 2).map((w) => w.id))
      await expectNoSidewaysScroll(page)
      await expectNoA11yViolations(page)
    } finally {
      await page.request.delete(adminSettingsApiPaths.shippingZone(zoneId))
    }
  })

  test('adds and removes a closed date', async ({ page, signIn, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/) // the date closed twice, on purpose
    await signIn('admin')
    const { closedDates } = await deliverySchedule(page.request)
    const taken = new Set(closedDates.map((c) => c.date))
    // Far beyond any journey's booking horizon (60 days at most), on a date still open.
    let date = addDaysToIsoDate(manilaIsoDate(new Date()), 150 + Math.floor(Math.random() * 150))
    while (taken.has(date)) date = addDaysToIsoDate(date, 1)
    const shown = `${formatDeliveryDate(date)}, ${date.slice(0, 4)}`
    const reason = `Stock-taking ${unique()}`

    await page.goto('/admin/settings')
    const card = page.getByRole('region', { name: 'Closed Dates' })
    const list = card.getByRole('list', { name: 'Closed dates' })
    // No closed date may be ahead (holidays are no longer closed by themselves): the form is there.
    await expect(card.getByRole('button', { name: 'Add Closed Date' })).toBeVisible()
    try {
      await card.getByLabel('Date', { exact: true }).fill(date)
      await card.getByLabel('Reason').fill(reason)
      await clickAndAwaitWrite(page, 'Add Closed Date', card)
      await expectToast(page, 'Closed Date Added', `No deliveries on ${shown}.`)
      // On a phone the toast sits over the form's button; a person closes it first.
      await toasts(page, 'Closed Date Added')
        .first()
        .getByRole('button', { name: 'Close toast' })
        .click()
      const item = list.getByRole('listitem').filter({ hasText: reason })
      await expect(item).toContainText(shown)
      await expect(card.getByLabel('Reason')).toHaveValue('')

      // The same date again: refused beside the date.
      await card.getByLabel('Date', { exact: true }).fill(date)
      await card.getByLabel('Reason').fill('Again')
      await clickAndAwaitWrite(page, 'Add Closed Date', card)
      await expect(card.getByText('That date is already closed.')).toBeVisible()
      await expect(card.getByLabel('Date', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expectNoSidewaysScroll(page)

      await clickAndAwaitWrite(page, `Remove ${shown}`, item)
      await expectToast(page, 'Closed Date Removed', `We deliver on ${shown} again.`)
      await expect(list.getByText(reason)).toHaveCount(0)
    } finally {
      await page.request.delete(adminDeliveryScheduleApiPaths.closedDate(date))
    }
  })
})
