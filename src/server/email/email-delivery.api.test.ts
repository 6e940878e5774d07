import { desc } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { allOrderTextsOn } from '#shared/schemas/settings.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/support/email/test-smtp-server.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { resolveSender } from './sender.ts'
import { startEmailWorker } from './start-worker.ts'
import type { OutboxWorker } from './worker.ts'

/**
 * From the shopper's request to the SMTP wire: the contact form queues an email,
 * and the worker a process starts when SMTP_URL is set delivers it to a real
 * (tiny, local) SMTP server. Without SMTP_URL nothing is started and mail waits.
 */
let t: TestApp
let smtp: TestSmtpServer | undefined
let worker: OutboxWorker | undefined
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  await smtp?.close()
  smtp = undefined
})
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const silent = pino({ level: 'silent' })

const contact = () =>
  t.request('/api/contact', {
    method: 'POST',
    json: {
      name: 'Ana Reyes',
      email: 'ana@example.com',
      subject: 'Party order',
      message: 'Five kilos of liempo, please.',
    },
  })

describe('email delivery', () => {
  it('delivers a contact message over SMTP when SMTP_URL is set', async () => {
    smtp = await startTestSmtpServer()
    expect((await contact()).status).toBe(201)

    const email = { ...t.deps.config.email, smtpUrl: smtp.url, from: 'no-reply@primecuts.ph' }
    worker = startEmailWorker({ ...t.deps, config: { ...t.deps.config, email }, logger: silent })
    expect(worker).toBeDefined()
    await expect.poll(() => smtp!.received.length, { timeout: 10_000 }).toBe(1)
    const [mail] = smtp.received
    expect(mail!.from).toBe('no-reply@primecuts.ph')
    expect(mail!.to).toEqual(['orders@primecuts.ph'])
    expect(mail!.data).toContain('From: Prime Cuts Butchery <no-reply@primecuts.ph>')
    expect(mail!.data).toContain('Reply-To: ana@example.com')
    expect(mail!.data).toContain('Subject: Contact form: Party order')
    expect(mail!.data).toContain('Five kilos of liempo, please.')
    await expect.poll(async () => (await t.db.select().from(emailOutbox))[0]?.status).toBe('sent')
  })

  it('leaves emails pending, unsent, when SMTP_URL is not set', async () => {
    expect(t.deps.config.email.smtpUrl).toBeUndefined()
    expect(startEmailWorker({ ...t.deps, logger: silent })).toBeUndefined()
    expect((await contact()).status).toBe(201)
    const [row] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1)
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, lastError: null })
  })
})

describe('resolveSender', () => {
  it('uses EMAIL_FROM with the from-name of the notification settings', async () => {
    await putSettings(
      t.db,
      'notifications',
      {
        notificationEmails: ['orders@primecuts.ph'],
        fromName: 'Prime Cuts Orders',
        replyTo: 'help@primecuts.ph',
        newOrderEmails: true,
        orderTexts: allOrderTextsOn,
      },
      new Date(),
    )
    expect(await resolveSender(t.db, { from: 'mailer@primecuts.ph', smtpUrl: undefined })).toEqual({
      from: { name: 'Prime Cuts Orders', address: 'mailer@primecuts.ph' },
      replyTo: 'help@primecuts.ph',
    })
    // No EMAIL_FROM: the SMTP login when it is an address, else the reply-to address.
    expect(
      (await resolveSender(t.db, { from: undefined, smtpUrl: 'smtp://shop%40primecuts.ph:pw@mx' }))
        .from.address,
    ).toBe('shop@primecuts.ph')
    expect(
      (await resolveSender(t.db, { from: undefined, smtpUrl: 'smtp://127.0.0.1:2525' })).from,
    ).toEqual({ name: 'Prime Cuts Orders', address: 'help@primecuts.ph' })
  })

  it('falls back to the site name and contact email when the settings leave them blank', async () => {
    await putSettings(
      t.db,
      'notifications',
      {
        notificationEmails: ['orders@primecuts.ph'],
        fromName: '',
        replyTo: '',
        newOrderEmails: true,
        orderTexts: allOrderTextsOn,
      },
      new Date(),
    )
    expect(await resolveSender(t.db, { from: undefined, smtpUrl: undefined })).toEqual({
      from: { name: 'Prime Cuts Butchery', address: 'orders@primecuts.ph' },
      replyTo: undefined,
    })
  })
})
