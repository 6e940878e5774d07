import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { formatManilaDate } from '#shared/manila-time.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * Other journeys subscribe through the footer at the same time, so every test
 * works with addresses of its own (one unique tag each) and searches for them.
 */
const uniqueTag = (name: string) => `e2e-${name}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`

async function addByApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/admin/subscribers', { data: { email } })
  expect(response.status(), await response.text()).toBe(201)
}

function subscriberRows(page: Page) {
  return page.getByRole('region', { name: 'Subscribers' }).getByRole('row')
}

async function addInDialog(page: Page, email: string) {
  await page.getByRole('button', { name: 'Add Subscriber' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Subscriber' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Add Subscriber' }).click()
  return dialog
}

test.describe('admin subscribers', () => {
  test('adds a subscriber by hand, refuses bad and duplicate addresses, and searches', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused duplicate itself; that is part of this journey.
    allowConsoleErrors(/status of 409/)
    await signIn('admin')
    const tag = uniqueTag('add')
    const first = `first-${tag}@example.com`
    const second = `second-${tag}@example.com`
    await page.goto('/admin/subscribers')
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible()

    await addInDialog(page, first)
    await expectToast(page, 'Subscriber Added', `${first} has been added to the subscriber list.`)
    // Typed with capitals and spaces, stored trimmed and lowercased.
    const dialog = await addInDialog(page, `  ${second.toUpperCase()} `)
    await expectToast(page, 'Subscriber Added', `${second} has been added to the subscriber list.`)
    await expect(dialog).toBeHidden()

    await page.getByLabel('Search subscribers by email').fill(tag)
    await expect(page).toHaveURL(new RegExp(`q=${tag}`))
    const rows = subscriberRows(page)
    await expect(rows).toHaveCount(3)
    // Newest first: the second address heads the list, added by hand today (Manila).
    await expect(rows.nth(1)).toContainText(second)
    await expect(rows.nth(1)).toContainText('Manual Add')
    await expect(rows.nth(1)).toContainText('Active')
    await expect(rows.nth(1)).toContainText(formatManilaDate(new Date()))
    await expect(rows.nth(2)).toContainText(first)
    await expectNoA11yViolations(page)

    await page.getByLabel('Sort subscribers').selectOption({ label: 'Oldest First' })
    await expect(page).toHaveURL(/sort=oldest/)
    await expect(rows.nth(1)).toContainText(first)
    await page.getByLabel('Filter subscribers by date').selectOption({ label: 'Today' })
    await expect(page).toHaveURL(/range=today/)
    await expect(rows).toHaveCount(3)

    const refused = await addInDialog(page, 'not an email')
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.')
    await expect(refused.getByText('Please enter a valid email address.')).toBeVisible()
    await refused.getByLabel('Email address').fill(` ${first.toUpperCase()}`)
    await refused.getByRole('button', { name: 'Add Subscriber' }).click()
    await expectToast(page, 'Duplicate Email', 'This email is already subscribed.')
    await expect(refused).toBeVisible()
    await refused.getByRole('button', { name: 'Cancel' }).click()
    await expect(rows).toHaveCount(3)

    await page.getByLabel('Search subscribers by email').fill(`nobody-${tag}`)
    await expect(page.getByRole('heading', { name: 'No subscribers found.' })).toBeVisible()
  })

  test('deletes the selected subscribers after confirmation', async ({ page, signIn }) => {
    await signIn('admin')
    const tag = uniqueTag('delete')
    const [a, b, c] = ['a', 'b', 'c'].map((n) => `${n}-${tag}@example.com`)
    for (const email of [a!, b!, c!]) await addByApi(page.request, email)
    await page.goto(`/admin/subscribers?q=${tag}`)
    const rows = subscriberRows(page)
    await expect(rows).toHaveCount(4)
    const deleteSelected = page.getByRole('button', { name: /^Delete Selected/ })
    await expect(deleteSelected).toBeDisabled()

    const selectAll = page.getByLabel('Select all subscribers on this page')
    await page.getByLabel(`Select ${a}`).check()
    await expect(selectAll).toHaveJSProperty('indeterminate', true)
    await selectAll.check()
    await expect(page.getByLabel(`Select ${c}`)).toBeChecked()
    await page.getByLabel(`Select ${c}`).uncheck()
    await expect(deleteSelected).toHaveText('Delete Selected (2)')

    await deleteSelected.click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Selected Subscribers?' })
    await expect(confirm).toContainText('2 subscribers will be removed')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Subscribers Deleted', '2 subscribers have been removed.')
    await expect(confirm).toBeHidden()
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1)).toContainText(c!)
    await expect(deleteSelected).toBeDisabled()
    await expect(selectAll).not.toBeChecked()
  })

  test('pages through the server 25 at a time with Previous and Next', async ({ page, signIn }) => {
    await signIn('admin')
    const tag = uniqueTag('paging')
    const emails = Array.from(
      { length: 26 },
      (_, i) => `p${String(i).padStart(2, '0')}-${tag}@example.com`,
    )
    for (const email of emails) await addByApi(page.request, email)
    await page.goto(`/admin/subscribers?q=${tag}`)
    const rows = subscriberRows(page)
    await expect(rows).toHaveCount(26)
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    // Newest first, so the oldest address is alone on the last page.
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1)).toContainText(emails[0]!)
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
  })

  test('Export CSV downloads the subscribers the filters select', async ({ page, signIn }) => {
    await signIn('admin')
    const tag = uniqueTag('csv')
    const email = `${tag}@example.com`
    await addByApi(page.request, email)
    await page.goto(`/admin/subscribers?q=${tag}&range=7d`)
    await expect(subscriberRows(page)).toHaveCount(2)

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = fs
      .readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(lines[0]).toBe('Email,Subscribed On,Source,Status')
    expect(lines.slice(1, -1)).toEqual([expect.stringMatching(`^${email},.+,Manual Add,Active$`)])
  })

  test('an editor is sent to the dashboard', async ({ page, signIn }) => {
    await signIn('editor')
    await page.goto('/admin/subscribers')
    await expect(page).toHaveURL(/\/admin$/)
  })
})
