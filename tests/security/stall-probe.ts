import net from 'node:net'

/**
 * The stall check of issue 14, shared by the in-process and the real-process tests:
 * a request carrying a pathological field is sent (its body held open), a health
 * request is answered meanwhile, then the bad request gets its 4xx, and the server
 * answers health again. Before the fix a 100 KB email held the event loop for 17 s
 * and a 1 MB one for far longer, so the bad answer and everything after it waited.
 */

/** An email that made the old pattern backtrack quadratically: a domain of many dots, then a second '@'. */
export function pathologicalEmail(length: number): string {
  return `a@a${'.a'.repeat(Math.max(0, Math.floor((length - 4) / 2)))}@`
}

export interface StallCase {
  name: string
  path: string
  /** The JSON body text, its pathological field included. */
  body: string
  /** 413 when the body is over the route's limit (refused before it is read in full), else 422. */
  status: 413 | 422
  /** The field named in a 422. */
  field?: string
}

const contact = (email: string) => ({
  name: 'Ana Reyes',
  email,
  phone: '',
  subject: 'Party order',
  message: 'Can you cut 5 kg of liempo?',
})
const order = (email: string, phone: string) => ({
  fullName: 'Ana Reyes',
  email,
  phone,
  address: '1 Rizal St',
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300020',
  paymentMethod: 'cod',
  lines: [{ kind: 'product', productId: 1, unit: 'kg', quantity: 1 }],
  idempotencyKey: 'stall-probe-order-key',
})

const MB = 1_000_000
const KB = 1000

/** The attack on each public form: at the route's own size, and at 100 KB and 1 MB. */
export const stallCases: StallCase[] = [
  {
    name: 'newsletter, a 1 MB email',
    path: '/api/subscribers',
    body: JSON.stringify({ email: pathologicalEmail(MB) }),
    status: 413,
  },
  {
    name: 'newsletter, a 100 KB email',
    path: '/api/subscribers',
    body: JSON.stringify({ email: pathologicalEmail(100 * KB) }),
    status: 413,
  },
  {
    name: 'newsletter, the longest email its body limit lets through',
    path: '/api/subscribers',
    body: JSON.stringify({ email: pathologicalEmail(1900) }),
    status: 422,
    field: 'email',
  },
  {
    name: 'contact, a 30 KB email',
    path: '/api/contact',
    body: JSON.stringify(contact(pathologicalEmail(30 * KB))),
    status: 422,
    field: 'email',
  },
  {
    name: 'contact, a 1 MB email',
    path: '/api/contact',
    body: JSON.stringify(contact(pathologicalEmail(MB))),
    status: 413,
  },
  {
    name: 'sign-in, a 7 KB email',
    path: '/api/auth/login',
    body: JSON.stringify({ email: pathologicalEmail(7 * KB), password: 'x' }),
    status: 422,
    field: 'email',
  },
  {
    name: 'sign-in, a 1 MB email',
    path: '/api/auth/login',
    body: JSON.stringify({ email: pathologicalEmail(MB), password: 'x' }),
    status: 413,
  },
  {
    name: 'order, a 15 KB email and a 15 KB phone',
    path: '/api/orders',
    body: JSON.stringify(order(pathologicalEmail(15 * KB), `1${' 1'.repeat(7 * KB)}x`)),
    status: 422,
    field: 'email',
  },
  {
    name: 'order, a 1 MB email',
    path: '/api/orders',
    body: JSON.stringify(order(pathologicalEmail(MB), '+63 917 555 0123')),
    status: 413,
  },
]

/** The body in the order the probe sends it: a head, the middle, and the last byte. */
export function bodyParts(body: string) {
  return { head: body.slice(0, 256), middle: body.slice(256, -1), last: body.slice(-1) }
}

/** Splits text into pieces of at most `size` characters (how the middle is written). */
export function pieces(text: string, size = 16 * 1024): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out
}

export interface RawAnswer {
  status: number
  body: string
}

/**
 * A POST over a plain socket, written by hand: chunked (no Content-Length) unless
 * `contentLength` is given, so the test decides when (and whether) the body ends.
 */
export function rawPost(port: number, path: string, contentLength?: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('latin1')
  // The server may close the connection while the body is still being written.
  socket.on('error', () => {})
  const answered = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (data: string) => {
      received += data
      const answer = parseAnswer(received)
      if (answer) resolve(answer)
    })
    socket.on('close', () => {
      const answer = parseAnswer(received)
      if (answer) resolve(answer)
      else reject(new Error(`the connection closed without a whole answer: ${received}`))
    })
  })
  const chunked = contentLength === undefined
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      'Connection: close',
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${contentLength}`,
      '',
      '',
    ].join('\r\n'),
  )
  return {
    answered,
    /** Resolves once the bytes are handed to the system and the event loop has turned (so an answer is read). */
    write(text: string): Promise<void> {
      if (socket.destroyed) return Promise.resolve()
      const data = chunked ? `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n` : text
      return new Promise((resolve) => socket.write(data, () => setImmediate(resolve)))
    },
    end() {
      if (!socket.destroyed && chunked) socket.write('0\r\n\r\n')
    },
    close() {
      socket.destroy()
    },
  }
}

/** The status and body of a whole HTTP/1.1 answer (Content-Length or chunked), else null. */
function parseAnswer(text: string): RawAnswer | null {
  const headEnd = text.indexOf('\r\n\r\n')
  if (headEnd < 0) return null
  const head = text.slice(0, headEnd).toLowerCase()
  const status = Number(head.slice(9, 12))
  const rest = text.slice(headEnd + 4)
  const lengthHeader = head.split('\r\n').find((line) => line.startsWith('content-length:'))
  if (lengthHeader) {
    const length = Number(lengthHeader.slice('content-length:'.length))
    return rest.length >= length ? { status, body: rest.slice(0, length) } : null
  }
  let body = ''
  for (let at = 0; ; ) {
    const lineEnd = rest.indexOf('\r\n', at)
    if (lineEnd < 0) return null
    const size = Number.parseInt(rest.slice(at, lineEnd), 16)
    if (size === 0) return { status, body }
    if (rest.length < lineEnd + 2 + size) return null
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    at = lineEnd + 2 + size + 2
  }
}
