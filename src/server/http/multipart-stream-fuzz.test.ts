import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fuzzRuns } from '#tests/support/test-env.ts'
import { AppError } from './errors.ts'
import { MultipartStream } from './multipart-stream.ts'

/**
 * The multipart reader feeds @fastify/busboy only as the caller pulls (decision 0082);
 * that feeding is ours, so it is fuzzed: whatever a browser encodes reads back
 * exactly, in chunks of any size; whatever else arrives ends in a 400 or a 413, never
 * another error and never a wait.
 */
const tooLarge = () => new AppError(413, 'payload_too_large', 'Too large.')
const runs = fuzzRuns() * 10
/** Room for FUZZ_RUNS=200 on a busy machine. */
const timeout = 5_000 + runs * 50

function chunked(bytes: Uint8Array, size: number) {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + size))
      offset += size
    },
  })
}

const open = (bytes: Uint8Array, contentType: string, chunk: number, maxBodyBytes = 1 << 20) =>
  MultipartStream.open(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: chunked(bytes, chunk),
      duplex: 'half',
    } as RequestInit),
    { maxBodyBytes, tooLarge },
  )

type Entry = { name: string; text: string } | { name: string; file: Uint8Array; fileName: string }

// Names and file names without the characters a browser escapes (" CR LF), nor what
// busboy strips from a file name (a path: it keeps the last segment, never . or ..).
const safeText = fc
  .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
  .filter((s) => !/["\r\n\\/]/.test(s) && s !== '.' && s !== '..')
// Bytes that look like the start of a delimiter, mixed into files and fields.
const tricky = fc.constantFrom('\r\n', '\r\n--', '--', '\r\n\r\n', '-', '\r')
const fileBytes = fc
  .array(
    fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      tricky.map((s) => Buffer.from(s)),
    ),
    {
      maxLength: 6,
    },
  )
  .map((pieces) => new Uint8Array(Buffer.concat(pieces)))
const entry: fc.Arbitrary<Entry> = fc.oneof(
  fc.record({
    name: safeText,
    text: fc
      .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), tricky))
      .map((a) => a.join('')),
  }),
  fc.record({ name: safeText, file: fileBytes, fileName: safeText }),
)

describe('the multipart reader, fuzzed', () => {
  it(
    'reads back every form a browser encodes, in chunks of any size',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(entry, { maxLength: 6 }),
          fc.integer({ min: 1, max: 700 }),
          async (entries, chunk) => {
            const form = new FormData()
            for (const e of entries) {
              if ('text' in e) form.append(e.name, e.text)
              else form.append(e.name, new Blob([e.file as Uint8Array<ArrayBuffer>]), e.fileName)
            }
            const encoded = new Response(form)
            const bytes = new Uint8Array(await encoded.arrayBuffer())
            const parts = open(bytes, encoded.headers.get('content-type')!, chunk)
            const read: Entry[] = []
            for (let part = await parts.nextPart(); part; part = await parts.nextPart()) {
              if (part.fileName === null) {
                read.push({ name: part.name, text: (await parts.readText(1 << 20))! })
              } else {
                const file = new Uint8Array(await parts.readBytes(1 << 20, tooLarge))
                read.push({ name: part.name, file, fileName: part.fileName })
              }
            }
            // A browser sends a text field's line breaks as CRLF.
            const expected = entries.map((e) =>
              'text' in e ? { ...e, text: e.text.replace(/\r\n|\r|\n/g, '\r\n') } : e,
            )
            expect(read).toEqual(expected)
          },
        ),
        { numRuns: runs },
      )
    },
    timeout,
  )

  it(
    'ends anything else in a 400 or a 413',
    async () => {
      const piece = fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
        fc
          .constantFrom(
            '--b',
            '--b--',
            '\r\n--b\r\n',
            'Content-Disposition: form-data; name="f"; filename="x"',
            'content-disposition: form-data; name=a',
            '\r\n\r\n',
            '\r\n',
            '"',
            ';',
          )
          .map((s) => Buffer.from(s)),
      )
      await fc.assert(
        fc.asyncProperty(
          fc.array(piece, { maxLength: 40 }),
          fc.integer({ min: 1, max: 50 }),
          fc.integer({ min: 50, max: 2000 }),
          async (pieces, chunk, maxBodyBytes) => {
            const parts = open(
              Buffer.concat(pieces),
              'multipart/form-data; boundary=b',
              chunk,
              maxBodyBytes,
            )
            try {
              for (let part = await parts.nextPart(); part; part = await parts.nextPart()) {
                if (part.fileName === null) await parts.readText(100)
                else await parts.readBytes(100, tooLarge)
              }
            } catch (err) {
              expect(err).toBeInstanceOf(AppError)
              expect([400, 413]).toContain((err as AppError).status)
            }
          },
        ),
        { numRuns: runs },
      )
    },
    timeout,
  )
})
