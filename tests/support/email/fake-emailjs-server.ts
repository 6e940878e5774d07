import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Test support: a stand-in for the EmailJS send endpoint on a real socket. It
 * records each request body and answers with the status and text the test sets
 * (EmailJS answers plain text: 'OK', or the reason it refused); 'hang' never answers.
 */
export interface FakeEmailJsServer {
  url: string
  received: unknown[]
  answer: { status: number; text: string } | 'hang'
  close(): Promise<void>
}

export async function startFakeEmailJsServer(): Promise<FakeEmailJsServer> {
  const sockets = new Set<import('node:net').Socket>()
  const fake: Omit<FakeEmailJsServer, 'url' | 'close'> = {
    received: [],
    answer: { status: 200, text: 'OK' },
  }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      try {
        fake.received.push(JSON.parse(body))
      } catch {
        fake.received.push(body)
      }
      const answer = fake.answer
      if (answer === 'hang') return
      res.writeHead(answer.status, { 'content-type': 'text/plain' })
      res.end(answer.text)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api/v1.0/email/send`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  })
}
