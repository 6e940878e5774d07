import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_CONFIGURED_MESSAGE } from '#server/email/test-email.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import { startTestSmtpServer } from '#tests/support/email/test-smtp-server.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { getSettings } from './settings-repo.ts'

const path = '/api/admin/notifications'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

const valid = {
  notificationEmails: ' owner@primecuts.ph ,staff@primecuts.ph,',
  fromName: '  Prime Cuts Orders ',
  replyTo: 'hello@primecuts.ph',
  newOrderEmails: false,
}

describe('GET/PUT /api/admin/notifications', () => {
  it('answers the section and which provider a test would use (none here)', async () => {
    const res = await t.request(path, { cookie: admin })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ...defaultSettings.notifications, provider: 'none' })
  })

  it('saves comma-separated addresses trimmed, as a list (a list is accepted too)', async () => {
    const res = await t.request(path, { method: 'PUT', cookie: admin, json: valid })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      notificationEmails: ['owner@primecuts.ph', 'staff@primecuts.ph'],
      fromName: 'Prime Cuts Orders',
      replyTo: 'hello@primecuts.ph',
      newOrderEmails: false,
      orderTexts: defaultSettings.notifications.orderTexts,
      provider: 'none',
    })
    const asList = await t.request(path, {
      method: 'PUT',
      cookie: admin,
      json: { notificationEmails: ['a@primecuts.ph'], fromName: '', replyTo: '' },
    })
    expect(await asList.json()).toMatchObject({
      notificationEmails: ['a@primecuts.ph'],
      replyTo: '',
      newOrderEmails: true,
    })
  })

  it('refuses invalid addresses, listing each, and changes nothing', async () => {
    await t.request(path, { method: 'PUT', cookie: admin, json: valid })
    const before = await getSettings(t.db, 'notifications')
    const res = await t.request(path, {
      method: 'PUT',
      cookie: admin,
      json: { ...valid, fromName: 'Changed', notificationEmails: 'ok@primecuts.ph, a@, b@c' },
    })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.error.fields.notificationEmails).toBe('Invalid Email Address: a@, b@c')
    expect(await getSettings(t.db, 'notifications')).toEqual(before)
  })

  it('requires at least one address and a valid reply-to', async () => {
    const res = await t.request(path, {
      method: 'PUT',
      cookie: admin,
      json: { ...valid, notificationEmails: ' , ', replyTo: 'not-an-email' },
    })
    expect(res.status).toBe(422)
    const { error } = await res.json()
    expect(error.fields).toEqual({
      notificationEmails: 'Enter at least one notification email address.',
      replyTo: 'Enter a valid email address or leave it empty',
    })
  })
})

describe('POST /api/admin/notifications/test', () => {
  it('refuses invalid addresses from the form with Cannot Send Test and the list', async () => {
    const res = await t.request(`${path}/test`, {
      method: 'POST',
      cookie: admin,
      json: { notificationEmails: 'x@, good@primecuts.ph, y@z' },
    })
    expect(res.status).toBe(422)
    const { error } = await res.json()
    expect(error.message).toBe('Cannot Send Test: Invalid Email Address: x@, y@z')
    expect(error.fields.notificationEmails).toBe('Invalid Email Address: x@, y@z')
  })

  it('answers 503 with what to set when no provider is configured', async () => {
    const res = await t.request(`${path}/test`, { method: 'POST', cookie: admin, json: {} })
    expect(res.status).toBe(503)
    expect((await res.json()).error.message).toBe(NOT_CONFIGURED_MESSAGE)
  })

  it('sends at once through SMTP to the saved addresses when SMTP_URL is set', async () => {
    const smtp = await startTestSmtpServer()
    const withSmtp = await createTestApp({ SMTP_URL: smtp.url })
    try {
      const cookie = (await withSmtp.signIn('admin')).cookie
      expect(await (await withSmtp.request(path, { cookie })).json()).toMatchObject({
        provider: 'smtp',
      })
      await withSmtp.request(path, { method: 'PUT', cookie, json: valid })
      const res = await withSmtp.request(`${path}/test`, { method: 'POST', cookie })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        provider: 'smtp',
        recipients: ['owner@primecuts.ph', 'staff@primecuts.ph'],
      })
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]?.to).toEqual(['owner@primecuts.ph', 'staff@primecuts.ph'])
      expect(smtp.received[0]?.data).toContain('Subject: Test email from Prime Cuts Butchery')
    } finally {
      await withSmtp.close()
      await smtp.close()
    }
  })

  it('tells an SMTP refusal apart, without the SMTP password', async () => {
    const smtp = await startTestSmtpServer({ rejectData: () => '554 5.7.1 Message rejected' })
    const url = smtp.url.replace('smtp://', 'smtp://mailer:s3cret-pw@')
    const withSmtp = await createTestApp({ SMTP_URL: url })
    try {
      const cookie = (await withSmtp.signIn('admin')).cookie
      const res = await withSmtp.request(`${path}/test`, { method: 'POST', cookie, json: {} })
      const text = await res.text()
      expect(res.status).toBe(502)
      expect(JSON.parse(text).error.message).toMatch(/^The SMTP server did not accept/)
      expect(text).not.toContain('s3cret-pw')
    } finally {
      await withSmtp.close()
      await smtp.close()
    }
  })
})
