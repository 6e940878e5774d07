import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './support/fixtures.ts'

/**
 * Stored-XSS probes (e2e/security-xss*.spec.ts). Every payload tries to set
 * `window.__xss`; a page is safe when nothing set it, no dialog opened, and none of
 * the markup became elements: the payload must be on the page as plain text.
 */
export const payloads = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  javascriptUrl: 'javascript:window.__xss=1',
} as const

const kinds = ['img', 'svg', 'script', 'template'] as const
let rotation = 0

/**
 * A field value: a short unique marker (so the test can find it on the page) and
 * one of the HTML payloads, taken in turn so every kind reaches every screen.
 */
export function hostile(label: string, kind?: (typeof kinds)[number]): string {
  const chosen = kind ?? kinds[rotation++ % kinds.length]!
  return `${label} ${randomUUID().slice(0, 6)} ${payloads[chosen]}`
}

/**
 * Records dialogs (an `alert` from a payload variant would be one) on the page.
 * Call before the first navigation; `expectInert` checks the list.
 */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return dialogs
}

/**
 * No payload ran and none became markup. React never writes `on*` attributes into
 * the DOM (it attaches listeners), so any element carrying one was injected as HTML;
 * a CSP that merely blocks the handler would still leave the element, so this
 * catches injection even when the policy saved the day.
 */
export async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  const injected = await page.evaluate(() => {
    const found: string[] = []
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push('window.__xss was set')
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`)
      }
      const url = el.getAttribute('href') ?? el.getAttribute('src') ?? ''
      if (/^\s*javascript:/i.test(url)) found.push(`<${el.localName}> to ${url}`)
      if (el.localName === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>')
      // The page's data block (type application/json) holds the payloads as data; the
      // browser never runs it. Any other script holding one was injected.
      const dataBlock = el.localName === 'script' && el.getAttribute('type') === 'application/json'
      if (el.localName === 'script' && !dataBlock && el.textContent?.includes('__xss'))
        found.push('<script>')
    }
    return found
  })
  expect(injected, `injected markup on ${page.url()}`).toEqual([])
  expect(dialogs, `dialogs on ${page.url()}`).toEqual([])
}

/** `value` is on the page as text (in `scope`, default the whole page), then `expectInert`. */
export async function expectShownAsText(
  page: Page,
  dialogs: string[],
  values: string[],
  scope = page.locator('body'),
): Promise<void> {
  for (const value of values) await expect(scope).toContainText(value)
  await expectInert(page, dialogs)
}

/**
 * The HTML the server sends for `path` (before any script runs): no payload may
 * appear raw, only escaped, so a crawler or link preview sees text.
 */
export async function expectShellEscaped(
  request: APIRequestContext,
  path: string,
  values: string[],
): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  for (const raw of Object.values(payloads)) {
    if (raw.startsWith('javascript:') || raw.startsWith('{{')) continue
    expect(html, `${path} holds a raw payload`).not.toContain(raw)
  }
  for (const value of values) {
    const escaped = value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
    expect(html, `${path} names ${value} escaped`).toContain(escaped)
  }
  return html
}

/** Staff API writes the journeys use; `request` carries a staff session. */
export async function apiWrite(
  request: APIRequestContext,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: unknown,
  status = method === 'post' ? 201 : 200,
) {
  const response = await request[method](path, { data })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status)
  return response.json()
}
