import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { waitPhrase } from '#shared/retry-wait.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { signInLimits } from './login-throttle.ts'
import { delayAfter } from './login-throttle-repo.ts'

/** Every password check the sign-in runs, counted: a refused attempt must run none. */
const checks = vi.hoisted(() => ({ count: 0 }))
vi.mock('./password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password.ts')>()
  // Checks stay at the fixtures' cheap cost here (rehashing is auth.api.test.ts's), and
  // unknown emails meet a cheap decoy: what is counted is the same, in far less time.
  const decoy = actual.hashPassword('decoy', actual.legacyScryptCost)
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      checks.count += 1
      return actual.verifyPassword(password, stored)
    },
    decoyPasswordHash: () => decoy,
    needsRehash: () => false,
  }
})

/**
 * Sign-ins that arrive at once, as over several processes: those after the first
 * `passFirst` to find the browser's trusted device are held until the device has been
 * forgotten, then go on with what they read before it was.
 */
const deviceRace = vi.hoisted(() => {
  let release = () => {}
  const forgotten = new Promise<void>((resolve) => (release = resolve))
  return { armed: false, passFirst: 0, found: 0, forgotten, release: () => release() }
})
vi.mock('./trusted-device-repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./trusted-device-repo.ts')>()
  return {
    ...actual,
    findTrustedDevice: async (...args: Parameters<typeof actual.findTrustedDevice>) => {
      const device = await actual.findTrustedDevice(...args)
      if (device && deviceRace.armed && ++deviceRace.found > deviceRace.passFirst) {
        await deviceRace.forgotten
      }
      return device
    },
    forgetDevice: async (...args: Parameters<typeof actual.forgetDevice>) => {
      await actual.forgetDevice(...args)
      // Released on the next turn, once the forgetting attempt has sent the rest of its work.
      if (deviceRace.armed) setImmediate(deviceRace.release)
    },
  }
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
afterEach(() => t.setNow(undefined))

/** A browser: keeps the cookies the server sets, sends them back. */
function browser(ip: string) {
  const jar = new Map<string, string>()
  return {
    jar,
    async login(email: string, password: string) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      const res = await t.request('/api/auth/login', {
        method: 'POST',
        json: { email, password },
        ip,
        ...(cookie ? { cookie } : {}),
      })
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, value] = pair!.split('=') as [string, string]
        if (/Max-Age=0/i.test(line)) jar.delete(name)
        else jar.set(name, value)
      }
      return res
    },
    async logout() {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      await t.request('/api/auth/logout', { method: 'POST', cookie, ip })
      jar.delete('meatshop_session')
    },
  }
}

let strangerCounter = 0
/** Someone without cookies, from an address of their own. */
const stranger = () =>
  browser(`10.66.${Math.floor(++strangerCounter / 250)}.${strangerCounter % 250}`)

const freeFailures = signInLimits.account.freeFailures
const statusesOf = (responses: Response[]) =>
  responses
    .map((r) => r.status)
    .reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1
      return counts
    }, {})

