import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt from node:crypto. The stored form carries its own
 * parameters (`scrypt$N$r$p$salt$hash`) so they can be raised later without
 * breaking existing hashes.
 */
const N = 16_384
const r = 8
const p = 1
const KEY_LENGTH = 64

function derive(
  password: string,
  salt: Buffer,
  n: number,
  rr: number,
  pp: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, r, p)
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, rr, pp, saltB64, keyB64] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(keyB64, 'base64')
  const actual = await derive(
    password,
    Buffer.from(saltB64, 'base64'),
    Number(n),
    Number(rr),
    Number(pp),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of nothing in particular, verified against when the email is unknown so
 * that a wrong email takes as long as a wrong password.
 */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return decoyHash
}

/** A strong password for first-start accounts and command-line resets. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}
