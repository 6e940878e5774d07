import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/support/email/test-smtp-server.ts'
import {
  type MailMessage,
  MailSendError,
  smtpTransport,
  smtpUserAddress,
  toMailSendError,
} from './transport.ts'

let server: TestSmtpServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const message: MailMessage = {
  from: { name: 'Prime Cuts Butchery', address: 'orders@primecuts.ph' },
  to: ['staff@primecuts.ph', 'owner@primecuts.ph'],
  replyTo: 'shopper@example.com',
  subject: 'Contact form: Bulk order',
  text: 'Plain text body\n',
  html: '<p>HTML body</p>',
  messageId: '<outbox-1.1700000000000@primecuts.ph>',
}

async function sendError(transport: ReturnType<typeof smtpTransport>) {
  try {
    await transport.send(message)
  } catch (err) {
    return err
  }
  throw new Error('expected the send to fail')
}

describe('the SMTP transport, over a real socket', () => {
  it('delivers the message with sender, recipients, reply-to and both bodies', async () => {
    server = await startTestSmtpServer()
    const transport = smtpTransport(server.url)
    await transport.send(message)
    transport.close()
    expect(server.received).toHaveLength(1)
    const [mail] = server.received
    expect(mail!.from).toBe('orders@primecuts.ph')
    expect(mail!.to).toEqual(['staff@primecuts.ph', 'owner@primecuts.ph'])
    expect(mail!.data).toContain('From: Prime Cuts Butchery <orders@primecuts.ph>')
    expect(mail!.data).toContain('Reply-To: shopper@example.com')
    expect(mail!.data).toContain('Subject: Contact form: Bulk order')
    expect(mail!.data).toContain('Message-ID: <outbox-1.1700000000000@primecuts.ph>')
    expect(mail!.data).toContain('Plain text body')
    expect(mail!.data).toContain('<p>HTML body</p>')
  })

  it('reports a refused recipient as permanent, with the server reply', async () => {
    server = await startTestSmtpServer({ rejectRecipient: () => '550 5.1.1 No such user' })
    const err = await sendError(smtpTransport(server.url))
    expect(err).toBeInstanceOf(MailSendError)
    expect((err as MailSendError).permanent).toBe(true)
    expect((err as MailSendError).message).toContain('550 5.1.1 No such user')
  })

  it('reports a temporary refusal as worth retrying', async () => {
    server = await startTestSmtpServer({ rejectData: () => '451 4.3.0 Try again later' })
    const err = (await sendError(smtpTransport(server.url))) as MailSendError
    expect(err.permanent).toBe(false)
    expect(err.message).toBe('451 4.3.0 Try again later')
  })

  it('reports an unreachable server as worth retrying', async () => {
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as net.AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const err = (await sendError(smtpTransport(`smtp://127.0.0.1:${port}`))) as MailSendError
    expect(err.permanent).toBe(false)
    expect(err.message).toMatch(/ECONNREFUSED|connect/i)
  })
})

describe('toMailSendError', () => {
  it('keeps a failed login retryable: it is our configuration, not the message', () => {
    const err = toMailSendError({
      code: 'EAUTH',
      response: '535 5.7.8 Authentication failed',
      permanent: true,
    })
    expect(err.permanent).toBe(false)
    expect(err.message).toBe('535 5.7.8 Authentication failed')
  })

  it('falls back to the error message, or its string form', () => {
    expect(toMailSendError(new Error('socket hang up')).message).toBe('socket hang up')
    expect(toMailSendError('boom').message).toBe('boom')
  })
})

describe('smtpUserAddress', () => {
  it('is the login name when it is an address', () => {
    expect(smtpUserAddress('smtps://shop%40primecuts.ph:secret@smtp.example.com')).toBe(
      'shop@primecuts.ph',
    )
    expect(smtpUserAddress('smtp://apikey:secret@smtp.example.com')).toBeUndefined()
    expect(smtpUserAddress('smtp://127.0.0.1:2525')).toBeUndefined()
  })
})