describe('sign-in throttling', () => {
  it('lets a burst of 40 concurrent wrong passwords reach the password check only 5 times', async () => {
    const victim = await t.createStaff('admin')
    t.setNow(new Date('2026-06-01T08:00:00Z'))
    checks.count = 0
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => stranger().login(victim.email, `guess-${i}`)),
    )
    expect(checks.count).toBe(freeFailures)
    expect(statusesOf(answers)).toEqual({ 401: freeFailures, 429: 40 - freeFailures })
    // The right password from a stranger waits too, and is not even checked.
    expect((await stranger().login(victim.email, victim.password)).status).toBe(429)
    expect(checks.count).toBe(freeFailures)
  })

  it("signs the owner's signed-in-before browser in during an attack; strangers get 429", async () => {
    const owner = await t.createStaff('admin')
    const ownersBrowser = browser('203.0.113.7')
    expect((await ownersBrowser.login(owner.email, owner.password)).status).toBe(200)
    expect(ownersBrowser.jar.get('meatshop_device')).toMatch(/^[\w-]{43}$/)
    await ownersBrowser.logout()

    // The attack, some of it from the owner's own (shared, carrier-grade NAT) address.
    const attack = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? browser('203.0.113.7') : stranger()).login(owner.email, `guess-${i}`),
      ),
    )
    expect(statusesOf(attack)[429]).toBe(40 - freeFailures)
    const someoneWithThePassword = await stranger().login(owner.email, owner.password)
    expect(someoneWithThePassword.status).toBe(429)

    // The owner mistypes once, then signs in, without ever waiting.
    expect((await ownersBrowser.login(owner.email, 'a typo')).status).toBe(401)
    const signedIn = await ownersBrowser.login(owner.email, owner.password)
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()).user.email).toBe(owner.email)

    // A device cookie counts for the account it was earned on only.
    const other = await t.createStaff('editor')
    const borrowed = browser('198.51.100.9')
    borrowed.jar.set('meatshop_device', ownersBrowser.jar.get('meatshop_device')!)
    for (let i = 0; i < freeFailures; i++) await stranger().login(other.email, `guess-${i}`)
    expect((await borrowed.login(other.email, other.password)).status).toBe(429)
  })

  it('makes strangers wait longer after each failure, with a Retry-After that is exactly the wait', async () => {
    const user = await t.createStaff('editor')
    let now = new Date('2026-06-02T08:00:00Z').getTime()
    t.setNow(new Date(now))
    for (let i = 0; i < freeFailures; i++) {
      expect((await stranger().login(user.email, `guess-${i}`)).status).toBe(401)
    }
    const waits: number[] = []
    for (
      let failures = freeFailures;
      waits.at(-1) !== signInLimits.account.maxDelayMs / 1000;
      failures++
    ) {
      const refused = await stranger().login(user.email, user.password)
      expect(refused.status).toBe(429)
      const wait = Number(refused.headers.get('retry-after'))
      waits.push(wait)
      expect(wait * 1000).toBe(delayAfter(signInLimits.account, failures))
      expect((await refused.json()).error).toEqual({
        code: 'too_many_attempts',
        message: `Too many failed sign-in attempts. Please try again in ${waitPhrase(wait)}.`,
        retryAfterSeconds: wait,
      })

      // One second early: still refused, and told the one second left.
      t.setNow(new Date(now + (wait - 1) * 1000))
      const early = await stranger().login(user.email, user.password)
      expect(early.status).toBe(429)
      expect(early.headers.get('retry-after')).toBe('1')

      // Exactly Retry-After later the next attempt is checked (a wrong one, so it counts).
      now += wait * 1000
      t.setNow(new Date(now))
      const before = checks.count
      expect((await stranger().login(user.email, `late-guess-${failures}`)).status).toBe(401)
      expect(checks.count).toBe(before + 1)
    }
    // Free attempts, then doubling from 5 seconds up to 15 minutes.
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 900])
    expect(waitPhrase(waits[0]!)).toBe('5 seconds')
    // At the cap it stays there.
    const capped = await stranger().login(user.email, user.password)
    expect(capped.headers.get('retry-after')).toBe('900')
  })

  it('throttles an unknown email exactly like a known one', async () => {
    const known = await t.createStaff('editor')
    const unknown = `nobody-${Date.now()}@test.primecuts.ph`
    t.setNow(new Date('2026-06-03T08:00:00Z'))
    const answers = []
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < freeFailures; i++) {
        expect((await stranger().login(email, `guess-${i}`)).status).toBe(401)
      }
      const refused = await stranger().login(email, known.password)
      answers.push({
        status: refused.status,
        retryAfter: refused.headers.get('retry-after'),
        body: await refused.json(),
      })
    }
    expect(answers[0]!.status).toBe(429)
    expect(answers[1]).toEqual(answers[0])
  })

  // A hundred sign-ins, each checking a password: given time on a loaded machine.
  it('slows strangers at an address that sprays many accounts; other addresses and trusted browsers go on', async () => {
    const user = await t.createStaff('editor')
    const usersBrowser = browser('192.0.2.50')
    expect((await usersBrowser.login(user.email, user.password)).status).toBe(200)
    await usersBrowser.logout()

    t.setNow(new Date('2026-06-04T08:00:00Z'))
    const sprayer = browser('192.0.2.50')
    const { freeFailures: perAddress } = signInLimits.address
    // One guess for each of many emails: no account's own counter ever fills.
    const spray = await Promise.all(
      Array.from({ length: perAddress }, (_, i) =>
        sprayer.login(`target${i}-${Date.now()}@test.primecuts.ph`, 'Password123!'),
      ),
    )
    expect(statusesOf(spray)).toEqual({ 401: perAddress })
    expect((await sprayer.login(`one-more-${Date.now()}@test.primecuts.ph`, 'x')).status).toBe(429)
    // Everyone without a device cookie at that address waits; elsewhere nobody does.
    expect((await browser('192.0.2.50').login(user.email, user.password)).status).toBe(429)
    expect((await browser('192.0.2.51').login(user.email, user.password)).status).toBe(200)
    // The user's own browser at that address is not a stranger.
    expect((await usersBrowser.login(user.email, user.password)).status).toBe(200)
  }, 120_000)

  it('trusts a browser no more once it fails ten times in a row', async () => {
    const user = await t.createStaff('editor')
    const lost = browser('198.51.100.20')
    expect((await lost.login(user.email, user.password)).status).toBe(200)
    await lost.logout()
    t.setNow(new Date('2026-06-05T08:00:00Z'))
    for (let i = 0; i < freeFailures; i++) await stranger().login(user.email, `guess-${i}`)

    // Someone with a stolen cookie guesses: unslowed, but only this many times.
    for (let i = 0; i < signInLimits.deviceFailures; i++) {
      expect((await lost.login(user.email, `guess-${i}`)).status).toBe(401)
    }
    // Now a stranger like any other, and strangers must wait.
    expect((await lost.login(user.email, user.password)).status).toBe(429)
  })

  it('gives a trusted browser only its ten tries when its sign-ins arrive at once', async () => {
    const user = await t.createStaff('editor')
    const lost = browser('198.51.100.21')
    expect((await lost.login(user.email, user.password)).status).toBe(200)
    await lost.logout()
    t.setNow(new Date('2026-06-06T08:00:00Z'))
    // Strangers must already wait, so every password checked below is one of the device's tries.
    for (let i = 0; i < freeFailures; i++) await stranger().login(user.email, `guess-${i}`)

    checks.count = 0
    Object.assign(deviceRace, { armed: true, passFirst: signInLimits.deviceFailures + 1 })
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => lost.login(user.email, `burst-${i}`)),
    ).finally(() => {
      deviceRace.armed = false
    })
    expect(statusesOf(burst)).toEqual({ 401: signInLimits.deviceFailures, 429: 10 })
    expect(checks.count).toBe(signInLimits.deviceFailures)
    expect((await lost.login(user.email, user.password)).status).toBe(429)
  })
})
