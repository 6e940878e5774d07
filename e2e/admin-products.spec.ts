import {
  createProduct,
  fillRequiredFields,
  findAdminProduct,
  imageInput,
  openEditProductDialog,
  pngFile,
  productDialog,
  productRow,
  uniqueProduct,
} from './admin-products.helpers.ts'
import { productCards } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

test.describe('admin products', () => {
  test('an editor adds a product with two uploaded images and the shop shows it at once', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const product = uniqueProduct('Wagyu')
    await page.goto('/admin/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
    await expect(page.getByLabel('Filter products by category').locator('option')).toHaveText([
      'All Categories',
      'Beef',
      'Pork',
      'Chicken',
      'Seafood',
    ])
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Add Product' }).click()
    const dialog = productDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Add New Product' })).toBeVisible()
    // The defaults of docs/product-rules.md §3.
    await expect(dialog.getByLabel('Origin')).toHaveValue('Local')
    await expect(dialog.getByLabel('Delivery areas')).toHaveValue('Metro Manila, Cavite, Laguna')
    await expect(dialog.getByLabel('Allergens')).toHaveValue('None')
    await expect(dialog.getByLabel('Visibility')).toHaveValue('published')
    await expect(dialog.getByText('PNG, JPG, GIF (MAX. 5MB)')).toBeVisible()
    await expectNoA11yViolations(page)

    await fillRequiredFields(page, product)
    await dialog.getByLabel('NEW').check()
    await imageInput(page).setInputFiles([
      await pngFile('first.png', '#a33'),
      await pngFile('second.png', '#3a3'),
    ])
    const secondAsCover = dialog.getByRole('button', { name: 'Set image 2 as cover' })
    await expect(secondAsCover).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Set image 1 as cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await secondAsCover.click()
    await expect(secondAsCover).toHaveAttribute('aria-pressed', 'true')
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Save Product' }).click()

    await expectToast(page, 'Product created', `${product.name} has been created.`)
    await expect(dialog).toBeHidden()
    const row = productRow(page, product.name)
    await expect(row).toContainText(product.sku)
    await expect(row).toContainText('₱1,500.00')
    await expect(row).toContainText('20 kg')
    await expect(row).toContainText('NEW')
    await expect(row).toContainText('Published')

    const saved = await findAdminProduct(page.request, product.name)
    expect(saved.images).toHaveLength(2)
    expect(saved.coverImageIndex).toBe(1)
    const cover = saved.images[1]!
    expect(cover.url).toMatch(/^\/media\/[a-f0-9]{32}\//)

    await page.goto(`/products?q=${encodeURIComponent(product.name)}`)
    await expect(productCards(page)).toHaveCount(1)
    await productCards(page).getByRole('link', { name: product.name }).click()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    const image = main.getByRole('img', { name: product.name })
    await expect(image).toHaveAttribute('src', cover.url)
    await expect(image).toHaveAttribute('srcset', /\/media\/[a-f0-9]{32}\/\d+\.webp \d+w/)
    const served = await page.request.get(cover.url)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/webp')
  })

  test('setting a product to draft takes it off the shop; the eye button brings it back', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The product page and its API call answer 404 while it is a draft.
    allowConsoleErrors(/status of 404/)
    await signIn('editor')
    const product = uniqueProduct('Draft')
    const created = await createProduct(page.request, product)

    const dialog = await openEditProductDialog(page, product.name)
    await expect(dialog.getByLabel('Name')).toHaveValue(product.name)
    await dialog.getByLabel('Visibility').selectOption({ label: 'Draft' })
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    await expectToast(page, 'Product updated', `${product.name} has been updated.`)
    await expect(productRow(page, product.name)).toContainText('Draft')

    await page.goto(`/products?q=${encodeURIComponent(product.name)}`)
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible()
    await page.goto(`/product/${created.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()

    await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}&status=draft`)
    await page.getByRole('button', { name: `Publish ${product.name}` }).click()
    await expectToast(page, 'Visibility Updated')
    await page.goto(`/product/${created.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  })

  test('a discount gives SALE and no stock gives SOLD OUT, on the shop too', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const product = uniqueProduct('Sale')
    const created = await createProduct(page.request, product)

    const dialog = await openEditProductDialog(page, product.name)
    await expect(dialog.getByText('No discount')).toBeVisible()
    await dialog.getByLabel('Discount per kg (₱)').fill('40')
    await expect(dialog.getByText('Discount price: ₱1,460.00 per kg')).toBeVisible()
    await dialog.getByLabel('Stock (kg)').fill('0')
    const preview = dialog.getByRole('list', { name: 'Tags' })
    await expect(preview).toContainText('SALE')
    await expect(preview).toContainText('SOLD OUT')
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    await expectToast(page, 'Product updated')
    const row = productRow(page, product.name)
    await expect(row).toContainText('Sale ₱1,460.00')
    await expect(row).toContainText('SOLD OUT')

    await page.goto(`/product/${created.id}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(main.getByText('Out of Stock').first()).toBeVisible()
    const tags = main.getByRole('list', { name: 'Tags' }).first()
    await expect(tags).toContainText('SALE')
    await expect(tags).toContainText('SOLD OUT')
  })
})
