import { paths } from '#shared/paths.ts'
import {
  createProduct,
  findAdminProduct,
  openEditProductDialog,
  uniqueProduct,
} from './admin-products.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * The product flag and the tolerance of packed weights (issue 17, docs/product-rules.md
 * §13). Its own file in the shop-editing project: it adds a published product, which
 * the storefront journeys would otherwise count.
 */
test.describe('priced by packed weight, in the catalog and settings', () => {
  test('a product is marked priced by packed weight; the tolerance is checked beside its field', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const product = uniqueProduct('Packed')
    await createProduct(page.request, product)

    const dialog = await openEditProductDialog(page, product.name)
    const checkbox = dialog.getByLabel('Priced by packed weight')
    await expect(checkbox).not.toBeChecked()
    await expect(checkbox).toHaveAccessibleDescription(
      'The shopper pays an estimate; you record the packed weight',
    )
    await checkbox.check()
    await dialog.getByRole('button', { name: 'Save Product' }).click()
    await expectToast(page, 'Product updated', `${product.name} has been updated.`)
    expect((await findAdminProduct(page.request, product.name)).pricedByPackedWeight).toBe(true)
    const again = await openEditProductDialog(page, product.name)
    await expect(again.getByLabel('Priced by packed weight')).toBeChecked()

    // Settings: beyond the bounds, the server's message beside the field; nothing saved.
    await page.goto(paths.admin.settings)
    const general = page.getByRole('region', { name: 'General Settings' })
    const tolerance = general.getByLabel('Packed weight tolerance (%)')
    await expect(tolerance).not.toHaveValue('')
    const saved = await tolerance.inputValue()
    await tolerance.fill('60')
    await general.getByRole('button', { name: 'Save General Settings' }).click()
    await expect(tolerance).toHaveAttribute('aria-invalid', 'true')
    await expect(tolerance).toHaveAccessibleDescription('Enter a whole percentage from 1 to 50')
    await expectNoA11yViolations(page)
    await page.reload()
    await expect(
      page
        .getByRole('region', { name: 'General Settings' })
        .getByLabel('Packed weight tolerance (%)'),
    ).toHaveValue(saved)
  })
})
