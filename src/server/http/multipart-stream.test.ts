import { describe, expect, it } from 'vitest'
import { AppError } from './errors.ts'
import { type MultipartLimits, MultipartStream } from './multipart-stream.ts'

const tooLarge = () => new AppError(413, 'payload_too_large', 'Too large.')
const limits: MultipartLimits = { maxBodyBytes: 1024 * 1024, tooLarge }

/** A body handed out `chunkSize` bytes at a time, counting what was asked of it. */
function countedStream(bytes: Uint8Array, chunkSize: number, { endless = false } = {}) {
  let offset = 0
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) {
          // A client still sending: more of the same, forever.
          if (!endless) controller.close()
          else {
            counter.pulled += chunkSize
            controller.enqueue(new Uint8Array(chunkSize).fill(7))
          }
          return
        }
        const chunk = bytes.subarray(offset, offset + chunkSize)
        offset += chunk.length
        counter.pulled += chunk.length
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counter }
}

/** What a browser sends for this form: its bytes and Content-Type with the boundary. */
async function encoded(form: FormData) {
  const response = new Response(form)
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  }
}

function requestOf(body: ReadableStream<Uint8Array> | string, contentType: string) {
  return new Request('http://localhost/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit)
}

async function open(form: FormData, chunkSize: number, options: { endless?: boolean } = {}) {
  const { bytes, contentType } = await encoded(form)
  const { stream, counter } = countedStream(bytes, chunkSize, options)
  return { parts: MultipartStream.open(requestOf(stream, contentType), limits), counter, bytes }
}

const proofForm = (file: Uint8Array, fileName = 'gcash.png') => {
  const form = new FormData()
  form.append('referenceNumber', '1234 567 890123')
  form.append('purpose', 'payment')
  form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type: 'image/png' }), fileName)
  return form
}

describe('reading a multipart form part by part', () => {
  for (const chunkSize of [1, 7, 64 * 1024]) {
    it(`reads fields and a file as a browser sends them, in chunks of ${chunkSize}`, async () => {
      const file = new Uint8Array(5000).map((_, i) => (i * 31) % 256)
      // Bytes that look like a delimiter's start inside the file must stay file bytes.
      file.set(new TextEncoder().encode('\r\n--\r\n-'), 100)
      const { parts } = await open(proofForm(file, 'Screenshot "1"; copy.png'), chunkSize)
      expect(await parts.nextPart()).toEqual({ name: 'referenceNumber', fileName: null })
      expect(await parts.readText(100)).toBe('1234 567 890123')
      expect(await parts.nextPart()).toEqual({ name: 'purpose', fileName: null })
      expect(await parts.readText(100)).toBe('payment')
      const head = await parts.nextPart()
      expect(head?.name).toBe('file')
      expect(head?.fileName).toMatch(/^Screenshot (%22|")1(%22|"); copy\.png$/)
      expect(new Uint8Array(await parts.readBytes(file.length, tooLarge))).toEqual(file)
      expect(await parts.nextPart()).toBeNull()
    })
  }

  it('stops at the file part: its bytes are not read until asked for', async () => {
    const { parts, counter, bytes } = await open(proofForm(new Uint8Array(200_000)), 4096)
    expect((await parts.nextPart())?.name).toBe('referenceNumber')
    expect((await parts.nextPart())?.name).toBe('purpose')
    expect(await parts.nextPart()).toEqual({ name: 'file', fileName: 'gcash.png' })
    expect(counter.pulled).toBeLessThanOrEqual(4096)
    expect(bytes.length).toBeGreaterThan(200_000)
  })

  it('answers the fields of a body whose file never ends', async () => {
    const form = new FormData()
    form.append('referenceNumber', '1234567890123')
    const { bytes, contentType } = await encoded(form)
    // The fields, then a file part that goes on for ever.
    const boundary = contentType.split('boundary=')[1]!
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
    )
    const start = bytes.subarray(0, bytes.length - `--${boundary}--\r\n`.length)
    const { stream, counter } = countedStream(Buffer.concat([start, head]), 512, { endless: true })
    const parts = MultipartStream.open(requestOf(stream, contentType), limits)
    expect((await parts.nextPart())?.name).toBe('referenceNumber')
    expect(await parts.readText(100)).toBe('1234567890123')
    expect((await parts.nextPart())?.name).toBe('file')
    expect(counter.pulled).toBeLessThan(1024)
  })

  it('refuses a file past its limit as soon as it passes, not at the end of the body', async () => {
    const { parts, counter } = await open(proofForm(new Uint8Array(500_000)), 8192)
    await parts.nextPart()
    await parts.nextPart()
    await parts.nextPart()
    await expect(parts.readBytes(100_000, tooLarge)).rejects.toMatchObject({ status: 413 })
    expect(counter.pulled).toBeLessThan(100_000 + 3 * 8192)
  })

  it('refuses a body past its limit while reading it, and at once when declared longer', async () => {
    const { bytes, contentType } = await encoded(proofForm(new Uint8Array(50_000)))
    const small = { maxBodyBytes: 20_000, tooLarge }
    const { stream, counter } = countedStream(bytes, 4096)
    const parts = MultipartStream.open(requestOf(stream, contentType), small)
    await expect(
      (async () => {
        while (await parts.nextPart()) {}
      })(),
    ).rejects.toMatchObject({ status: 413 })
    expect(counter.pulled).toBeLessThanOrEqual(20_000 + 4096)

    const declared = new Request('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': '20001' },
      body: 'x',
    })
    expect(() => MultipartStream.open(declared, small)).toThrow(tooLarge())
  })

  it('gives a text field longer than asked for as null', async () => {
    const form = new FormData()
    form.append('referenceNumber', '1'.repeat(5000))
    const { parts } = await open(form, 1000)
    await parts.nextPart()
    expect(await parts.readText(1024)).toBeNull()
    await expect(parts.nextPart()).rejects.toMatchObject({ status: 400 })
  })

  it('keeps only the last segment of a file name, as busboy does', async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="C:\\fakepath\\a.png"\r\n\r\n1\r\n--x--\r\n'
    const parts = MultipartStream.open(requestOf(body, 'multipart/form-data; boundary=x'), limits)
    expect(await parts.nextPart()).toEqual({ name: 'file', fileName: 'a.png' })
  })

  it("refuses a file past the form's file limit (busboy's fileSize)", async () => {
    const { bytes, contentType } = await encoded(proofForm(new Uint8Array(30_000)))
    const { stream } = countedStream(bytes, 4096)
    const parts = MultipartStream.open(requestOf(stream, contentType), {
      ...limits,
      maxFileBytes: 10_000,
    })
    await parts.nextPart()
    await parts.nextPart()
    await parts.nextPart()
    await expect(parts.readBytes(1 << 20, tooLarge)).rejects.toMatchObject({ status: 413 })
    await expect(parts.nextPart()).rejects.toMatchObject({ status: 400 })
  })

  it('takes a quoted boundary and a preamble', async () => {
    const body =
      'preamble\r\n--a b\r\nContent-Disposition: form-data; name=x\r\n\r\n1\r\n--a b--\r\n'
    const parts = MultipartStream.open(
      requestOf(body, 'multipart/form-data; boundary="a b"'),
      limits,
    )
    expect(await parts.nextPart()).toEqual({ name: 'x', fileName: null })
    expect(await parts.readText(10)).toBe('1')
    expect(await parts.nextPart()).toBeNull()
  })
})

