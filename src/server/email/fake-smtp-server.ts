import net from 'node:net'

/**
 * Test support: a tiny SMTP server on a real socket, speaking just enough of the
 * protocol (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for nodemailer to deliver
 * to it, so the SMTP path is tested on the wire without an extra package.
 * `reject` answers a recipient or the end of DATA with a chosen reply, to exercise
 * temporary (4xx) and permanent (5xx) refusals.
 */
export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message (headers and body) as transmitted, dot-stuffing undone. */
  data: string
}

export interface FakeSmtpOptions {
  /** Reply to RCPT TO for this address instead of 250, e.g. '550 5.1.1 No such user'. */
  rejectRecipient?: (address: string) => string | undefined
  /** Reply to the end of DATA instead of 250, e.g. '451 4.3.0 Try again later'. */
  rejectData?: () => string | undefined
  /** Listen on this port (a provider coming back where it was); default: any free one. */
  port?: number
}

export interface FakeSmtpServer {
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake.test ESMTP ready')

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') return reply('250-fake.test\r\n250-8BITMIME\r\n250 SMTPUTF8')
      if (verb === 'HELO') return reply('250 fake.test')
      if (verb === 'MAIL') {
        mail = { from: /<([^<>]*)>/.exec(line)?.[1] ?? '', to: [], data: '' }
        return reply('250 2.1.0 OK')
      }
      if (verb === 'RCPT') {
        const address = /<([^<>]*)>/.exec(line)?.[1] ?? ''
        const refusal = options.rejectRecipient?.(address)
        if (refusal) return reply(refusal)
        mail.to.push(address)
        return reply('250 2.1.5 OK')
      }
      if (verb === 'DATA') {
        inData = true
        return reply('354 End data with <CR><LF>.<CR><LF>')
      }
      if (verb === 'RSET' || verb === 'NOOP') return reply('250 2.0.0 OK')
      if (verb === 'QUIT') {
        reply('221 2.0.0 Bye')
        return socket.end()
      }
      return reply('502 5.5.2 Command not implemented')
    }

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          const refusal = options.rejectData?.()
          if (refusal) reply(refusal)
          else {
            received.push(mail)
            reply('250 2.0.0 Queued')
          }
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        command(line)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
