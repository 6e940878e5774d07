/**
 * Where uploaded image files live. Callers only ever name a media key and a file
 * in it, so the local disk store can be swapped for an object store (S3 and the
 * like) without touching them.
 */
export interface MediaStore {
  /** Stores one file under `key`, replacing a file of the same name. */
  put(key: string, fileName: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes as a stream, or null when there is no such file. */
  open(key: string, fileName: string): Promise<StoredMediaFile | null>
  /** Removes every file under `key`; nothing happens when there is none. */
  removeAll(key: string): Promise<void>
  /**
   * Up to `limit` stored keys that start with `prefix`, in ascending order from `from`
   * on (the whole range when left out), each with when a file under it was last
   * written: what the proof orphan sweep looks at (payments/proof-orphan-sweep.ts).
   */
  listKeys(prefix: string, options: { from?: string; limit: number }): Promise<StoredKey[]>
}

export interface StoredKey {
  key: string
  /** The newest file's modification time under the key (the store's own clock). */
  modifiedAt: Date
}

export interface StoredMediaFile {
  stream: ReadableStream<Uint8Array>
  size: number
}

/**
 * A store that could not keep a file (provider outage, refused credentials, full
 * disk): a fault on our side, not in the upload, so it is answered 503, not 4xx.
 */
export class MediaStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The media store could not keep a file', { cause })
    this.name = 'MediaStoreUnavailable'
  }
}
