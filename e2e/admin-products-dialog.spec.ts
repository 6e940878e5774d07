import {
  createProduct,
  fillRequiredFields,
  findAdminProduct,
  imageInput,
  pngFile,
  productDialog,
  productRow,
  uniqueProduct,
} from './admin-products.helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

/** The seeded Premium Ribeye Steak's SKU (src/server/db/seed/sample-catalog.ts). */
const RIBEYE_SKU = 'BEEF-RIB-001'

test.describe('admin product dialog', () => {
  test('field messages show beside the fields, from the form and from the server', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the server's 422 answer.
    allowConsoleErrors(/status of 422/)
    await signIn('editor')
    await page.goto('/admin/products')
    await page.getByRole('button', { name: 'Add Product' }).click()
    const dialog = productDialog(page)
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

    const product = uniqueProduct('Duplicate')
    await fillRequiredFields(page, { ...product, sku: RIBEYE_SKU })
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    const sku = dialog.getByLabel('SKU')
    await expect(sku).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.locator('#product-sku-error')).toContainText(/SKU/i)
    await expect(sku).toBeFocused()
    // Nothing was saved and the dialog stays open for a fix.
    await sku.fill(product.sku)
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    await expectToast(page, 'Product created')
  })

  test('refuses more than 5 images and files over 5 MB before sending them', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    await page.goto('/admin/products?new=1')
    const dialog = productDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Add New Product' })).toBeVisible()

    const six = await Promise.all(
      ['#a11', '#1a1', '#11a', '#aa1', '#1aa', '#a1a'].map((c, i) => pngFile(`${i}.png`, c)),
    )
    await imageInput(page).setInputFiles(six)
    await expectToast(page, 'Upload Limit Exceeded', 'You can only upload a maximum of 5 images.')
    await expect(dialog.getByRole('button', { name: /^Remove image/ })).toHaveCount(0)
    await expect(dialog.getByRole('progressbar')).toHaveCount(0)

    await imageInput(page).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await expectToast(page, 'Image too large', 'Please select an image smaller than 5MB.')
    await expect(dialog.getByRole('progressbar')).toHaveCount(0)

    // Closing the dialog drops ?new=1, so a reload does not open it again.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/products$/)
  })

  test('shows upload progress, waits for it before saving, and says when an upload fails', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 415/)
    await signIn('editor')
    await page.goto('/admin/products')
    await page.getByRole('button', { name: 'Add Product' }).click()
    const dialog = productDialog(page)

    // Hold the upload until the test has seen the progress bar.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/admin/media', async (route) => {
      await held
      await route.continue()
    })
    await imageInput(page).setInputFiles(await pngFile('slow.png', '#a33'))
    const progress = dialog.getByRole('progressbar', { name: 'Uploading slow.png' })
    await expect(progress).toHaveAttribute('aria-valuenow', /\d+/)
    await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
    release()
    await expect(progress).toBeHidden()
    await expect(dialog.getByText('Cover', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save Product' })).toBeEnabled()

    await page.unroute('**/api/admin/media')

    // Removing the cover makes the first image the cover again.
    await imageInput(page).setInputFiles(await pngFile('second.png', '#3a3'))
    await dialog.getByRole('button', { name: 'Set image 2 as cover' }).click()
    await dialog.getByRole('button', { name: 'Remove image 2' }).click()
    await expect(dialog.getByRole('button', { name: /^Remove image/ })).toHaveCount(1)
    await expect(dialog.getByRole('button', { name: 'Set image 1 as cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.route('**/api/admin/media', (route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'unsupported_media_type',
            message: 'Please choose a PNG, JPEG or GIF image.',
          },
        }),
      }),
    )
    await imageInput(page).setInputFiles(await pngFile('refused.png', '#33a'))
    await expectToast(page, 'Unsupported image', 'Please choose a PNG, JPEG or GIF image.')
    await expect(dialog.getByRole('button', { name: /^Remove image/ })).toHaveCount(1)

    // An address row left empty is dropped on save.
    await dialog.getByRole('button', { name: 'Add image URL' }).click()
    await expect(dialog.getByLabel('Image 2 address')).toBeVisible()
    const product = uniqueProduct('Upload')
    await fillRequiredFields(page, product)
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    await expectToast(page, 'Product created')
    const saved = await findAdminProduct(page.request, product.name)
    expect(saved.images).toHaveLength(1)
    expect(saved.images[0]!.mediaKey).toMatch(/^[a-f0-9]{32}$/)
  })

  test('deletes a product after asking', async ({ page, signIn }) => {
    await signIn('editor')
    const product = uniqueProduct('Delete')
    await createProduct(page.request, product)
    await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`)
    await productRow(page, product.name)
      .getByRole('button', { name: `Delete ${product.name}` })
      .click()

    const confirm = page.getByRole('alertdialog', { name: 'Delete Product?' })
    await expect(confirm).toContainText(
      `This will permanently delete ${product.name} and its images.`,
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(productRow(page, product.name)).toBeVisible()

    await productRow(page, product.name)
      .getByRole('button', { name: `Delete ${product.name}` })
      .click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Product deleted', `${product.name} has been deleted.`)
    await expect(page.getByText('No products found matching your filters.')).toBeVisible()
  })
})
