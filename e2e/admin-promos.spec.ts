import type { Locator } from '@playwright/test'
import { openCatalogScreen, searchCatalog, uniqueName } from './admin-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** A Manila calendar date, `days` from today, as the date inputs take it. */
function manilaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const monthDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )

async function fillPromo(dialog: Locator, title: string, start: string, end: string) {
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description').fill('Ten percent off every steak this week.')
  await dialog.getByLabel('Link').fill('/products/beef')
  await dialog.getByLabel('Start date').fill(start)
  await dialog.getByLabel('End date').fill(end)
}

test.describe('admin promos', () => {
  test('an editor runs a promo from today; shoppers see it; deleting asks first', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const title = uniqueName('E2E Steak Week')
    const start = manilaDate(0)
    const end = manilaDate(7)

    await openCatalogScreen(page, '/admin/promos', 'Promos')
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Add Promo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Promo' })
    // A new promo starts today and runs a week.
    await expect(dialog.getByLabel('Start date')).toHaveValue(start)
    await expect(dialog.getByLabel('End date')).toHaveValue(end)

    await fillPromo(dialog, title, start, manilaDate(-1))
    await dialog.getByRole('button', { name: 'Create Promo' }).click()
    await expect(dialog.getByLabel('End date')).toHaveAccessibleDescription(
      'The end date cannot be before the start date',
    )
    await expectNoA11yViolations(page)
    await dialog.getByLabel('End date').fill(end)
    await dialog.getByRole('button', { name: 'Create Promo' }).click()
    await expectToast(page, 'Promo created', `${title} has been created.`)
    await expect(dialog).toBeHidden()

    await searchCatalog(page, 'promos', title)
    const row = page
      .getByRole('region', { name: 'Promos' })
      .getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText(`${monthDay(start)} – ${monthDay(end)}, ${end.slice(0, 4)}`)
    await expect(row).toContainText('Running')
    await expect(row).toContainText('Published')

    await page.goto('/promos')
    const card = page.getByRole('article', { name: title })
    await expect(card.getByText('Ten percent off every steak this week.')).toBeVisible()
    await expect(card.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products/beef',
    )

    await page.goBack()
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Promo?' })
    await expect(confirm).toContainText(title)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Promo deleted', `${title} has been deleted.`)
    await expect(page.getByRole('heading', { name: 'No promotions found' })).toBeVisible()
    await page.goto('/promos')
    await expect(page.getByRole('article', { name: 'Grand Opening Week' })).toBeVisible()
    await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  })

  test('a promo starting tomorrow is scheduled and not shown to shoppers yet', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const title = uniqueName('E2E Payday Sale')
    await openCatalogScreen(page, '/admin/promos', 'Promos')
    await page.getByRole('button', { name: 'Add Promo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Promo' })
    await fillPromo(dialog, title, manilaDate(1), manilaDate(3))
    await dialog.getByRole('button', { name: 'Create Promo' }).click()
    await expectToast(page, 'Promo created', `${title} has been created.`)

    await searchCatalog(page, 'promos', title)
    const row = page
      .getByRole('region', { name: 'Promos' })
      .getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText('Scheduled')

    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Promo' })
    await expect(edit.getByLabel('Start date')).toHaveValue(manilaDate(1))
    await edit.getByLabel('Start date').fill(manilaDate(-5))
    await edit.getByLabel('End date').fill(manilaDate(-1))
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Promo updated', `${title} has been updated.`)
    await expect(row).toContainText('Ended')

    await page.goto('/promos')
    await expect(page.getByRole('article', { name: 'Grand Opening Week' })).toBeVisible()
    await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  })
})
