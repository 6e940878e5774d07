import { placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

const searchBox = 'Search by order ID or customer name...'

test.describe('admin orders list', () => {
  test('finds orders by id and by customer name, newest first, and filters by status', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const family = uniqueCustomer('Dela Cruz')
    const older = await placeOrder(page.request, `${family} Ana`)
    const newer = await placeOrder(page.request, `${family} Ben`)
    const paid = await page.request.patch(`/api/admin/orders/${newer.orderId}/status`, {
      data: { status: 'paid' },
    })
    expect(paid.status()).toBe(200)

    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    const table = page.getByRole('region', { name: 'Orders' })

    await page.getByPlaceholder(searchBox).fill(older.orderId)
    await expect(page).toHaveURL(new RegExp(`q=${older.orderId}`))
    await expect(table.getByRole('row')).toHaveCount(2)
    const row = table.getByRole('row', { name: new RegExp(older.orderId) })
    await expect(row).toContainText(older.customerName)
    await expect(row).toContainText('₱')
    await expect(row).toContainText('Pending')

    await page.getByPlaceholder(searchBox).fill(family.toLowerCase())
    // Header row, then the newer order above the older one.
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('row').nth(1)).toContainText(newer.orderId)
    await expect(table.getByRole('row').nth(2)).toContainText(older.orderId)

    const status = page.getByLabel('Filter by status')
    await expect(status.locator('option')).toHaveText([
      'All Statuses',
      'Pending',
      'Paid',
      'Processing',
      'Shipped/Ready',
      'Completed',
      'Cancelled',
    ])
    await status.selectOption({ label: 'Paid' })
    await expect(page).toHaveURL(/status=paid/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText(newer.orderId)
    await expect(table.getByRole('row').nth(1)).toContainText('Paid')

    await status.selectOption({ label: 'Pending' })
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText(older.orderId)

    // The view survives a reload: it lives in the URL.
    await page.reload()
    await expect(page.getByPlaceholder(searchBox)).toHaveValue(family.toLowerCase())
    await expect(page.getByLabel('Filter by status')).toHaveValue('pending')
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('a search that matches nothing says No orders found', async ({ page, signIn }) => {
    await signIn('admin')
    await page.goto('/admin/orders')
    await page.getByPlaceholder(searchBox).fill(uniqueCustomer('zzqx-nothing'))
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible()
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0)
  })

  test('Export CSV downloads the orders matching the current filters', async ({ page, signIn }) => {
    await signIn('admin')
    const order = await placeOrder(page.request, uniqueCustomer('Reyes'))
    await page.goto('/admin/orders')
    await page.getByPlaceholder(searchBox).fill(order.customerName)
    await expect(page).toHaveURL(/q=/)
    await page.getByLabel('Filter by status').selectOption({ label: 'Pending' })
    await expect(page).toHaveURL(/status=pending/)

    const link = page.getByRole('link', { name: 'Export CSV' })
    // The URL changes first; wait for the link to be rendered with the same filters.
    await expect(link).toHaveAttribute('href', /status=pending/)
    const href = await link.getAttribute('href')
    const url = new URL(href!, page.url())
    expect(url.pathname).toBe('/api/admin/orders/export.csv')
    expect(url.searchParams.get('q')).toBe(order.customerName)
    expect(url.searchParams.get('status')).toBe('pending')
    await expect(link).toHaveAttribute('download')

    const response = await page.request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/csv/)
    expect(await response.text()).toContain(order.orderId)
  })

  test('pages through the server with Previous and Next', async ({ page, signIn }) => {
    await signIn('admin')
    // Three full pages of real orders would eat the shared stock; answer as the server would.
    await page.route(
      (url) => url.pathname === '/api/admin/orders',
      (route) => {
        const pageNo = Number(new URL(route.request().url()).searchParams.get('page') ?? 1)
        const items = [0, 1].map((i) => ({
          orderId: `E2E-${1_700_000_000_000 + pageNo * 10 + i}`,
          customerName: `Paging Customer ${pageNo}-${i}`,
          createdAt: new Date().toISOString(),
          totalCentavos: 45_000,
          status: 'pending',
        }))
        return route.fulfill({ json: { items, total: 6, page: pageNo, pageSize: 2, pageCount: 3 } })
      },
    )
    await page.goto('/admin/orders')
    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    await expect(page.getByText('Page 1 of 3')).toBeVisible()
    await expect(previous).toBeDisabled()
    await next.click()
    await expect(page.getByText('Page 2 of 3')).toBeVisible()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText('Paging Customer 2-0')).toBeVisible()
    await next.click()
    await expect(page.getByText('Page 3 of 3')).toBeVisible()
    await expect(next).toBeDisabled()
    await previous.click()
    await expect(page.getByText('Page 2 of 3')).toBeVisible()
  })

  test('an editor can use the orders screen', async ({ page, signIn }) => {
    await signIn('editor')
    const order = await placeOrder(page.request, uniqueCustomer('Santos'))
    await page.goto('/admin/orders')
    await page.getByPlaceholder(searchBox).fill(order.orderId)
    await page.getByRole('button', { name: `View order ${order.orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
    await expect(dialog.getByText(order.customerEmail)).toBeVisible()
    await dialog.getByLabel('Change status').selectOption({ label: 'Processing' })
    await expect(dialog.getByLabel('Change status')).toHaveValue('processing')
    await expect(dialog.getByText('Status changed to processing')).toBeVisible()
  })
})

test.describe('admin orders on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('the table scrolls sideways instead of squeezing the page', async ({ page, signIn }) => {
    await signIn('admin')
    const order = await placeOrder(page.request, uniqueCustomer('Garcia'))
    await page.goto(`/admin/orders?q=${order.orderId}`)
    const table = page.getByRole('region', { name: 'Orders' })
    await expect(table.getByRole('row', { name: new RegExp(order.orderId) })).toBeVisible()
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    await page.getByRole('button', { name: `View order ${order.orderId}` }).click()
    await expect(page.getByRole('dialog', { name: `Order ${order.orderId}` })).toBeVisible()
  })
})
