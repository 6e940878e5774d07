import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, request } from '@playwright/test'
import { authApiPaths } from '#shared/api-paths/staff.ts'
import { freePort, readLog, waitForHealth } from '#tests/support/processes/server-launch.mjs'
import { e2eEnv, requireEnv, type StaffAccount } from './env.ts'
import { spawnShopServer } from './shop-server.ts'

/**
 * A shop server of one spec's own, for a journey that moves the clock
 * (TEST_CLOCK_OFFSET_MINUTES): the shared server runs on the real time and other
 * journeys read it. It runs the global setup's copy of the build (immune to a
 * `npm run build` during the run) on a fresh data folder inside the run's temporary
 * folder, so even a crashed spec leaves nothing behind after the teardown.
 */
export interface OwnShop {
  baseURL: string
  /** The first admin, created on the first start. */
  admin: StaffAccount
  /** Starts the server with its clock `offsetMinutes` ahead of the real time; resolves when healthy. */
  start(offsetMinutes: number): Promise<void>
  /** SIGTERM, then waits for the exit; fails unless it stopped cleanly. */
  stop(): Promise<void>
  /** Stops the server if it runs and removes its data folder. */
  remove(): Promise<void>
  /** An admin's API session on the shop (sign in again after each start: the clock jumped). */
  signInAdmin(): Promise<APIRequestContext>
}

const stopTimeoutMs = 15_000

/**
 * A spec's own settings, or a function of the shop's address for settings that name it
 * (PUBLIC_URL, which PayMongo's page sends the shopper back to).
 */
export type ShopEnv = Record<string, string> | ((baseURL: string) => Record<string, string>)

const admin: StaffAccount = {
  name: 'Clock Admin',
  email: 'admin@own-shop.test',
  password: 'own-shop-admin-password',
}

/**
 * `env`: settings of the spec's own (an SMS gateway stand-in, say).
 * `main`: another copy of the build to run (a spec that changes the built files, such
 * as the update prompt's), instead of the global setup's shared one.
 */
export async function createOwnShop(
  name: string,
  options: { main?: string; env?: ShopEnv } = {},
): Promise<OwnShop> {
  const runDir = requireEnv(e2eEnv.tmpDir)
  const main = options.main ?? path.join(runDir, 'app', 'dist', 'server', 'main.js')
  if (!fs.existsSync(main)) throw new Error(`the global setup's build copy is missing: ${main}`)
  const folder = fs.mkdtempSync(path.join(runDir, `${name}-`))
  const logFile = path.join(folder, 'server.log')
  // One port for every start: the browser's origin (and its cart) stays the same.
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  let exited: Promise<number | null> = Promise.resolve(null)

  const env = (offsetMinutes: number) => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(folder, 'data'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    EDITOR_PASSWORD: 'own-shop-editor-password',
    TEST_CLOCK_OFFSET_MINUTES: String(offsetMinutes),
    // A spec's own settings, e.g. an SMS gateway stand-in.
    ...(typeof options.env === 'function' ? options.env(baseURL) : options.env),
  })

  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    running.kill('SIGTERM')
    const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), stopTimeoutMs).unref())
    const code = await Promise.race([exited, timer])
    if (code === 'late') {
      running.kill('SIGKILL')
      await exited
      throw new Error(`the server did not stop within ${stopTimeoutMs} ms of SIGTERM`)
    }
    if (code !== 0) {
      throw new Error(`the server stopped with code ${code}. Its output:\n${readLog(logFile)}`)
    }
  }

  return {
    baseURL,
    admin,
    start: async (offsetMinutes) => {
      if (child) throw new Error('the server is already running: stop it first')
      const running = spawnShopServer(main, env(offsetMinutes), logFile)
      exited = running.exited
      child = running.child
      await waitForHealth(
        { ...running, base: baseURL },
        // A first start migrates and seeds a new embedded database while the other
        // worker's journeys keep the shared server and both cores busy.
        { timeoutMs: 90_000 },
      )
    },
    stop,
    signInAdmin: async () => {
      const session = await request.newContext({ baseURL })
      const response = await session.post(authApiPaths.login, {
        data: { email: admin.email, password: admin.password },
      })
      expect(response.status(), await response.text()).toBe(200)
      return session
    },
    remove: async () => {
      try {
        await stop()
      } finally {
        fs.rmSync(folder, { recursive: true, force: true })
      }
    },
  }
}

/**
 * The body of a spec's worker-scoped `shop` fixture: the shop started on the real time
 * before the worker's first test, stopped and its data folder removed when the worker
 * ends, pass or fail. Give the fixture `{ scope: 'worker', timeout: OWN_SHOP_START_MS }`.
 */
export async function useOwnShop(
  name: string,
  env: ShopEnv | undefined,
  use: (shop: OwnShop) => Promise<void>,
): Promise<void> {
  const shop = await createOwnShop(name, { env })
  try {
    await shop.start(0)
    await use(shop)
  } finally {
    await shop.remove()
  }
}

/**
 * A first start migrates and seeds a new database: more than a minute when the two
 * cores are busy (its health wait allows 90 s).
 */
export const OWN_SHOP_START_MS = 120_000

/** A spec's `baseURL` fixture with its own shop: every page of its tests opens there. */
export async function ownShopBaseURL(
  { shop }: { shop: OwnShop },
  use: (baseURL: string) => Promise<void>,
): Promise<void> {
  await use(shop.baseURL)
}
