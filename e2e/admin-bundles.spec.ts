import {
  openCatalogScreen,
  ownProduct,
  searchCatalog,
  uniqueName,
} from './admin-catalog.helpers.ts'
import { pngFile } from './admin-products.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

test.describe('admin bundles', () => {
  test('an editor creates a discounted bundle, shoppers see it, and a draft is gone', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const name = uniqueName('E2E Grill Pair')
    const draftProduct = (await ownProduct(page.request, 'Draft Cut', 'draft')).name

    await openCatalogScreen(page, '/admin/bundles', 'Bundles')
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Add Bundle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Bundle' })
    await expect(dialog.getByRole('checkbox', { name: `${draftProduct} (draft)` })).toBeVisible()

    // Nothing filled in: the messages stand beside the fields.
    await dialog.getByRole('button', { name: 'Create Bundle' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Base price is required')).toBeVisible()
    await expect(dialog.getByText('Choose at least one product')).toBeVisible()

    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await dialog.getByLabel('Description').fill('Liempo and ribeye for the weekend grill.')
    await dialog.getByLabel('Base price (₱)').fill('1500')
    await dialog.getByLabel('Discounted price (₱)').fill('1600')
    await dialog.getByRole('checkbox', { name: 'Pork Belly (Liempo)', exact: true }).check()
    await dialog.getByRole('checkbox', { name: 'Premium Ribeye Steak', exact: true }).check()
    await expect(dialog.getByLabel('Kilograms of Pork Belly (Liempo)')).toHaveValue('1')
    // Worth ₱1,980.00 bought separately, so the ₱1,500.00 base is a true 'was' (issue 31 §7).
    await dialog.getByLabel('Kilograms of Premium Ribeye Steak').fill('2')
    await dialog.getByLabel('Image file').setInputFiles(await pngFile('grill.png', '#8b1e1e'))
    await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible()
    await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/media\//)
    await expectNoA11yViolations(page)

    await dialog.getByRole('button', { name: 'Create Bundle' }).click()
    await expect(
      dialog.getByText('The discounted price cannot be more than the base price'),
    ).toBeVisible()
    await dialog.getByLabel('Discounted price (₱)').fill('1200')
    await dialog.getByRole('button', { name: 'Create Bundle' }).click()
    await expectToast(page, 'Bundle created', `${name} has been created.`)
    await expect(dialog).toBeHidden()

    await searchCatalog(page, 'bundles', name)
    const table = page.getByRole('region', { name: 'Bundles' })
    const row = table.getByRole('row', { name: new RegExp(name) })
    await expect(row.locator('s')).toHaveText('₱1,500.00')
    await expect(row).toContainText('₱1,200.00')
    await expect(row).toContainText('20% off')
    await expect(row).toContainText('2 products')
    // The uploaded picture, as its smallest copy.
    await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}\/320\.webp$/)
    await expect(row).toContainText('Published')

    await page.goto('/bundles')
    const card = page.getByRole('article', { name })
    await expect(card.getByText('₱1,200.00')).toBeVisible()
    await expect(card.locator('s')).toHaveText('₱1,500.00')
    await expect(card.getByText('20% OFF')).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveCount(2)
    await expect(card).toContainText('1 kg Pork Belly (Liempo)')
    await expect(card).toContainText('2 kg Premium Ribeye Steak')

    await page.goBack()
    await page.getByRole('button', { name: `Hide ${name} (set to draft)` }).click()
    await expectToast(page, 'Visibility Updated')
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Draft')
    await page.goto('/bundles')
    await expect(page.getByRole('article', { name: 'Grill Master Bundle' })).toBeVisible()
    await expect(page.getByRole('article', { name })).toHaveCount(0)
  })

  test('edits a bundle, deletes it after confirming, and says when nothing matches', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const name = uniqueName('E2E Pork Box')
    await openCatalogScreen(page, '/admin/bundles', 'Bundles')
    await page.getByRole('button', { name: 'Add Bundle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Bundle' })
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await dialog.getByLabel('Description').fill('Pork for the week.')
    await dialog.getByLabel('Base price (₱)').fill('900')
    await dialog.getByRole('checkbox', { name: 'Pork Belly (Liempo)', exact: true }).check()
    await dialog.getByRole('button', { name: 'Create Bundle' }).click()
    await expectToast(page, 'Bundle created', `${name} has been created.`)

    await searchCatalog(page, 'bundles', name)
    const row = page
      .getByRole('region', { name: 'Bundles' })
      .getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText('₱900.00')
    await expect(row.locator('s')).toHaveCount(0)
    await expect(row).toContainText('1 product')

    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Bundle' })
    await expect(edit.getByLabel('Base price (₱)')).toHaveValue('900.00')
    await expect(
      edit.getByRole('checkbox', { name: 'Pork Belly (Liempo)', exact: true }),
    ).toBeChecked()
    await edit.getByLabel('Base price (₱)').fill('950')
    // 1 kg of liempo costs ₱280.00 separately: a deal price would claim a saving not there.
    await expect(edit).toContainText('Bought separately: ₱280.00')
    await edit.getByLabel('Discounted price (₱)').fill('250')
    await expect(edit.getByRole('alert')).toHaveText(
      'The base price ₱950.00 is more than the contents cost separately (₱280.00): the saving shown to shoppers is larger than the real one.',
    )
    await edit.getByLabel('Discounted price (₱)').fill('')
    await expect(edit.getByRole('alert')).toHaveCount(0)
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Bundle updated', `${name} has been updated.`)
    await expect(row).toContainText('₱950.00')

    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Bundle?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toBeVisible()
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Bundle deleted', `${name} has been deleted.`)
    await expect(page.getByRole('heading', { name: 'No bundles found' })).toBeVisible()
  })

  test('a list that fails to load says so and loads again on retry', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/)
    await signIn('editor')
    // The list fails until the test lets it through: the first load and every retry
    // the app makes on its own, however many land before the error shows.
    let failing = true
    await page.route('**/api/admin/bundles*', async (route) => {
      if (failing) {
        await route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'Try again later.' } },
        })
      } else {
        await route.continue()
      }
    })
    await page.goto('/admin/bundles')
    // The app asks three times, 1 s and 2 s apart, before it shows the error.
    await expect(page.getByRole('alert')).toContainText('The bundles could not be loaded.', {
      timeout: 15_000,
    })
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(
      page
        .getByRole('region', { name: 'Bundles' })
        .getByRole('row', { name: /Grill Master Bundle/ }),
    ).toBeVisible()
  })
})
