import { describe, expect, it } from 'vitest'
import {
  generatePassword,
  hashPassword,
  legacyScryptCost,
  needsRehash,
  verifyPassword,
} from './password.ts'

describe('password hashing', () => {
  it("hashes at OWASP's current scrypt cost (N=2^17, r=8, p=1) and verifies", async () => {
    const hash = await hashPassword('correct horse battery staple')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false)
    expect(needsRehash(hash)).toBe(false)
  })

  it('still verifies a hash made at the older cost, and says it needs rehashing', async () => {
    const old = await hashPassword('correct horse battery staple', legacyScryptCost)
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('correct horse battery staple', old)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
  })

  it('salts every hash', async () => {
    const a = await hashPassword('same', legacyScryptCost)
    expect(a).not.toBe(await hashPassword('same', legacyScryptCost))
  })

  it('refuses a malformed or absurd stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false)
    // A corrupt row asking for gigabytes of memory is refused, not attempted.
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$a2V5')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA==$a2V5')).toBe(false)
    expect(needsRehash('plaintext')).toBe(false)
  })

  it('generates long random passwords', () => {
    const a = generatePassword()
    expect(a.length).toBeGreaterThanOrEqual(24)
    expect(a).not.toBe(generatePassword())
  })
})