describe('skipping parts a form does not send, as busboy does', () => {
  const skipped: Array<[string, string]> = [
    ['a part without Content-Disposition', 'Content-Type: text/plain'],
    ['a part that is not form-data', 'Content-Disposition: attachment; name="a"'],
  ]
  for (const [what, header] of skipped) {
    it(what, async () => {
      const body = `--x\r\n${header}\r\n\r\n1\r\n--x\r\nContent-Disposition: form-data; name="b"\r\n\r\n2\r\n--x--`
      const parts = MultipartStream.open(requestOf(body, 'multipart/form-data; boundary=x'), limits)
      expect(await parts.nextPart()).toEqual({ name: 'b', fileName: null })
      expect(await parts.readText(10)).toBe('2')
      expect(await parts.nextPart()).toBeNull()
    })
  }
})

describe('refusing what is not a form a browser sends (400)', () => {
  const refusals: Array<[string, string, string]> = [
    ['not multipart', 'application/json', '{}'],
    ['no boundary', 'multipart/form-data', '--x--'],
    ['a body without its boundary', 'multipart/form-data; boundary=abc', '--b--'],
    [
      'a body that ends inside a part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf',
    ],
    [
      'a form-data part without a name',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\n1\r\n--x--',
    ],
    ['url-encoded', 'application/x-www-form-urlencoded', 'a=1'],
    [
      'headers longer than 2 KB',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="a"\r\nX: ${'y'.repeat(3000)}\r\n\r\n1\r\n--x--`,
    ],
    [
      'a preamble longer than 2 KB',
      'multipart/form-data; boundary=x',
      `${'p'.repeat(3000)}\r\n--x--`,
    ],
    ['garbage after a boundary', 'multipart/form-data; boundary=x', '--xyz'],
    [
      'more than 10 parts',
      'multipart/form-data; boundary=x',
      `${'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'.repeat(11)}--x--`,
    ],
  ]
  for (const [what, contentType, body] of refusals) {
    it(what, async () => {
      const read = async () => {
        const parts = MultipartStream.open(requestOf(body, contentType), limits)
        while (await parts.nextPart()) {}
      }
      await expect(read()).rejects.toMatchObject({ status: 400 })
    })
  }
})
