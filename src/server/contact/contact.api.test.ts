import { desc, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, emailOutbox } from '#server/db/schema/shop.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { allOrderTextsOn } from '#shared/schemas/settings.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { contactRateLimits } from './contact-routes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let ipCounter = 0
const freshIp = () => `10.2.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`

const valid = {
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '+63 917 000 0000',
  subject: 'Party order',
  message: 'Can you cut 5 kg of liempo for Saturday?',
}

const send = (json: unknown, ip = freshIp()) =>
  t.request('/api/contact', { method: 'POST', json, ip })

const counts = async () => ({
  messages: (await t.db.select().from(contactMessages)).length,
  emails: (await t.db.select().from(emailOutbox)).length,
})

describe('POST /api/contact', () => {
  it('stores the message and queues it to the notification addresses, reply-to the sender', async () => {
    await putSettings(
      t.db,
      'notifications',
      {
        notificationEmails: ['owner@primecuts.ph', 'staff@primecuts.ph'],
        fromName: 'Prime Cuts',
        replyTo: 'orders@primecuts.ph',
        newOrderEmails: true,
        orderTexts: allOrderTextsOn,
      },
      new Date(),
    )
    const res = await send({ ...valid, name: '  Ana Reyes ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: 'Message Sent' })

    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1)
    expect(stored).toMatchObject({ ...valid, handledAt: null })
    const [email] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1)
    expect(email).toMatchObject({
      kind: 'contact_message',
      toAddresses: ['owner@primecuts.ph', 'staff@primecuts.ph'],
      replyTo: 'ana@example.com',
      subject: 'Contact form: Party order',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    })
    expect(email!.textBody).toContain('Can you cut 5 kg of liempo for Saturday?')
    expect(email!.htmlBody).toContain('Ana Reyes')
  })

  it('takes a message without a phone number', async () => {
    const { phone: _, ...withoutPhone } = valid
    const res = await send({ ...withoutPhone, subject: 'No phone' })
    expect(res.status).toBe(201)
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'No phone'))
    expect(stored!.phone).toBeNull()
  })

  it.each([
    ['name', { name: '  ' }, 'Full name is required'],
    ['email', { email: '' }, 'Email address is required'],
    ['email', { email: 'ana@' }, 'Enter a valid email address'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: ' \n ' }, 'Message is required'],
  ])('refuses a bad %s with 422 naming it, and writes nothing', async (field, change, message) => {
    const before = await counts()
    const res = await send({ ...valid, ...change })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields).toEqual({ [field]: message })
    expect(await counts()).toEqual(before)
  })

  it('names every missing field at once', async () => {
    const res = await send({})
    expect(res.status).toBe(422)
    expect(Object.keys((await res.json()).error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ])
  })

  it('answers a filled honeypot as sent but writes nothing', async () => {
    const before = await counts()
    const res = await send({ ...valid, website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: 'Message Sent' })
    expect(await counts()).toEqual(before)
  })

  it('writes neither the message nor the email when queuing fails', async () => {
    // Make the outbox refuse contact emails: the message, written first in the same
    // transaction, must be rolled back with it.
    await t.db.execute(
      sql`alter table email_outbox add constraint test_refuse_contact check (kind <> 'contact_message') not valid`,
    )
    try {
      const before = await counts()
      const res = await send(valid)
      expect(res.status).toBe(500)
      expect(await counts()).toEqual(before)
    } finally {
      await t.db.execute(sql`alter table email_outbox drop constraint test_refuse_contact`)
    }
  })

  it('takes a message from each of the many people behind one address (carrier-grade NAT)', async () => {
    const nat = freshIp()
    for (let i = 0; i < 200; i++) {
      const res = await send({ ...valid, email: `neighbour${i}@example.com`, phone: '' }, nat)
      expect(res.status, `person ${i + 1}`).toBe(201)
    }
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(like(contactMessages.email, 'neighbour%@example.com'))
    expect(stored).toHaveLength(200)
  })

  it('stops a flood from one address once it is far past what people send', async () => {
    const ip = freshIp()
    for (let i = 0; i < contactRateLimits.address.limit; i++) {
      const body = { ...valid, email: `flood${i}@example.com`, phone: '', website: 'x' }
      expect((await send(body, ip)).status).toBe(201)
    }
    const refused = await send({ ...valid, email: 'flood-extra@example.com' }, ip)
    expect(refused.status).toBe(429)
    expect((await refused.json()).error.code).toBe('too_many_attempts')
  })

  it('stops one sender email from any address, saying when to try again, and stores nothing', async () => {
    t.setNow(new Date('2026-05-01T03:00:00Z'))
    try {
      const sender = { ...valid, email: 'Busy.Sender@example.com', phone: '' }
      for (let i = 0; i < contactRateLimits.targets.email.limit; i++) {
        expect((await send({ ...sender, subject: `Try ${i}` })).status).toBe(201)
      }
      t.setNow(new Date('2026-05-01T03:20:00Z'))
      const before = await counts()
      const refused = await send({ ...sender, email: 'busy.sender@EXAMPLE.com' })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('2400')
      expect(await refused.json()).toEqual({
        error: {
          code: 'too_many_attempts',
          message:
            'We have received several messages from you in a short time. Please try again in 40 minutes.',
          retryAfterSeconds: 2400,
        },
      })
      expect(await counts()).toEqual(before)
      // Another sender is not affected, and the hour ends on time.
      expect((await send({ ...valid, email: 'calm@example.com', phone: '' })).status).toBe(201)
      t.setNow(new Date('2026-05-01T04:00:00Z'))
      expect((await send(sender)).status).toBe(201)
    } finally {
      t.setNow(undefined)
    }
  })

  it('stops one phone number however it is written', async () => {
    const spellings = ['0918 222 3333', '+63 918 222 3333', '639182223333']
    for (let i = 0; i < contactRateLimits.targets.phone.limit; i++) {
      const body = { ...valid, email: `phone${i}@example.com`, phone: spellings[i % 3] }
      expect((await send(body)).status).toBe(201)
    }
    const refused = await send({ ...valid, email: 'phone-extra@example.com', phone: spellings[0] })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
