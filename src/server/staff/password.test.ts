import { describe, expect, it } from 'vitest'
import { generatePassword, hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false)
  })

  it('generates long random passwords', () => {
    const a = generatePassword()
    expect(a.length).toBeGreaterThanOrEqual(24)
    expect(a).not.toBe(generatePassword())
  })
})
