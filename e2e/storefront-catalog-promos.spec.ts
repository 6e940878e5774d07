import type { ListOf, PublicPromo } from '#shared/schemas/catalog.ts'
import { expect, expectNoA11yViolations, gotoInApp, test } from './support/fixtures.ts'

/** How the page writes a promo's last day: a Manila calendar date. */
const manilaDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium' }).format(
    new Date(`${isoDate}T12:00:00+08:00`),
  )

test.describe('promotions', () => {
  test('active promos, the newsletter block and the kinds of promotions', async ({ page }) => {
    const { items } = (await (
      await page.request.get('/api/catalog/promos')
    ).json()) as ListOf<PublicPromo>
    const promo = items.find((p) => p.title === 'Grand Opening Week')!
    expect(promo).toBeDefined()

    await page.goto('/promos')
    const card = page.getByRole('article', { name: 'Grand Opening Week' })
    await expect(card.getByText('PROMO', { exact: true })).toBeVisible()
    await expect(card.getByText(promo.description)).toBeVisible()
    await expect(card.getByText(`Valid until ${manilaDate(promo.endDate)}`)).toBeVisible()
    await expect(card.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products/pork',
    )

    const newsletter = page.getByRole('region', { name: 'Never Miss a Deal' })
    await expect(newsletter.getByRole('textbox')).toBeVisible()
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible()

    const kinds = page.getByRole('region', { name: 'Types of Promotions' })
    await expect(kinds.getByRole('heading', { level: 3 })).toHaveText([
      'Seasonal Sales',
      'Bundle Deals',
      'Flash Sales',
    ])
    await expectNoA11yViolations(page)

    await card.getByRole('link', { name: 'Shop Now' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Quality Pork' })).toBeVisible()
  })

  test('a promo without a link shops all products', async ({ page }) => {
    await page.route('**/api/catalog/promos', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as ListOf<PublicPromo>
      for (const item of body.items) item.link = null
      await route.fulfill({ response: answer, json: body })
    })
    await gotoInApp(page, '/promos')
    await expect(
      page
        .getByRole('article', { name: 'Grand Opening Week' })
        .getByRole('link', { name: 'Shop Now' }),
    ).toHaveAttribute('href', '/products')
  })

  test('none running: No Active Promotions, and the newsletter is still there', async ({
    page,
  }) => {
    await page.route('**/api/catalog/promos', (route) => route.fulfill({ json: { items: [] } }))
    await gotoInApp(page, '/promos')
    await expect(page.getByRole('heading', { name: 'No Active Promotions' })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Browse Products' }),
    ).toHaveAttribute('href', '/products')
    await expect(page.getByRole('region', { name: 'Never Miss a Deal' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
