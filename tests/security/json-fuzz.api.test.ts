import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { fuzzRuns } from '#tests/support/test-env.ts'
import { dataDigest } from './db-digest.ts'
import {
  bodyNear,
  edgeNumberBodies,
  encodeLoosely,
  queryNear,
  taintedBodies,
} from './fuzz-arbitraries.ts'
import { queryKeys, writeFuzz } from './fuzz-endpoints.ts'
import { fuzzIds, rawBodies, type Sent, sendAndCheck } from './fuzz-harness.ts'
import type { FuzzIds } from './fuzz-ids.ts'
import { regressions } from './fuzz-regressions.ts'
import { toJsonText } from './hostile-values.ts'
import { appRoutes, fillPath, splitRoute, tableDrift } from './route-table.ts'

/**
 * Property-based fuzzing of every JSON endpoint, signed in as an admin so every
 * route's validation is reached (docs/api.md, docs/architecture.md §3): hostile bodies, broken
 * JSON, wrong content types and hostile query strings never get a 5xx, every 4xx
 * is exactly the error shape, and a refused request leaves the data untouched.
 * A failing run prints fast-check's seed and shrunk counterexample.
 */
const t: TestApp = await createTestApp()
const routes = appRoutes(t.app)
const writeRoutes = routes.filter((r) => !r.startsWith('GET '))
const jsonRoutes = writeRoutes.filter((r) => writeFuzz[r]?.kind === 'json')
const pathRoutes = writeRoutes.filter((r) => writeFuzz[r]?.kind === 'none' && r.includes(':'))
const getRoutes = routes.filter((r) => r.startsWith('GET '))

let sent: Sent
let ids: FuzzIds
beforeAll(async () => {
  const { cookie } = await t.signIn('admin')
  ids = await fuzzIds(t)
  sent = { t, cookie, digest: undefined }
})
afterAll(() => t.close())

const numRuns = fuzzRuns()
const runs = { numRuns }

describe('the fuzz table', () => {
  it('says how to fuzz every write route of the app, and only those', () => {
    expect(tableDrift(writeRoutes, writeFuzz)).toEqual({ missingFromTable: [], missingFromApp: [] })
    expect(jsonRoutes.length).toBeGreaterThan(25)
  })
})

describe.each(jsonRoutes)('%s', (route) => {
  const { method, path } = splitRoute(route)
  const entry = writeFuzz[route]!
  const url = () =>
    entry.kind === 'json' && entry.params ? fillPath(path, entry.params(ids)) : path

  it('answers bodies near a valid one without a 5xx, refusals in the error shape', async () => {
    if (entry.kind !== 'json') throw new Error('not a JSON route')
    await fc.assert(
      fc.asyncProperty(
        bodyNear(() => entry.body(ids)),
        async (body) => {
          await sendAndCheck(sent, route, url(), {
            method,
            body: toJsonText(body),
            contentType: 'application/json',
          })
        },
      ),
      runs,
    )
  })

  it('refuses broken JSON, other content types and empty bodies', async () => {
    if (entry.kind !== 'json') throw new Error('not a JSON route')
    const valid = JSON.stringify(entry.body(ids))
    for (const raw of rawBodies(valid)) {
      const status = await sendAndCheck(sent, route, url(), { method, ...raw.request })
      const ok = raw.noFields && entry.noFieldsOk ? [...raw.expect, 200, 503] : raw.expect
      expect(ok, `${raw.name}: got ${status}`).toContain(status)
    }
  })

  // Regression: NUL (text and jsonb) and lone surrogates (jsonb) used to reach
  // PostgreSQL and fail there with a 500; now every text field refuses them up front.
  it('refuses NUL and lone surrogates in every text field, writing nothing', async () => {
    if (entry.kind !== 'json') throw new Error('not a JSON route')
    for (const [field, body] of taintedBodies(entry.body(ids))) {
      const status = await sendAndCheck(sent, route, url(), {
        method,
        body: JSON.stringify(body),
        contentType: 'application/json',
      })
      const ok = entry.noFieldsOk ? [422, 503] : [400, 401, 404, 409, 422, 429]
      expect(ok, `${field}: got ${status}`).toContain(status)
    }
  })

  // Regression: ids beyond int4 (2147483648) in cart, order, bundle, recipe and
  // bulk-delete bodies failed in PostgreSQL with a 500.
  it('answers edge numbers in every numeric field without a 5xx', async () => {
    if (entry.kind !== 'json') throw new Error('not a JSON route')
    for (const [, body] of edgeNumberBodies(entry.body(ids))) {
      await sendAndCheck(sent, route, url(), {
        method,
        body: toJsonText(body),
        contentType: 'application/json',
      })
    }
  })
})

describe.each(pathRoutes)('%s', (route) => {
  const { method, path } = splitRoute(route)
  it('answers hostile path values without a 5xx, and never deletes what they do not name', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('0', '-1', '1e3', '0x1', ' 1', '99999999999', '2147483648', '%00', '..'),
    )
    // Only ids that name nothing: a fuzzed DELETE must not remove seed data.
    const harmless = value.filter((v) => !/^\s*\+?0*[1-9]\d{0,7}\s*$/.test(v))
    await fc.assert(
      fc.asyncProperty(harmless, async (v) => {
        const url = path.replace(/:(\w+)(\{[^}]*\})?/g, () => encodeLoosely(v))
        const status = await sendAndCheck(sent, route, url, { method })
        expect(status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: Math.ceil(numRuns / 2) },
    )
  })
})

describe.each(getRoutes)('%s', (route) => {
  const { path } = splitRoute(route)
  it('answers hostile query strings and path values without a 5xx or a write', async () => {
    const values = {
      id: '1',
      orderId: 'E2E-0',
      token: 'A'.repeat(22),
      key: 'a'.repeat(32),
      file: '320.webp',
      // A PSGC city code (Makati City).
      code: '1380300000',
    }
    const pathArb = path.includes(':')
      ? fc.oneof(
          fc.constant(fillPath(path, values)),
          fc
            .string({ unit: 'binary', maxLength: 30 })
            .map((v) => path.replace(/:(\w+)(\{[^}]*\})?/g, () => encodeLoosely(v))),
        )
      : fc.constant(path)
    // A GET never writes: one digest around the whole batch (plus the shrunk case, if any).
    const before = await dataDigest(t.db)
    await fc.assert(
      fc.asyncProperty(pathArb, queryNear(queryKeys[route] ?? []), async (url, query) => {
        await sendAndCheck(sent, route, `${url}?${query}`, { method: 'GET', batchDataCheck: true })
      }),
      // Many GET routes answer from the catalog cache: fewer runs each keep the file short.
      { numRuns: Math.ceil(numRuns * 0.6) },
    )
    expect(await dataDigest(t.db), `${route} changed data`).toEqual(before)
  })
})

/** Bugs the fuzz found, kept as fixed cases (fuzz-regressions.ts). */
describe('regressions', () => {
  it.each(regressions)('%s: %s', async (route, path, request, expected) => {
    const method = splitRoute(route).method
    expect(await sendAndCheck(sent, route, path, { method, ...request })).toBe(expected)
  })
})
