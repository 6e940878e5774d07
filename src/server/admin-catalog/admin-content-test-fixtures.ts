import { expect } from 'vitest'
import type { TestApp } from '#server/test/test-app.ts'
import type { AdminResourcePaths } from '#shared/admin-api-paths.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'

/** A staff member's calls to one back-office resource, each expecting a status. */
export function contentClient<Item extends { id: number }>(
  t: TestApp,
  paths: AdminResourcePaths,
  cookie: string,
) {
  const call = async <T>(path: string, status: number, init: RequestInit & { json?: unknown }) => {
    const res = await t.request(path, { ...init, cookie })
    expect(res.status, await res.clone().text()).toBe(status)
    return (status === 204 ? null : await res.json()) as T
  }
  return {
    list: (query: Record<string, string | number> = {}) =>
      call<AdminPage<Item>>(paths.list(query), 200, {}),
    get: (id: number) => call<Item>(paths.item(id), 200, {}),
    create: (json: unknown) => call<Item>(paths.create, 201, { method: 'POST', json }),
    update: (id: number, json: unknown) => call<Item>(paths.item(id), 200, { method: 'PUT', json }),
    setVisibility: (id: number, visibility: string) =>
      call<Item>(paths.visibility(id), 200, { method: 'PATCH', json: { visibility } }),
    remove: (id: number) => call<null>(paths.item(id), 204, { method: 'DELETE' }),
    /** Sends `json` as a create and returns the 422's field messages. */
    refused: async (json: unknown, id?: number) => {
      const body = await call<ApiErrorBody>(id ? paths.item(id) : paths.create, 422, {
        method: id ? 'PUT' : 'POST',
        json,
      })
      expect(body.error.code).toBe('validation_failed')
      return body.error.fields ?? {}
    },
  }
}

/** Every route of a resource answers 401 without a session. */
export async function expectSignedOutRefused(t: TestApp, paths: AdminResourcePaths, id: number) {
  const answers = await Promise.all([
    t.request(paths.list()),
    t.request(paths.item(id)),
    t.request(paths.create, { method: 'POST', json: {} }),
    t.request(paths.item(id), { method: 'PUT', json: {} }),
    t.request(paths.visibility(id), { method: 'PATCH', json: { visibility: 'draft' } }),
    t.request(paths.item(id), { method: 'DELETE' }),
  ])
  expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401])
}

/** A moment later than every earlier call, so updatedAt visibly moves. */
export function laterClock(t: TestApp, start = Date.now()) {
  let ms = start
  return () => {
    ms += 60_000
    const now = new Date(ms)
    t.setNow(now)
    return now.toISOString()
  }
}
