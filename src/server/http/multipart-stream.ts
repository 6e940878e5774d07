import {
  boundaryOf,
  type MultipartPart,
  parsePartHeaders,
  unreadableUpload,
} from './multipart-headers.ts'

/**
 * A multipart/form-data body read part by part as it arrives, never held whole
 * (decision 0082): a route reads the leading fields, decides, and reads the file only
 * if it wants it. `Request.formData()` reads the whole body first, and the one
 * streaming parser in node_modules (busboy 0.3, through dicer 0.3) is a test tool's
 * dependency, unmaintained, with a known crash on a malformed part header, so the
 * little of RFC 7578 a browser's form needs is read here, strictly:
 *
 *   --boundary CRLF headers CRLF CRLF bytes CRLF --boundary ... CRLF --boundary--
 *
 * Every byte counts against `maxBodyBytes` (past it `tooLarge()`), headers and
 * preamble against `maxHeaderBytes`, the number of parts against `maxParts`;
 * anything else malformed is a 400.
 */

export interface MultipartLimits {
  /** The whole body's most bytes, counted as they arrive; a longer body is `tooLarge()`. */
  maxBodyBytes: number
  /** The error for a body over its limit (the route's own 413 and message). */
  tooLarge: () => Error
  /** One part's header block, and the preamble before the first boundary. */
  maxHeaderBytes?: number
  maxParts?: number
}

export type { MultipartPart }

const DEFAULT_MAX_HEADER_BYTES = 2048
const DEFAULT_MAX_PARTS = 10
const HEADER_END = Buffer.from('\r\n\r\n')
const DASH = 0x2d
const CR = 0x0d
const LF = 0x0a

/** Thrown by a sink past its own limit; never leaves this module. */
const overflow = Symbol('overflow')

type State = 'preamble' | 'body' | 'boundary' | 'done' | 'broken'

export class MultipartStream {
  /** Bytes received and not yet handed out, from `pos`. Replaced, never written into. */
  private buf: Buffer
  private pos = 0
  private received = 0
  private parts = 0
  // A body starts with its first boundary: reading it as if a CRLF came before makes
  // the first boundary one more delimiter, and whatever precedes it a preamble.
  private state: State = 'preamble'
  private readonly delimiter: Buffer
  private readonly maxHeaderBytes: number
  private readonly maxParts: number

