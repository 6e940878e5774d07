/**
 * A request body handed out in slices of the size asked for, each chunk pulled from the
 * request only when the slices before it are used up, and every byte counted against a
 * limit as it arrives. multipart-stream.ts gives busboy the body this way, so busboy
 * sees no more of it than the caller has asked for.
 */
export class BodySlices {
  /** Pulled from the request, not yet handed out. */
  private pending: Buffer = Buffer.alloc(0)
  private received = 0
  private ended = false

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly maxBytes: number,
    /** The error past `maxBytes`: the route's own 413. */
    private readonly tooLarge: () => Error,
    /** The error for a body that broke off (the client went away). */
    private readonly broken: () => Error,
  ) {}

  /** At most `size` bytes of the body; null at its end. */
  async take(size: number): Promise<Buffer | null> {
    if (this.pending.byteLength === 0) {
      if (this.ended) return null
      const chunk = await this.pull()
      if (chunk === null) {
        this.ended = true
        return null
      }
      this.pending = chunk
    }
    const bytes = this.pending.subarray(0, size)
    this.pending = this.pending.subarray(bytes.byteLength)
    return bytes
  }

  private async pull(): Promise<Buffer | null> {
    let read: ReadableStreamReadResult<Uint8Array>
    try {
      read = await this.reader.read()
    } catch {
      // The client went away, or the connection broke, in the middle of the body.
      throw this.broken()
    }
    if (read.done) return null
    this.received += read.value.byteLength
    if (this.received > this.maxBytes) throw this.tooLarge()
    return Buffer.from(read.value.buffer, read.value.byteOffset, read.value.byteLength)
  }
}
