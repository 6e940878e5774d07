import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { ResetPasswordError, resetStaffPassword } from './reset-password.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (email: string, password: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password } })

describe('resetting a staff password from the command line', () => {
  it('makes the new password work, the old one fail, and ends existing sessions', async () => {
    const editor = await t.createStaff('editor')
    const session = await login(editor.email, editor.password)
    const cookie = session.headers.get('set-cookie')!.split(';')[0]!

    const result = await resetStaffPassword(t.db, editor.email.toUpperCase(), {
      minLength: 12,
      now: new Date(),
    })
    expect(result.password.length).toBeGreaterThanOrEqual(24)

    expect((await login(editor.email, editor.password)).status).toBe(401)
    expect((await login(editor.email, result.password)).status).toBe(200)
    expect(await (await t.request('/api/auth/me', { cookie })).json()).toEqual({ user: null })
  })

  it('accepts a chosen password of at least 12 characters and refuses a shorter one', async () => {
    const admin = await t.createStaff('admin')
    await expect(
      resetStaffPassword(t.db, admin.email, { password: 'short', minLength: 12, now: new Date() }),
    ).rejects.toThrow(ResetPasswordError)
    await resetStaffPassword(t.db, admin.email, {
      password: 'a-long-new-password',
      minLength: 12,
      now: new Date(),
    })
    expect((await login(admin.email, 'a-long-new-password')).status).toBe(200)
  })

  it('says so when the email is unknown', async () => {
    await expect(
      resetStaffPassword(t.db, 'ghost@primecuts.ph', { minLength: 12, now: new Date() }),
    ).rejects.toThrow('No staff member has the email ghost@primecuts.ph.')
  })
})
