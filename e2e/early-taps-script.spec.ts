import type { Page } from '@playwright/test'
import { holdEarlyTaps } from '#server/page-rendering/early-taps.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * The start-up script's rules for taps before the app (decision 0071), on a page of
 * its own in the browser: what it holds, what it leaves to the browser, and what it
 * hands over when `<html data-hydrated>` appears. The app's side is in
 * taps-before-the-app.spec.ts; here the "app" is a few listeners the test adds.
 */
const markup = `<!doctype html><html><body>
  <button id="add">Add to Cart</button>
  <button id="plus" data-tap-repeat>+</button>
  <button id="off" disabled>Sold out</button>
  <a id="link" href="#linked">A link</a>
  <details id="faq"><summary id="q">Question</summary><p>Answer</p></details>
  <form id="search" action="#results" method="get"><input name="q"><button id="go">Search</button></form>
  <form id="news"><input id="email" type="email"><button id="subscribe">Subscribe</button></form>
  <input id="qty" type="number" min="1" max="3" value="1">
  <button id="step" data-step-for="qty" data-step="1">Step</button>
</body></html>`

/** The page with the script running, and a log of what the "app" has seen. */
async function pageWithScript(page: Page) {
  await page.setContent(markup)
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    // What the app would do, once it is there: it listens below the window.
    document.addEventListener('click', (event) => {
      seen.push(`click ${(event.target as Element).id}`)
      if ((event.target as Element).closest('a')) event.preventDefault()
    })
    document.addEventListener('submit', (event) => {
      seen.push(`submit ${(event.target as Element).id} prevented=${event.defaultPrevented}`)
      event.preventDefault()
    })
    document.addEventListener('input', (event) => {
      seen.push(
        `input ${(event.target as HTMLInputElement).id}=${(event.target as HTMLInputElement).value}`,
      )
    })
  })
  await page.addScriptTag({ content: `(${holdEarlyTaps.toString()})(document, window)` })
  return {
    seen: () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.slice()),
    hydrate: () =>
      page.evaluate(() => document.documentElement.setAttribute('data-hydrated', 'true')),
  }
}

test.describe('the start-up script holds taps before the app', () => {
  test('a button is held, marked busy, and clicked once after hydration; a repeat control counts each tap', async ({
    page,
  }) => {
    const { seen, hydrate } = await pageWithScript(page)
    await page.click('#add')
    await page.click('#add')
    await page.click('#plus')
    await page.click('#plus')
    expect(await seen()).toEqual([])
    await expect(page.locator('#add')).toHaveAttribute('data-tap-pending', '')
    await expect(page.locator('#add')).toHaveAttribute('aria-busy', 'true')

    await hydrate()
    await expect.poll(seen).toEqual(['click add', 'click plus', 'click plus'])
    await expect(page.locator('#add')).not.toHaveAttribute('data-tap-pending')
    await expect(page.locator('#add')).not.toHaveAttribute('aria-busy')
  })

  test('links, a summary, disabled buttons and a form with an action of its own are left to the browser', async ({
    page,
  }) => {
    const { seen } = await pageWithScript(page)
    await page.click('#link')
    await page.click('#faq summary')
    await expect(page.locator('#faq')).toHaveAttribute('open', '')
    await page.click('#go')
    await page.locator('#off').click({ force: true })
    expect(await seen()).toEqual([
      'click link',
      'click q',
      'click go',
      'submit search prevented=false',
    ])
  })

  test('a form without an action is held, and what was typed is handed over before the tap', async ({
    page,
  }) => {
    const { seen, hydrate } = await pageWithScript(page)
    await page.fill('#email', 'juan@example.ph')
    await page.click('#subscribe')
    await page.press('#email', 'Enter')
    expect(await seen()).toEqual(['input email=juan@example.ph'])
    await hydrate()
    await expect
      .poll(seen)
      .toEqual([
        'input email=juan@example.ph',
        'input email=juan@example.ph',
        'click subscribe',
        'submit news prevented=false',
      ])
  })

  test('a stepper steps its box at once, within its max', async ({ page }) => {
    const { seen, hydrate } = await pageWithScript(page)
    for (let i = 0; i < 4; i++) await page.click('#step')
    await expect(page.locator('#qty')).toHaveValue('3')
    await hydrate()
    await expect.poll(seen).toEqual(['input qty=3'])
  })

  test('if the app cannot start, nothing stays busy and nothing is done later', async ({
    page,
  }) => {
    const { seen, hydrate } = await pageWithScript(page)
    await page.click('#add')
    await page.evaluate(() => document.documentElement.setAttribute('data-app-start-failed', ''))
    await expect(page.locator('#add')).not.toHaveAttribute('data-tap-pending')
    await hydrate()
    await page.click('#add')
    expect(await seen()).toEqual(['click add'])
  })
})
