import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import type { RetryPolicy } from './backoff.ts'
import { enqueueEmail, type OutgoingEmail } from './outbox-repo.ts'
import type { Sender } from './sender.ts'
import { type MailMessage, MailSendError, type MailTransport } from './transport.ts'
import { OutboxWorker } from './worker.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let clock = new Date('2026-04-01T00:00:00Z')
beforeEach(async () => {
  clock = new Date('2026-04-01T00:00:00Z')
  await t.db.delete(emailOutbox)
})

const sender: Sender = {
  from: { name: 'Prime Cuts Butchery', address: 'orders@primecuts.ph' },
  replyTo: 'orders@primecuts.ph',
}
const policy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 }

/** Records what it sends; fails with the queued errors first; can be held open. */
class FakeTransport implements MailTransport {
  sent: MailMessage[] = []
  failures: MailSendError[] = []
  gate: Promise<void> | undefined
  async send(message: MailMessage) {
    await this.gate
    // Yield so concurrent workers interleave as they would across processes.
    await new Promise((r) => setTimeout(r, 2))
    const failure = this.failures.shift()
    if (failure) throw failure
    this.sent.push(message)
  }
  close() {}
}

function worker(transport: MailTransport, overrides: { leaseMs?: number } = {}) {
  return new OutboxWorker({
    db: t.db,
    transport,
    logger: pino({ level: 'silent' }),
    now: () => clock,
    sender: async () => sender,
    policy,
    random: () => 1,
    ...overrides,
  })
}

const email = (n = 1): OutgoingEmail => ({
  kind: 'test',
  to: ['staff@primecuts.ph'],
  subject: `Test ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
})

const rowById = async (id: number) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

describe('the outbox worker', () => {
  it('sends a due email with the sender, reply-to and a stable Message-ID, and records it', async () => {
    const id = await t.db.transaction((tx) => enqueueEmail(tx, email(), clock))
    const transport = new FakeTransport()
    expect(await worker(transport).drain()).toBe(1)
    expect(transport.sent).toEqual([
      {
        from: sender.from,
        to: ['staff@primecuts.ph'],
        replyTo: 'orders@primecuts.ph',
        subject: 'Test 1',
        text: 'Body 1',
        html: '<p>Body 1</p>',
        messageId: `<outbox-${id}.${clock.getTime()}@primecuts.ph>`,
      },
    ])
    expect(await rowById(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock,
      lastError: null,
    })
    expect(await worker(transport).drain()).toBe(0)
  })

  it("keeps the email's own reply-to", async () => {
    await enqueueEmail(t.db, { ...email(), replyTo: 'ana@example.com' }, clock)
    const transport = new FakeTransport()
    await worker(transport).drain()
    expect(transport.sent[0]!.replyTo).toBe('ana@example.com')
  })

  it('retries a failed send later, with backoff, keeping the provider message', async () => {
    const id = await enqueueEmail(t.db, email(), clock)
    const transport = new FakeTransport()
    transport.failures.push(new MailSendError('451 4.3.0 Try again later', false))
    const w = worker(transport)
    await w.drain()
    const failed = await rowById(id)
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '451 4.3.0 Try again later',
    })
    expect(failed.nextAttemptAt.getTime() - clock.getTime()).toBe(30_000)

    later(29_000)
    expect(await w.drain()).toBe(0)
    later(1_000)
    expect(await w.drain()).toBe(1)
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('waits longer after each failure and gives up after the maximum attempts', async () => {
    const id = await enqueueEmail(t.db, email(), clock)
    const transport = new FakeTransport()
    const w = worker(transport)
    const waits: number[] = []
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      transport.failures.push(new MailSendError(`421 busy (${attempt})`, false))
      expect(await w.drain()).toBe(1)
      const row = await rowById(id)
      waits.push(row.nextAttemptAt.getTime() - clock.getTime())
      clock = row.nextAttemptAt
    }
    expect(waits.slice(0, 2)).toEqual([30_000, 60_000])
    expect(await rowById(id)).toMatchObject({
      status: 'failed',
      attempts: policy.maxAttempts,
      lastError: `421 busy (${policy.maxAttempts})`,
      sentAt: null,
    })
    later(24 * 60 * 60_000)
    expect(await w.drain()).toBe(0)
    expect(transport.sent).toEqual([])
  })

  it('gives up at once on a permanent refusal', async () => {
    const id = await enqueueEmail(t.db, email(), clock)
    const transport = new FakeTransport()
    transport.failures.push(new MailSendError('550 5.1.1 No such user', true))
    await worker(transport).drain()
    expect(await rowById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 No such user',
    })
  })

  it('never hands one email to two workers', async () => {
    const ids = []
    for (let n = 1; n <= 12; n++) ids.push(await enqueueEmail(t.db, email(n), clock))
    const a = new FakeTransport()
    const b = new FakeTransport()
    const [countA, countB] = await Promise.all([worker(a).drain(), worker(b).drain()])
    expect(countA + countB).toBe(12)
    const subjects = [...a.sent, ...b.sent].map((m) => m.subject).sort()
    expect(subjects).toEqual([...new Set(subjects)])
    expect(subjects).toHaveLength(12)
    const rows = await t.db.select().from(emailOutbox)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })

  it('leaves a row being sent alone until its lease ends (a crashed worker)', async () => {
    const id = await enqueueEmail(t.db, email(), clock)
    const stuck = new FakeTransport()
    stuck.gate = new Promise(() => {}) // never answers, like a process that died mid-send
    void worker(stuck, { leaseMs: 60_000 }).drain()
    await expect.poll(async () => (await rowById(id)).attempts).toBe(1)

    const other = new FakeTransport()
    expect(await worker(other).drain()).toBe(0)
    later(60_000)
    expect(await worker(other).drain()).toBe(1)
    expect(other.sent).toHaveLength(1)
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('stops polling on stop() and waits for the email being sent', async () => {
    const id = await enqueueEmail(t.db, email(), clock)
    const transport = new FakeTransport()
    let release = () => {}
    transport.gate = new Promise((r) => {
      release = r
    })
    const w = worker(transport)
    w.start()
    await expect.poll(async () => (await rowById(id)).attempts).toBe(1)
    let stopped = false
    const stopping = w.stop().then(() => {
      stopped = true
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect((await rowById(id)).status).toBe('sent')

    // A stopped worker takes nothing more.
    await enqueueEmail(t.db, email(2), clock)
    w.start()
    expect(await w.drain()).toBe(0)
  })

  it('takes only pending rows that are due', async () => {
    const future = await enqueueEmail(t.db, email(1), new Date(clock.getTime() + 60_000))
    const sent = await enqueueEmail(t.db, email(2), clock)
    await t.db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, sent))
    expect(await worker(new FakeTransport()).drain()).toBe(0)
    expect(await rowById(future)).toMatchObject({ status: 'pending', attempts: 0 })
  })
})

describe('enqueueEmail', () => {
  it('refuses an email without a recipient, and drops blanks and duplicates', async () => {
    await expect(enqueueEmail(t.db, { ...email(), to: [' '] })).rejects.toThrow(/no recipient/)
    const id = await enqueueEmail(t.db, { ...email(), to: ['a@x.ph', ' a@x.ph', 'b@x.ph'] })
    expect((await rowById(id)).toAddresses).toEqual(['a@x.ph', 'b@x.ph'])
  })

  it('writes nothing when the surrounding transaction rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, email())
        throw new Error('the order failed')
      })
      .catch(() => {})
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
    expect(row!.n).toBe(0)
  })
})
