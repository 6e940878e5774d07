import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Who may call which route (401/403 for every route, no-store on back-office
// answers) is the generated matrix in tests/security/authorization-matrix.api.test.ts.

describe('GET /api/admin/users', () => {
  it('lists staff without their password hashes', async () => {
    const { cookie, user } = await t.signIn('admin')
    const body = await (await t.request('/api/admin/users', { cookie })).json()
    const me = body.users.find((u: { id: number }) => u.id === user.id)
    expect(me).toMatchObject({ email: user.email, role: 'admin' })
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i)
  })
})
