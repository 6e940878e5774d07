import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectToast, test } from './support/fixtures.ts'

/**
 * Row selection on the back-office lists while a search settles (docs/product-rules.md
 * §4 Row selection; the subscribers are the one list with checkboxes): a row the
 * person checked stays checked, and the bulk action and its confirmation act on the
 * rows shown checked.
 * Other journeys add subscribers at the same time, so each test searches for
 * addresses of its own.
 */
const uniqueTag = (name: string) => `e2e-${name}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`

async function addByApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/admin/subscribers', { data: { email } })
  expect(response.status(), await response.text()).toBe(201)
}

/** The list's answer for this search waits until `release` is called. */
async function holdSearchAnswer(page: Page, q: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const isSearch = (url: URL) =>
    url.pathname === '/api/admin/subscribers' && url.searchParams.get('q') === q
  await page.route(isSearch, async (route) => {
    await held
    await route.continue()
  })
  const sent = page.waitForRequest((request) => isSearch(new URL(request.url())))
  return { sent, release }
}

async function twoSubscribers(page: Page, name: string) {
  const tag = uniqueTag(name)
  const keep = `keep-${tag}@example.com`
  const drop = `drop-${tag}@example.com`
  for (const email of [keep, drop]) await addByApi(page.request, email)
  return { tag, keep, drop }
}

test.describe('admin list selection while a search settles', () => {
  test('a row checked before the search settles stays checked, and the confirmation names it', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const { tag, keep, drop } = await twoSubscribers(page, 'settle')
    // The browser's clock, so the search box's pause lasts until the test ends it.
    await page.clock.install()
    await page.goto(`/admin/subscribers?q=${tag}`)
    const rows = page.getByRole('region', { name: 'Subscribers' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    const deleteSelected = page.getByRole('button', { name: /^Delete Selected/ })
    await expect(deleteSelected).toBeDisabled()

    // Held a second ahead of the browser's clock (see admin-login.spec.ts).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    const narrowed = `keep-${tag}`
    const answer = await holdSearchAnswer(page, narrowed)
    // Typed, and both rows checked at once, as a person does: the search is not sent yet.
    await page.getByLabel('Search subscribers by email').fill(narrowed)
    const keepBox = page.getByLabel(`Select ${keep}`)
    const dropBox = page.getByLabel(`Select ${drop}`)
    await keepBox.check()
    await dropBox.check()
    await expect(deleteSelected).toHaveText('Delete Selected (2)')

    // The pause ends: the search goes out, its answer held; the rows stay checked.
    await page.clock.runFor(1_000)
    await answer.sent
    await page.clock.resume()
    await expect(page).toHaveURL(new RegExp(`q=${narrowed}`))
    await expect(keepBox).toBeChecked()
    await expect(dropBox).toBeChecked()
    await expect(deleteSelected).toHaveText('Delete Selected (2)')

    // The answer: the row still shown stays checked; the one the search hides is not selected.
    answer.release()
    await expect(rows).toHaveCount(2)
    await expect(dropBox).toHaveCount(0)
    await expect(keepBox).toBeChecked()
    await expect(deleteSelected).toHaveText('Delete Selected (1)')

    await deleteSelected.click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Selected Subscribers?' })
    await expect(confirm).toContainText(
      '1 subscriber will be removed for good. This cannot be undone.',
    )
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Subscribers Deleted', '1 subscriber has been removed.')
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('heading', { name: 'No subscribers found.' })).toBeVisible()
    await expect(deleteSelected).toBeDisabled()

    // The row the search hid was not deleted, and is not selected.
    await page.getByLabel('Search subscribers by email').fill(tag)
    await expect(rows).toHaveCount(2)
    await expect(dropBox).not.toBeChecked()
    await expect(deleteSelected).toBeDisabled()
  })

  test('the confirmation opened before the search settles still names the rows it asks about', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const { tag, keep, drop } = await twoSubscribers(page, 'asked')
    await page.clock.install()
    await page.goto(`/admin/subscribers?q=${tag}`)
    const rows = page.getByRole('region', { name: 'Subscribers' }).getByRole('row')
    await expect(rows).toHaveCount(3)

    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    const narrowed = `keep-${tag}`
    const answer = await holdSearchAnswer(page, narrowed)
    // Typed, checked and Delete Selected pressed before the search is sent.
    await page.getByLabel('Search subscribers by email').fill(narrowed)
    await page.getByLabel(`Select ${keep}`).check()
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Selected Subscribers?' })
    const question = '1 subscriber will be removed for good. This cannot be undone.'
    await expect(confirm).toContainText(question)

    // The search goes out and its answer arrives behind the open confirmation.
    await page.clock.runFor(1_000)
    await answer.sent
    await page.clock.resume()
    answer.release()
    await expect(page).toHaveURL(new RegExp(`q=${narrowed}`))
    await expect(page.getByLabel(`Select ${drop}`)).toHaveCount(0)
    await expect(confirm).toContainText(question)

    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Subscribers Deleted', '1 subscriber has been removed.')
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('heading', { name: 'No subscribers found.' })).toBeVisible()
  })

  test('a row checked while the answer is on its way and then hidden leaves nothing selected: Delete Selected is disabled', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const { tag, keep, drop } = await twoSubscribers(page, 'hidden')
    await page.goto(`/admin/subscribers?q=${tag}`)
    const rows = page.getByRole('region', { name: 'Subscribers' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    const deleteSelected = page.getByRole('button', { name: /^Delete Selected/ })
    const selectAll = page.getByLabel('Select all subscribers on this page')
    await expect(deleteSelected).toBeDisabled()

    // Enter sends the search at once; its answer is held, the previous rows stay shown.
    const narrowed = `keep-${tag}`
    const answer = await holdSearchAnswer(page, narrowed)
    const search = page.getByLabel('Search subscribers by email')
    await search.fill(narrowed)
    await search.press('Enter')
    await answer.sent
    await expect(page).toHaveURL(new RegExp(`q=${narrowed}`))
    await page.getByLabel(`Select ${drop}`).check()
    await expect(deleteSelected).toHaveText('Delete Selected (1)')

    // The answer hides the checked row: nothing shown is checked, so nothing is selected.
    answer.release()
    await expect(rows).toHaveCount(2)
    await expect(page.getByLabel(`Select ${keep}`)).not.toBeChecked()
    await expect(selectAll).not.toBeChecked()
    await expect(deleteSelected).toBeDisabled()
    await expect(deleteSelected).toHaveText('Delete Selected')

    // Back to both rows: the hidden row did not come back checked.
    await search.fill(tag)
    await search.press('Enter')
    await expect(rows).toHaveCount(3)
    await expect(page.getByLabel(`Select ${drop}`)).not.toBeChecked()
    await expect(deleteSelected).toBeDisabled()
  })
})
