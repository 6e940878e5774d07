import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { createApp } from '#server/app.ts'
import type { AppDeps } from '#server/app-env.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { startCatalogListener } from '#server/catalog/catalog-listener.ts'
import { loadConfig } from '#server/config.ts'
import { hostedStoreFromConfig } from '#server/hosted-store/hosted-store-from-config.ts'
import { cookieName } from '#server/http/cookies.ts'
import { createLogger } from '#server/logger.ts'
import { localMediaStore } from '#server/media/local-media-store.ts'
import { mediaStoreFromConfig } from '#server/media/media-store-from-config.ts'
import { paymentGatewayFromConfig } from '#server/online-payments/payment-gateway-from-config.ts'
import { hashPassword, legacyScryptCost } from '#server/staff/password.ts'
import { createSession, SESSION_COOKIE } from '#server/staff/session-repo.ts'
import { insertStaff } from '#server/staff/staff-repo.ts'
import type { StaffRole } from '#shared/roles.ts'
import { assertDocumentedAnswer } from './openapi-conformance.ts'
import { cloneTemplate } from './test-database.ts'

let staffCounter = 0

/**
 * An app on its own fresh database (a copy of the migrated, seeded template),
 * exercised in-process with `app.request()`.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const handle = await cloneTemplate(inject('databaseTemplate'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', ...env })
  let fixedNow: Date | undefined
  const logger = createLogger({ logLevel: 'silent' })
  const catalogCache = new CatalogCache()
  // On PostgreSQL, listen for catalog changes as main.ts does (the URL of this copy).
  const databaseUrl =
    handle.driver === 'postgres'
      ? (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client
          .options.connectionString
      : undefined
  const catalogListener = databaseUrl
    ? startCatalogListener({ databaseUrl, cache: catalogCache, logger })
    : undefined
  await catalogListener?.ready
  // Each test app keeps its uploads in a folder of its own, removed on close.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-media-'))
  const deps: AppDeps = {
    db: handle.db,
    config,
    logger,
    now: () => fixedNow ?? new Date(),
    catalogCache,
    catalogListener,
    // With MEDIA_S3_BUCKET in `env` (a local stand-in), the object store, as main.ts does.
    media: config.mediaS3 ? await mediaStoreFromConfig(config) : localMediaStore(mediaDir),
    // Unless the test sets HOSTED_STORE_URL (a local stand-in), the built-in sample store.
    hostedStore: hostedStoreFromConfig(config, logger),
    // With PAYMONGO_* in `env` (pointed at the stand-in process), PayMongo, as main.ts does.
    paymentGateway: paymentGatewayFromConfig(config),
  }
  const app = createApp(deps)

  /** A request as a browser on our own origin would send it, from a given address. */
  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {},
  ) {
    const { json, cookie, ip, ...rest } = init
    const headers = new Headers(rest.headers)
    if (json !== undefined) headers.set('content-type', 'application/json')
    if (cookie) headers.set('cookie', cookie)
    const socket = { remoteAddress: ip ?? '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' }
    const response = await app.request(
      `http://localhost${path}`,
      { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) },
      { incoming: { socket } },
    )
    // Every answer a test sees matches the route's documented answer (decision 0085).
    await assertDocumentedAnswer(app, rest.method ?? 'GET', path, response)
    return response
  }

  async function createStaff(
    role: StaffRole,
    opts: { email?: string; password?: string; name?: string } = {},
  ) {
    staffCounter += 1
    const email = opts.email ?? `${role}${staffCounter}-${Date.now()}@test.primecuts.ph`
    const password = opts.password ?? `pw-${role}-${staffCounter}-long-enough`
    const user = await insertStaff(handle.db, {
      name: opts.name ?? `Test ${role} ${staffCounter}`,
      email,
      role,
      // Fixtures are hashed at the older, cheaper cost (about 0.1 s instead of 0.6 s on
      // 2 cores): suites create hundreds. Production paths hash at today's cost, and a
      // sign-in through the API upgrades a fixture's hash like any old one.
      passwordHash: await hashPassword(password, legacyScryptCost),
      now: deps.now(),
    })
    return { ...user, password }
  }

  /** Signs a staff member in by creating a session directly; returns the Cookie header. */
  async function signIn(role: StaffRole) {
    const user = await createStaff(role)
    const { token } = await createSession(handle.db, {
      userId: user.id,
      ttlMs: config.sessionTtlMs,
      now: deps.now(),
    })
    // `__Host-` prefixed when PUBLIC_URL is https, as the server names it then.
    const name = cookieName(SESSION_COOKIE, config.publicUrl?.startsWith('https://') ?? false)
    return { user, token, cookie: `${name}=${token}` }
  }

  return {
    app,
    db: handle.db,
    driver: handle.driver,
    /** PostgreSQL only: this copy's URL, e.g. for a second app instance on the same data. */
    databaseUrl,
    deps,
    /** Where this app's media store writes (`{mediaDir}/{key}/{width}.webp`). */
    mediaDir,
    request,
    createStaff,
    signIn,
    setNow: (date: Date | undefined) => {
      fixedNow = date
    },
    close: async () => {
      await catalogListener?.stop()
      await handle.close()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The `name=value` pair of a Set-Cookie header, for sending it back. */
export function cookieFrom(response: Response): string | undefined {
  const header = response.headers.get('set-cookie')
  return header?.split(';')[0]
}
