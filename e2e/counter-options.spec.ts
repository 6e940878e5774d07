import type { APIRequestContext, BrowserContext } from '@playwright/test'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { uniqueProduct } from './admin-products.helpers.ts'
import { fillCheckout, placeOrderButton, uniqueEmail } from './checkout-helpers.ts'
import { cartLink, productCards, storedCart } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { openBeforeTheApp, phoneProfile } from './support/slow-phone.ts'

/**
 * The butcher's counter online (issue 31), as a shopper on a 360 px phone: a product
 * with a required 'Thickness' and an optional 'Cut' with an extra, two lines of it in
 * two thicknesses, a note with markup and 'Remove it and refund', checked out by cash
 * on delivery, and all of it read back on the confirmation page.
 */
test.use(phoneProfile)

/** A product of the test's own (the sample items stay as they are), made by staff. */
async function createCounterProduct(
  request: APIRequestContext,
  context: BrowserContext,
  signIn: (role: 'admin') => Promise<unknown>,
  fields: Record<string, unknown> = {},
): Promise<AdminProduct> {
  await signIn('admin')
  const response = await request.post('/api/admin/products', {
    data: {
      ...uniqueProduct('Counter Ribeye'),
      category: 'beef',
      cutType: 'Ribeye',
      price: '1200',
      stock: '20',
      minOrder: '1',
      description: 'Ribeye cut to order at the counter.',
      optionGroups: [
        {
          name: 'Thickness',
          required: true,
          choices: [{ label: '1 in' }, { label: '1.5 in' }, { label: '2 in', available: false }],
        },
        {
          name: 'Cut',
          required: false,
          choices: [{ label: 'Whole' }, { label: 'Ground', extraPerKg: '20' }],
        },
      ],
      ...fields,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  // From here on the browser is a shopper's.
  await context.clearCookies()
  return (await response.json()) as AdminProduct
}

test.describe('choices, a note and what to do if it runs out', () => {
  test('choose thickness and cut, two thicknesses make two lines, and the confirmation says it all', async ({
    page,
    context,
    signIn,
  }) => {
    const product = await createCounterProduct(page.request, context, signIn)
    await page.goto(`/product/${product.id}`)
    const main = page.getByRole('main')
    const thickness = main.getByRole('group', { name: /^Thickness/ })
    await expect(thickness).toContainText('(required)')
    await expect(main.getByRole('radio', { name: /^2 in/ })).toBeDisabled()
    await expect(main.getByText('2 in (not available today)')).toBeVisible()

    // Nothing chosen: the group says so and nothing is added.
    await main.getByRole('button', { name: 'Add to Cart' }).first().click()
    await expect(thickness.getByText('Choose a thickness')).toBeVisible()
    expect(await storedCart(page)).toEqual([])

    await main.getByRole('radio', { name: '1.5 in' }).check()
    await expect(thickness.getByText('Choose a thickness')).toHaveCount(0)
    await main.getByRole('radio', { name: /^Ground/ }).check()
    await expect(main.getByText('+₱20.00/kg')).toBeVisible()
    await expect(main.getByText('With your choices: ₱1,220.00 per kg')).toBeVisible()
    await expect(main.getByText('₱1,220.00', { exact: true })).toBeVisible()
    await expectNoA11yViolations(page)
    await main.getByRole('button', { name: 'Add to Cart' }).first().click()
    await expectToast(page, 'Added to Cart')

    // The same product in another thickness is a line of its own.
    await main.getByRole('radio', { name: '1 in' }).check()
    await main.getByRole('button', { name: 'Add to Cart' }).first().click()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')

    await page.goto('/cart')
    const lines = page.getByRole('main').getByRole('listitem')
    const thick = lines.filter({ hasText: '1.5 in, ground' })
    const thin = lines.filter({ hasText: '1 in, ground' })
    await expect(thick).toHaveCount(1)
    await expect(thin).toHaveCount(1)
    await expect(thin.getByRole('combobox', { name: /^If this runs out/ })).toHaveValue('call')
    const note = thick.getByRole('textbox', { name: /^Special instructions/ })
    await note.fill('<b>2 bags</b>')
    await expect(thick.getByText('13/200')).toBeVisible()
    await expectNoA11yViolations(page)
    await thick
      .getByRole('combobox', { name: /^If this runs out/ })
      .selectOption({ label: 'Remove it and refund' })
    await expect
      .poll(async () =>
        (await storedCart(page)).map((l) => [l.choices, l.note ?? null, l.ifRunsOut ?? null]),
      )
      .toEqual([
        [
          [
            { groupName: 'Thickness', choiceLabel: '1.5 in' },
            { groupName: 'Cut', choiceLabel: 'Ground' },
          ],
          '<b>2 bags</b>',
          'remove',
        ],
        [
          [
            { groupName: 'Thickness', choiceLabel: '1 in' },
            { groupName: 'Cut', choiceLabel: 'Ground' },
          ],
          null,
          null,
        ],
      ])

    await page.goto('/checkout')
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()
    await fillCheckout(page, uniqueEmail('counter'))
    await placeOrderButton(page).click()
    await expect(page).toHaveURL(/\/order-confirmation$/)
    const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem')
    const ordered = items.filter({ hasText: '1.5 in, ground' })
    await expect(ordered).toContainText(product.name)
    // The note is the text the shopper typed: the markup shows, it never runs.
    await expect(ordered.getByText('<b>2 bags</b>')).toBeVisible()
    await expect(page.getByRole('main').locator('b', { hasText: '2 bags' })).toHaveCount(0)
    await expect(ordered).toContainText('If this runs out: Remove it and refund')
    await expect(items.filter({ hasText: '1 in, ground' })).toContainText(
      'If this runs out: Text or call me first',
    )
  })

  test('a thickness tapped as soon as the page shows stays chosen and is what Add to Cart adds', async ({
    context,
    page: watched,
    signIn,
  }) => {
    const product = await createCounterProduct(watched.request, context, signIn)
    const { page, startApp } = await openBeforeTheApp(context, `/product/${product.id}`)
    const thick = page.getByRole('radio', { name: '1.5 in' })
    await thick.tap()
    await page.getByRole('button', { name: 'Add to Cart' }).first().tap()

    await startApp()
    await expect(thick).toBeChecked()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    expect((await storedCart(page)).map((l) => [l.name, l.quantity, l.choices])).toEqual([
      [product.name, 1, [{ groupName: 'Thickness', choiceLabel: '1.5 in' }]],
    ])
    await expect(page.getByText('Choose a thickness')).toHaveCount(0)
  })

  test("a card's quick add: 'Choose Options' leads to the page of a product that needs a choice; a steak by the piece adds 1 piece", async ({
    page,
    context,
    signIn,
  }) => {
    const options = await createCounterProduct(page.request, context, signIn)
    await page.goto(`/products?q=${encodeURIComponent(options.name)}`)
    const card = productCards(page).filter({ hasText: options.name })
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
    await card.getByRole('link', { name: 'Choose Options' }).click()
    await expect(page).toHaveURL(new RegExp(`/product/${options.id}$`))
    expect(await storedCart(page)).toEqual([])

    const steak = await createCounterProduct(page.request, context, signIn, {
      optionGroups: [],
      soldByPiece: true,
      averagePieceGrams: 350,
    })
    await page.goto(`/products?q=${encodeURIComponent(steak.name)}`)
    await productCards(page)
      .filter({ hasText: steak.name })
      .getByRole('button', { name: 'Add to Cart' })
      .click()
    await expectToast(page, 'Added to Cart', `${steak.name} (1 pc) added to cart`)
    expect((await storedCart(page)).map((l) => [l.quantity, l.unit, l.averagePieceGrams])).toEqual([
      [1, 'piece', 350],
    ])
  })

  test('a steak by the piece: 2 pieces of about 350 g, an estimate by packed weight, and 2 pcs in the cart', async ({
    page,
    context,
    signIn,
  }) => {
    const steak = await createCounterProduct(page.request, context, signIn, {
      optionGroups: [],
      soldByPiece: true,
      averagePieceGrams: 350,
    })
    await page.goto(`/product/${steak.id}`)
    const main = page.getByRole('main')
    await expect(
      main.getByText('Sold by the piece: about 350 g each, ₱420.00 a piece.'),
    ).toBeVisible()
    await expect(main.getByText('Pieces (about 350 g each)')).toBeVisible()
    await main.getByRole('button', { name: 'Increase pieces' }).click()
    await expect(main.getByText('2 pieces', { exact: true })).toBeVisible()
    await expect(main.getByText('Total for 2 pcs (about 700 g)')).toBeVisible()
    await expect(main.getByText('₱840.00', { exact: true })).toBeVisible()
    await expect(
      main.getByText(/^Estimated ₱840\.00 — final price .* by packed weight$/),
    ).toBeVisible()
    await main.getByRole('button', { name: 'Add to Cart' }).first().click()
    await expectToast(page, 'Added to Cart', `${steak.name} (2 pcs) added to cart`)

    await page.goto('/cart')
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
      '2 pcs (about 700 g)',
    )
  })
})
