import type { Readable } from 'node:stream'
import { Busboy, type BusboyInstance } from '@fastify/busboy'
import { BodySlices } from './body-slices.ts'
import { AppError } from './errors.ts'

/**
 * A multipart/form-data body read part by part as it arrives, never held whole
 * (decision 0082): a route reads the leading fields, decides, and reads the file only
 * if it wants it. `@fastify/busboy` parses (boundary, part headers, limits); this class
 * only decides how much of the body busboy is given: the request's chunks are pulled
 * when the caller asks for the next part or for the current one's bytes, and handed to
 * busboy in small slices, so busboy never sees more than it takes to reach the next
 * part's headers.
 *
 * Every byte counts against `maxBodyBytes` (past it `tooLarge()`); the preamble and
 * each part's headers against `maxHeaderBytes`, the number of parts against `maxParts`;
 * anything else malformed is a 400.
 */

export interface MultipartLimits {
  /** The whole body's most bytes, counted as they arrive; a longer body is `tooLarge()`. */
  maxBodyBytes: number
  /** The error for a body over its limit (the route's own 413 and message). */
  tooLarge: () => Error
  /** A file's most bytes (busboy's `fileSize`); past it `readBytes` fails as too large. */
  maxFileBytes?: number
  /** A text field's most bytes (busboy's `fieldSize`); a longer field reads as null. */
  maxFieldBytes?: number
  /** One part's header block, and the preamble before the first boundary. */
  maxHeaderBytes?: number
  maxParts?: number
}

export interface MultipartPart {
  /** The field's name from Content-Disposition. */
  name: string
  /** A file field's name for the file ('' for a file input left empty); null for text. */
  fileName: string | null
}

export const unreadableUpload = () =>
  new AppError(400, 'bad_request', 'The upload could not be read. Please try again.')

const DEFAULT_MAX_HEADER_BYTES = 2048
const DEFAULT_MAX_FIELD_BYTES = 64 * 1024
const DEFAULT_MAX_PARTS = 10
/** A browser's part has two headers (Content-Disposition, Content-Type). */
const MAX_HEADER_PAIRS = 8
/** Busboy is given this much at a time while a part's headers or a field are awaited. */
const SLICE_BYTES = 256
/** A delimiter's bytes around the boundary: CRLF, two dashes, and the closing two. */
const DELIMITER_EXTRA = 6
const WHOLE_CHUNKS = Number.POSITIVE_INFINITY

/** A part whose headers busboy has read. */
interface PartRead extends MultipartPart {
  /** A file's bytes as busboy hands them out; undefined for a field. */
  file?: Readable
  /** A field's value, once its part has ended. */
  value?: string
  /** Past busboy's `fieldSize` or `fileSize`. */
  truncated: boolean
  ended: boolean
}

export class MultipartStream {
  private readonly busboy: BusboyInstance
  /** Parts whose headers busboy has read, not yet handed out. */
  private readonly ahead: PartRead[] = []
  /** Fields whose value busboy has not given yet, in order. */
  private readonly awaitingValue: PartRead[] = []
  private latest: PartRead | null = null
  private current: PartRead | null = null
  /** Set once, and thrown from every later call. */
  private failure: Error | null = null
  private finished = false
  private writing = false
  private ending = false
  private readonly body: BodySlices
  /** Bytes given to busboy since it last said anything (a part's headers, a value, data). */
  private sinceProgress = 0
  private wake: (() => void) | null = null
  /** What may follow a part's bytes before busboy says more: its delimiter, one slice. */
  private readonly delimiterSlack: number
  private readonly headerPatience: number

