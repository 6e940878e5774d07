import {
  openCatalogScreen,
  ownProduct,
  searchCatalog,
  uniqueName,
} from './admin-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test, toasts } from './support/fixtures.ts'

test.describe('admin recipes', () => {
  test('an editor creates a recipe; empty rows are dropped and it reaches the shop', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const title = uniqueName('E2E Liempo Adobo')
    const draftProduct = (await ownProduct(page.request, 'Hidden Cut', 'draft')).name

    await openCatalogScreen(page, '/admin/recipes', 'Recipes')
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Add Recipe' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Recipe' })
    // One empty row of each to start with; only published products are offered.
    await expect(dialog.getByRole('textbox', { name: /^Ingredient \d/ })).toHaveCount(1)
    await expect(dialog.getByRole('textbox', { name: /^Step \d/ })).toHaveCount(1)
    await expect(
      dialog.getByRole('checkbox', { name: 'Pork Belly (Liempo)', exact: true }),
    ).toBeVisible()
    await expect(dialog.getByText(draftProduct)).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Create Recipe' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()

    await dialog.getByLabel('Title').fill(title)
    await dialog
      .getByRole('textbox', { name: 'Ingredient 1', exact: true })
      .fill('1 kg pork belly, cubed')
    await dialog.getByRole('button', { name: 'Add ingredient' }).click()
    await dialog.getByRole('textbox', { name: 'Ingredient 2', exact: true }).fill('Remove me')
    await dialog.getByRole('button', { name: 'Add ingredient' }).click()
    await dialog.getByRole('textbox', { name: 'Ingredient 3', exact: true }).fill('1/2 cup vinegar')
    // An empty row left in the middle is dropped on save.
    await dialog.getByRole('button', { name: 'Add ingredient' }).click()
    await dialog.getByRole('button', { name: 'Remove ingredient 2' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Ingredient 2', exact: true })).toHaveValue(
      '1/2 cup vinegar',
    )
    await dialog.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Brown the pork.')
    await dialog.getByRole('button', { name: 'Add step' }).click()
    await dialog.getByRole('button', { name: 'Add step' }).click()
    await dialog
      .getByRole('textbox', { name: 'Step 3', exact: true })
      .fill('Simmer with the vinegar.')
    await dialog.getByRole('checkbox', { name: 'Pork Belly (Liempo)', exact: true }).check()
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Create Recipe' }).click()
    await expectToast(page, 'Recipe created', `${title} has been created.`)
    await expect(dialog).toBeHidden()

    await searchCatalog(page, 'recipes', title)
    const row = page
      .getByRole('region', { name: 'Recipes' })
      .getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText('2 ingredients')
    await expect(row).toContainText('2 steps')
    await expect(row).toContainText('Pork Belly (Liempo)')
    await expect(row).toContainText('Published')

    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Recipe' })
    await expect(edit.getByRole('textbox', { name: 'Ingredient 1', exact: true })).toHaveValue(
      '1 kg pork belly, cubed',
    )
    await expect(edit.getByRole('textbox', { name: 'Step 2', exact: true })).toHaveValue(
      'Simmer with the vinegar.',
    )
    await expect(
      edit.getByRole('checkbox', { name: 'Pork Belly (Liempo)', exact: true }),
    ).toBeChecked()
    await edit.getByRole('button', { name: 'Cancel' }).click()

    await page.goto('/recipes')
    const card = page.getByRole('article', { name: title })
    await expect(card.getByRole('listitem')).toHaveText([
      '1 kg pork belly, cubed',
      '1/2 cup vinegar',
    ])
    await card.getByRole('link', { name: 'View Recipe' }).click()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(main.getByRole('region', { name: 'Instructions' }).locator('ol > li')).toHaveCount(
      2,
    )
    await expect(
      main.getByRole('region', { name: 'Ingredients from Our Store' }).getByRole('link'),
    ).toHaveText(['Pork Belly (Liempo)'])
  })

  test('a draft recipe is hidden from shoppers and says so when nothing matches', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const title = uniqueName('E2E Draft Sinigang')
    await openCatalogScreen(page, '/admin/recipes', 'Recipes')
    await page.getByRole('button', { name: 'Add Recipe' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Recipe' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByRole('textbox', { name: 'Ingredient 1', exact: true }).fill('Pork ribs')
    await dialog.getByLabel('Visibility').selectOption('draft')
    await dialog.getByRole('button', { name: 'Create Recipe' }).click()
    await expectToast(page, 'Recipe created', `${title} has been created.`)

    await page.getByLabel('Filter recipes by status').selectOption({ label: 'Draft' })
    await searchCatalog(page, 'recipes', title)
    const row = page
      .getByRole('region', { name: 'Recipes' })
      .getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText('Draft')
    await page.getByLabel('Filter recipes by status').selectOption({ label: 'Published' })
    await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible()

    await page.goto('/recipes')
    await expect(page.getByRole('article', { name: 'Garlic Butter Prawns' })).toBeVisible()
    await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  })

  test('the image field refuses what is not an image and can be cleared', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 4(15|22)/)
    await signIn('editor')
    await openCatalogScreen(page, '/admin/recipes', 'Recipes')
    await page.getByRole('button', { name: 'Add Recipe' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Recipe' })
    const file = dialog.getByLabel('Image file')

    // Refused in the browser, before sending: not an image type at all.
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/media')) uploads += 1
    })
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    await expectToast(page, 'Unsupported image', 'Please choose a PNG, JPEG or GIF image.')
    expect(uploads).toBe(0)
    // The toast closes by its own button while the dialog is open, and the dialog stays.
    await toasts(page, 'Unsupported image').getByRole('button', { name: 'Close toast' }).click()
    await expect(toasts(page, 'Unsupported image')).toHaveCount(0)
    await expect(dialog).toBeVisible()

    // Refused by the server: it says PNG, but the bytes are not one.
    const answer = page.waitForResponse('**/api/admin/media')
    await file.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    })
    expect([415, 422]).toContain((await answer).status())
    await expectToast(page, 'Unsupported image')
    await expect(dialog.getByLabel('Image URL')).toHaveValue('')

    const sample = (await (await page.request.get('/api/catalog/recipes')).json()) as {
      items: { imageUrl: string | null }[]
    }
    const address = sample.items.find((r) => r.imageUrl)?.imageUrl
    expect(address).toBeTruthy()
    await dialog.getByLabel('Image URL').fill(address!)
    await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Remove image' }).click()
    await expect(dialog.getByLabel('Image URL')).toHaveValue('')
    await expect(dialog.getByRole('img', { name: 'Preview' })).toHaveCount(0)

    await dialog.getByLabel('Image URL').fill('javascript:alert(1)')
    await dialog.getByLabel('Title').fill(uniqueName('E2E Never Saved'))
    await dialog.getByRole('button', { name: 'Create Recipe' }).click()
    await expect(dialog.getByLabel('Image URL')).toHaveAccessibleDescription(
      'Image URL must start with / or https://',
    )
  })

  test('a related product set to draft meanwhile is refused beside the field', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 422/)
    await signIn('editor')
    const product = await ownProduct(page.request, 'Soon Hidden', 'published')
    await openCatalogScreen(page, '/admin/recipes', 'Recipes')
    await page.getByRole('button', { name: 'Add Recipe' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Recipe' })
    await dialog.getByLabel('Title').fill(uniqueName('E2E Refused Recipe'))
    await dialog.getByRole('checkbox', { name: product.name, exact: true }).check()

    // Someone else hides the product before this dialog is saved.
    const hidden = await page.request.patch(`/api/admin/products/${product.id}/visibility`, {
      data: { visibility: 'draft' },
    })
    expect(hidden.status()).toBe(200)
    await dialog.getByRole('button', { name: 'Create Recipe' }).click()
    await expect(
      dialog.getByRole('group', { name: 'Related products' }),
    ).toHaveAccessibleDescription('Only published products can be related to a recipe.')
    await expect(dialog).toBeVisible()
  })
})
