import { afterAll, describe, expect, it } from 'vitest'
import { API_REFERENCE_SCRIPT } from '#server/http/openapi-routes.ts'
import { appRoutes } from '#tests/security/route-table.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * The OpenAPI document names every route of the app and nothing else (decision 0085):
 * generated from the app's own route table, it can only lack a route whose module has
 * not described it with `documented()`. What each answer looks like is checked on every
 * API test's request (tests/support/openapi-conformance.ts).
 */
const t: TestApp = await createTestApp()
afterAll(() => t.close())

interface OpenApiDocument {
  openapi: string
  paths: Record<
    string,
    Record<string, { summary?: string; responses?: Record<string, unknown>; security?: unknown }>
  >
}

/** `/api/orders/:orderId{E2E-...}` as the document writes it: `/api/orders/{orderId}`. */
const documentPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')

async function readDocument(): Promise<OpenApiDocument> {
  const res = await t.request('/api/openapi.json')
  expect(res.status).toBe(200)
  return (await res.json()) as OpenApiDocument
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document naming exactly the routes the app serves', async () => {
    const document = await readDocument()
    expect(document.openapi).toBe('3.1.0')
    // Described means `documented()`: a summary and its answers, not only a validated input.
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.summary)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort()
    const served = appRoutes(t.app)
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string]
        return `${method} ${documentPath(path)}`
      })
      .sort()
    expect({ missingFromDocument: served.filter((r) => !documented.includes(r)) }).toEqual({
      missingFromDocument: [],
    })
    expect({ missingFromApp: documented.filter((r) => !served.includes(r)) }).toEqual({
      missingFromApp: [],
    })
  })

  it('describes a success answer for every route, and marks the back office as needing a session', async () => {
    const document = await readDocument()
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses ?? {})
        expect(
          statuses.some((s) => /^[23]\d\d$/.test(s)),
          `${method} ${path}`,
        ).toBe(true)
        if (path.startsWith('/api/admin/')) {
          expect(operation.security, `${method} ${path}`).toEqual([{ staffSession: [] }])
        }
      }
    }
  })
})

describe('GET /api/docs', () => {
  it('is the readable reference, its renderer allowed by its one pinned address', async () => {
    const res = await t.request('/api/docs')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<script src="${API_REFERENCE_SCRIPT}"></script>`)
    expect(html).not.toMatch(/<script>[^<]/)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' ${API_REFERENCE_SCRIPT}`)
    const start = await t.request('/api/docs/start.js')
    expect(await start.text()).toContain("url: '/api/openapi.json'")
  })

  it('keeps the storefront pages on their own policy, with no outside script', async () => {
    const res = await t.request('/api/health')
    expect(res.headers.get('content-security-policy') ?? '').not.toContain('jsdelivr')
  })
})
