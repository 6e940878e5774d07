import { cartLink, productId, storedCart } from './storefront-catalog.helpers.ts'
import { expect, test } from './support/fixtures.ts'
import { phoneProfile } from './support/slow-phone.ts'

/** Typing a quantity on a phone (issue 26): the total follows, nothing moves, the stock is said. */
test.use(phoneProfile)

test.describe('a quantity typed on a product page', () => {
  test('the total follows each keystroke and Add to Cart stays where it was, so the first tap adds', async ({
    page,
  }) => {
    await page.goto(`/product/${await productId(page.request, 'Premium Ribeye Steak')}`)
    const add = page.getByRole('button', { name: 'Add to Cart' })
    await add.scrollIntoViewIfNeeded()
    const before = await add.boundingBox()
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await quantity.tap()
    await quantity.press('Backspace')
    await quantity.pressSequentially('4')
    // No need to leave the box first.
    await expect(page.getByText('Total for 4 kg')).toBeVisible()
    await expect(page.getByText('₱3,400.00', { exact: true })).toBeVisible()
    expect(await add.boundingBox()).toEqual(before)

    await add.tap()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    expect((await storedCart(page)).map((l) => [l.name, l.quantity, l.unit])).toEqual([
      ['Premium Ribeye Steak', 4, 'kg'],
    ])
  })

  test('more than the stock says how much is left, counts what is left and adds that', async ({
    page,
  }) => {
    await page.goto(`/product/${await productId(page.request, 'Tiger Prawns')}`)
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    const note = page.getByText('Only 15 kg left')
    await expect(note).toBeHidden()
    await quantity.fill('60')
    await expect(note).toBeVisible()
    await expect(page.getByText('Total for 15 kg')).toBeVisible()
    await quantity.blur()
    await expect(quantity).toHaveValue('15')
    await expect(note).toBeVisible()
    await page.getByRole('button', { name: 'Decrease quantity' }).tap()
    await expect(note).toBeHidden()
    await page.getByRole('button', { name: 'Increase quantity' }).tap()
    await expect(note).toBeVisible()
    await page.getByRole('button', { name: 'Add to Cart' }).tap()
    expect((await storedCart(page)).map((l) => [l.name, l.quantity, l.unit])).toEqual([
      ['Tiger Prawns', 15, 'kg'],
    ])
  })
})
