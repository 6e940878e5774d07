import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt from node:crypto. The stored form carries its own
 * parameters (`scrypt$N$r$p$salt$hash`), so a hash made at an older, cheaper cost
 * still verifies, and `needsRehash` tells the sign-in to store it again at today's.
 */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** OWASP's current recommendation (Password Storage Cheat Sheet): N=2^17, r=8, p=1, 128 MiB. */
export const scryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

/** What hashes were made with before: still verified, upgraded on the next sign-in. */
export const legacyScryptCost: ScryptCost = { N: 2 ** 14, r: 8, p: 1 }

const KEY_LENGTH = 64
/** A stored hash asking for more than this is corrupt, not a stronger cost: refused. */
const MAX_N = 2 ** 20

/** scrypt needs 128·N·r bytes; Node refuses anything above maxmem (32 MiB by default). */
function maxmemFor(cost: ScryptCost): number {
  return 128 * cost.N * cost.r + 16 * 1024 * 1024
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

/** Hashes at today's cost. `cost` is for test fixtures only (see tests/support/test-app.ts). */
export async function hashPassword(
  password: string,
  cost: ScryptCost = scryptCost,
): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

interface ParsedHash {
  cost: ScryptCost
  salt: Buffer
  key: Buffer
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [, n, rr, pp, saltB64, keyB64] = parts as [string, string, string, string, string, string]
  const cost = { N: Number(n), r: Number(rr), p: Number(pp) }
  const valid =
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16
  if (!valid) return null
  return { cost, salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const actual = await derive(password, parsed.salt, parsed.cost)
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key)
}

/** True when `stored` was made at a cost below today's: store it again on the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const { N, r, p } = parsed.cost
  return N < scryptCost.N || r < scryptCost.r || p < scryptCost.p
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