  private constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    boundary: string,
    private readonly limits: MultipartLimits,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
    this.buf = Buffer.from('\r\n')
    this.maxHeaderBytes = limits.maxHeaderBytes ?? DEFAULT_MAX_HEADER_BYTES
    this.maxParts = limits.maxParts ?? DEFAULT_MAX_PARTS
  }

  /**
   * The body of a multipart/form-data request, not yet read: 400 for another type or
   * no boundary, `tooLarge()` at once when Content-Length says more than the limit.
   */
  static open(request: Request, limits: MultipartLimits): MultipartStream {
    const boundary = boundaryOf(request.headers.get('content-type') ?? '')
    if (boundary === null || !request.body) throw unreadableUpload()
    if (Number(request.headers.get('content-length') ?? 0) > limits.maxBodyBytes) {
      throw limits.tooLarge()
    }
    return new MultipartStream(request.body.getReader(), boundary, limits)
  }

  /**
   * The next part's name, once its headers are read (its bytes are not); null after
   * the last. What is left of the part before it is skipped.
   */
  async nextPart(): Promise<MultipartPart | null> {
    if (this.state === 'preamble' || this.state === 'body') await this.readBody(this.skipper())
    if (this.state === 'done') return null
    if (this.state === 'broken') throw unreadableUpload()
    if (!(await this.buffered(2))) throw unreadableUpload()
    const [first, second] = [this.buf[this.pos], this.buf[this.pos + 1]]
    if (first === DASH && second === DASH) {
      this.state = 'done'
      return null
    }
    if (first !== CR || second !== LF || ++this.parts > this.maxParts) throw unreadableUpload()
    this.pos += 2
    const part = parsePartHeaders(await this.readHeaderBlock())
    this.state = 'body'
    return part
  }

  /** The current part as text, or null when it is longer than `maxBytes` (then stop). */
  async readText(maxBytes: number): Promise<string | null> {
    const bytes = await this.readPart(maxBytes, () => overflow)
    return bytes === null ? null : bytes.toString('utf8')
  }

  /** The current part's bytes; `tooLarge()` as soon as they pass `maxBytes`. */
  async readBytes(maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
    return (await this.readPart(maxBytes, tooLarge))!
  }

  private async readPart(maxBytes: number, past: () => Error | typeof overflow) {
    if (this.state !== 'body') throw unreadableUpload()
    const chunks: Buffer[] = []
    let size = 0
    try {
      await this.readBody((bytes) => {
        size += bytes.byteLength
        if (size > maxBytes) throw past()
        chunks.push(bytes)
      })
    } catch (err) {
      this.state = 'broken'
      if (err === overflow) return null
      throw err
    }
    return Buffer.concat(chunks, size)
  }

  /** A sink that drops what it is given, holding the preamble to the header limit. */
  private skipper(): (bytes: Buffer) => void {
    if (this.state !== 'preamble') return () => {}
    let size = 0
    return (bytes) => {
      size += bytes.byteLength
      if (size > this.maxHeaderBytes) throw unreadableUpload()
    }
  }

  /**
   * Hands the current part's bytes to `sink` as they arrive, up to the delimiter that
   * ends it. Only the delimiter's length less one byte is held back between chunks
   * (the delimiter may be split across them), so a large part is never held here.
   */
  private async readBody(sink: (bytes: Buffer) => void): Promise<void> {
    for (;;) {
      const at = this.buf.indexOf(this.delimiter, this.pos)
      if (at >= 0) {
        if (at > this.pos) sink(this.buf.subarray(this.pos, at))
        this.pos = at + this.delimiter.length
        this.state = 'boundary'
        return
      }
      const safeEnd = this.buf.length - (this.delimiter.length - 1)
      if (safeEnd > this.pos) {
        sink(this.buf.subarray(this.pos, safeEnd))
        this.pos = safeEnd
      }
      if (!(await this.pull())) throw unreadableUpload()
    }
  }

  /** A part's header block, without the blank line that ends it. */
  private async readHeaderBlock(): Promise<string> {
    for (;;) {
      const end = this.buf.indexOf(HEADER_END, this.pos)
      if (end >= 0 && end - this.pos <= this.maxHeaderBytes) {
        const block = this.buf.toString('utf8', this.pos, end)
        this.pos = end + HEADER_END.length
        return block
      }
      if (end >= 0 || this.buf.length - this.pos > this.maxHeaderBytes) throw unreadableUpload()
      if (!(await this.pull())) throw unreadableUpload()
    }
  }

  /** Whether `count` bytes are (or, after reading more, become) buffered. */
  private async buffered(count: number): Promise<boolean> {
    while (this.buf.length - this.pos < count) {
      if (!(await this.pull())) return false
    }
    return true
  }

  /** One more chunk from the body, counted against the limit; false at its end. */
  private async pull(): Promise<boolean> {
    let chunk: Uint8Array
    try {
      const read = await this.reader.read()
      if (read.done) return false
      chunk = read.value
    } catch {
      // The client went away, or the connection broke, in the middle of the body.
      throw unreadableUpload()
    }
    this.received += chunk.byteLength
    if (this.received > this.limits.maxBodyBytes) throw this.limits.tooLarge()
    const rest = this.buf.subarray(this.pos)
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    // What was handed out keeps pointing into the old buffer, which is never changed.
    this.buf = rest.byteLength === 0 ? bytes : Buffer.concat([rest, bytes])
    this.pos = 0
    return true
  }
}
