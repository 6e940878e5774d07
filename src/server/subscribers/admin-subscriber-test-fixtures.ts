import { expect } from 'vitest'
import { subscribers } from '#server/db/schema/shop.ts'
import type { TestApp } from '#server/test/test-app.ts'
import { adminSubscribersApiPaths as paths } from '#shared/admin-subscribers-api-paths.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import type { AdminSubscriberList, SubscriberFilter } from '#shared/schemas/admin-subscribers.ts'

/** An admin's calls to the subscriber API, each expecting a status. */
export function subscriberClient(t: TestApp, cookie: string) {
  const call = async <T>(path: string, status: number, init: RequestInit & { json?: unknown }) => {
    const res = await t.request(path, { ...init, cookie })
    expect(res.status, await res.clone().text()).toBe(status)
    return (await res.json()) as T
  }
  return {
    list: (filter: Partial<SubscriberFilter> & { page?: number } = {}) =>
      call<AdminSubscriberList>(
        paths.list({ q: '', range: 'all', sort: 'newest', page: 1, ...filter }),
        200,
        {},
      ),
    add: (email: string, status = 201) =>
      call<ApiErrorBody & { id: number; email: string; source: string; status: string }>(
        paths.create,
        status,
        { method: 'POST', json: { email } },
      ),
    remove: (ids: unknown, status = 200) =>
      call<ApiErrorBody & { deleted: number }>(paths.delete, status, {
        method: 'POST',
        json: { ids },
      }),
  }
}

/** Puts rows straight into the table, as the footer form or an old import would have. */
export async function insertSubscribers(
  t: TestApp,
  rows: { email: string; createdAt: Date | string; source?: string }[],
) {
  return t.db
    .insert(subscribers)
    .values(
      rows.map((r) => ({
        email: r.email,
        createdAt: new Date(r.createdAt),
        source: r.source ?? 'Newsletter Form',
      })),
    )
    .returning({ id: subscribers.id })
}