  private constructor(
    body: ReadableStream<Uint8Array>,
    contentType: string,
    private readonly limits: MultipartLimits,
  ) {
    const maxHeaderBytes = limits.maxHeaderBytes ?? DEFAULT_MAX_HEADER_BYTES
    // The longest boundary a Content-Type holds is its own length.
    this.delimiterSlack = contentType.length + DELIMITER_EXTRA + SLICE_BYTES
    this.headerPatience = maxHeaderBytes + this.delimiterSlack
    this.busboy = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        parts: limits.maxParts ?? DEFAULT_MAX_PARTS,
        fieldSize: limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
        fileSize: limits.maxFileBytes ?? limits.maxBodyBytes,
        headerSize: maxHeaderBytes,
        headerPairs: MAX_HEADER_PAIRS,
      },
      // Called with each part's headers, before its bytes: that is what `nextPart` waits for.
      isPartAFile: (name, _type, fileName) => this.onHeaders(name, fileName),
    })
    // Only once busboy took the Content-Type: a body without a boundary is never read.
    this.body = new BodySlices(
      body.getReader(),
      limits.maxBodyBytes,
      limits.tooLarge,
      unreadableUpload,
    )
    this.busboy.on('file', (_name: string, file: Readable) => this.onFile(file))
    this.busboy.on('field', (_name: string, value: string, _nameCut: boolean, cut: boolean) => {
      const field = this.awaitingValue.shift()
      if (field) Object.assign(field, { value, truncated: cut, ended: true })
      this.progress()
    })
    this.busboy.on('partsLimit', () => this.fail(unreadableUpload()))
    this.busboy.on('error', () => this.fail(unreadableUpload()))
    this.busboy.on('finish', () => {
      this.finished = true
      this.notify()
    })
  }

  /**
   * The body of a multipart/form-data request, not yet read: 400 for another type or
   * no boundary, `tooLarge()` at once when Content-Length says more than the limit.
   */
  static open(request: Request, limits: MultipartLimits): MultipartStream {
    const contentType = request.headers.get('content-type') ?? ''
    const type = contentType.split(';', 1)[0]!.trim().toLowerCase()
    if (type !== 'multipart/form-data' || !request.body) throw unreadableUpload()
    if (Number(request.headers.get('content-length') ?? 0) > limits.maxBodyBytes) {
      throw limits.tooLarge()
    }
    try {
      return new MultipartStream(request.body, contentType, limits)
    } catch {
      // Busboy found no boundary.
      throw unreadableUpload()
    }
  }

  /**
   * The next part's name, once its headers are read (its bytes are not); null after
   * the last. What is left of the part before it is skipped.
   */
  async nextPart(): Promise<MultipartPart | null> {
    await this.leaveCurrent()
    const found = await this.feedUntil(
      () => this.ahead.length > 0 || this.finished,
      this.headerPatience,
    )
    if (!found) throw this.fail(unreadableUpload())
    const next = this.ahead.shift()
    this.current = next ?? null
    return next ? { name: next.name, fileName: next.fileName } : null
  }

  /** The current part as text, or null when it is longer than `maxBytes` (then stop). */
  async readText(maxBytes: number): Promise<string | null> {
    const field = this.current
    if (!field || field.file || this.failure) throw this.fail(unreadableUpload())
    this.current = null
    return this.readField(field, maxBytes)
  }

  private async readField(field: PartRead, maxBytes: number): Promise<string | null> {
    const ended = await this.feedUntil(() => field.ended, maxBytes + this.delimiterSlack)
    const value = field.value ?? ''
    if (!ended || field.truncated || Buffer.byteLength(value) > maxBytes) {
      this.fail(unreadableUpload())
      return null
    }
    return value
  }

  /** The current part's bytes; `tooLarge()` as soon as they pass `maxBytes`. */
  async readBytes(maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
    const part = this.current
    const file = part?.file
    if (!part || !file || this.failure) throw this.fail(unreadableUpload())
    this.current = null
    const chunks: Buffer[] = []
    let size = 0
    file.on('data', (bytes: Buffer) => {
      size += bytes.byteLength
      chunks.push(bytes)
      this.progress()
    })
    const tooMuch = () => part.truncated || size > maxBytes
    // The file's bytes go to busboy a whole chunk at a time; only `maxBytes` bounds them.
    await this.feedUntil(() => part.ended || tooMuch(), Number.POSITIVE_INFINITY, WHOLE_CHUNKS)
    if (tooMuch()) {
      // Nothing more of this body is read.
      this.fail(unreadableUpload())
      throw tooLarge()
    }
    return Buffer.concat(chunks, size)
  }

  /** Lets busboy pass the rest of the part handed out last, unread. */
  private async leaveCurrent(): Promise<void> {
    const part = this.current
    this.current = null
    if (!part || part.ended) return
    // A skipped file flows to nowhere; each of its chunks is progress.
    if (part.file) part.file.on('data', () => this.progress())
    else await this.readField(part, this.limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES)
  }

  private onHeaders(name: string | undefined, fileName: string | undefined): boolean {
    if (name === undefined) {
      this.fail(unreadableUpload())
      return false
    }
    const part: PartRead = { name, fileName: fileName ?? null, truncated: false, ended: false }
    this.ahead.push(part)
    if (fileName === undefined) this.awaitingValue.push(part)
    this.latest = part
    this.progress()
    return fileName !== undefined
  }

  /** Busboy emits a file right after `isPartAFile` said the part is one. */
  private onFile(file: Readable): void {
    const part = this.latest!
    part.file = file
    file.on('limit', () => {
      part.truncated = true
      this.notify()
    })
    file.on('end', () => {
      part.ended = true
      this.notify()
    })
    // A body that ends inside the file: busboy says so on the file too.
    file.on('error', () => this.fail(unreadableUpload()))
  }

  /**
   * Gives busboy the body, `slice` bytes at a time, until `ready()`; false when
   * `patience` bytes went by without busboy reading anything new (headers too long,
   * a field too long). Chunks are pulled from the request only when busboy needs them.
   */
  private async feedUntil(ready: () => boolean, patience: number, slice = SLICE_BYTES) {
    for (;;) {
      if (this.failure) throw this.failure
      if (ready()) return true
      if (this.sinceProgress > patience) {
        // A part's end reaches its listeners a tick after busboy reads it.
        await new Promise((resolve) => setImmediate(resolve))
        if (this.failure) throw this.failure
        return ready()
      }
      if (this.writing || this.ending) {
        await new Promise<void>((resolve) => {
          this.wake = resolve
        })
        continue
      }
      let bytes: Buffer | null
      try {
        bytes = await this.body.take(slice)
      } catch (err) {
        throw this.fail(err as Error)
      }
      if (bytes === null) {
        this.ending = true
        this.busboy.end()
        continue
      }
      this.sinceProgress += bytes.byteLength
      this.writing = true
      this.busboy.write(bytes, () => {
        this.writing = false
        this.notify()
      })
    }
  }

  private progress(): void {
    this.sinceProgress = 0
    this.notify()
  }

  private notify(): void {
    const wake = this.wake
    this.wake = null
    wake?.()
  }

  /** Remembers the first failure; every later call ends in it. */
  private fail(err: Error): Error {
    this.failure ??= err
    this.notify()
    return this.failure
  }
}
