import type net from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * An SMTP provider for the tests: nodemailer's maintained `smtp-server` on a real
 * socket, so the SMTP path is tested on the wire. It keeps what it accepts in
 * `received`, and `rejectRecipient` / `rejectData` answer with a chosen reply, to
 * exercise temporary (4xx) and permanent (5xx) refusals.
 */
export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message (headers and body) as transmitted, dot-stuffing undone. */
  data: string
}

export interface TestSmtpOptions {
  /** Reply to RCPT TO for this address instead of 250, e.g. '550 5.1.1 No such user'. */
  rejectRecipient?: (address: string) => string | undefined
  /** Reply to the end of DATA instead of 250, e.g. '451 4.3.0 Try again later'. */
  rejectData?: () => string | undefined
  /** Listen on this port (a provider coming back where it was); default: any free one. */
  port?: number
}

export interface TestSmtpServer {
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

/** A reply such as '550 5.1.1 No such user' as the error smtp-server sends back verbatim. */
function refusal(reply: string): Error {
  const match = /^(\d{3}) (.*)$/.exec(reply)
  if (!match) throw new Error(`not an SMTP reply: ${reply}`)
  return Object.assign(new Error(match[2]), { responseCode: Number(match[1]) })
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    logger: false,
    // A plain provider: no STARTTLS (a self-signed certificate nodemailer would refuse)
    // and no AUTH, so credentials in SMTP_URL are carried but never sent.
    disabledCommands: ['STARTTLS', 'AUTH'],
    // The reply is exactly the one asked for, without an enhanced code added in front.
    hideENHANCEDSTATUSCODES: true,
    // Closing drops the connections still open (a pooled client) at once, not after 30 s.
    closeTimeout: 1,
    onRcptTo(address, _session, callback) {
      const reply = options.rejectRecipient?.(address.address)
      callback(reply ? refusal(reply) : null)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const reply = options.rejectData?.()
        if (reply) return callback(refusal(reply))
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        })
        callback(null)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A client that drops its connection is the client's business, not a test failure.
  server.on('error', () => {})
  const { port } = server.server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    // Resolves once the port is free again, so a test can start a provider there.
    close: () =>
      new Promise<void>((resolve) => {
        server.server.once('close', () => resolve())
        server.close()
      }),
  }
}
