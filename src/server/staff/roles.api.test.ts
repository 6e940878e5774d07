import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Every admin-only API route that exists; later issues add theirs here. */
const adminOnlyRoutes = [{ method: 'GET', path: '/api/admin/users' }]

describe.each(adminOnlyRoutes)('$method $path (admin only)', ({ method, path }) => {
  it('answers 401 to a shopper', async () => {
    const res = await t.request(path, { method })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    })
  })

  it('answers 403 to an editor', async () => {
    const { cookie } = await t.signIn('editor')
    const res = await t.request(path, { method, cookie })
    expect(res.status).toBe(403)
    expect((await res.json()).error.code).toBe('forbidden')
  })

  it('answers 200 to an admin, never cached', async () => {
    const { cookie } = await t.signIn('admin')
    const res = await t.request(path, { method, cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('GET /api/admin/users', () => {
  it('lists staff without their password hashes', async () => {
    const { cookie, user } = await t.signIn('admin')
    const body = await (await t.request('/api/admin/users', { cookie })).json()
    const me = body.users.find((u: { id: number }) => u.id === user.id)
    expect(me).toMatchObject({ email: user.email, role: 'admin' })
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i)
  })
})
