import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { MediaStore, StoredKey, StoredMediaFile } from './media-store.ts'

/**
 * Media on the local disk: `{root}/{key}/{fileName}`. Keys and file names are
 * checked by the callers (random hex keys, `{width}.webp` names); the check here is
 * a second line against a path that would leave the root.
 */
export function localMediaStore(root: string): MediaStore {
  const folder = (key: string) => inside(root, key)
  const file = (key: string, fileName: string) => inside(folder(key), fileName)

  return {
    async put(key, fileName, bytes) {
      const target = file(key, fileName)
      await fs.mkdir(path.dirname(target), { recursive: true })
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.${process.pid}.${Date.now()}.partial`
      await fs.writeFile(partial, bytes)
      await fs.rename(partial, target)
    },

    async open(key, fileName): Promise<StoredMediaFile | null> {
      const target = file(key, fileName)
      try {
        const stat = await fs.stat(target)
        if (!stat.isFile()) return null
        const stream = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>
        return { stream, size: stat.size }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },

    async removeAll(key) {
      await fs.rm(folder(key), { recursive: true, force: true })
    },

    async listKeys(prefix, { from, limit }): Promise<StoredKey[]> {
      let names: string[]
      try {
        names = await fs.readdir(root)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw err
      }
      const wanted = names
        .filter((name) => name.startsWith(prefix) && (from === undefined || name >= from))
        .sort()
        .slice(0, limit)
      const listed: StoredKey[] = []
      for (const key of wanted) {
        // The folder's time moves with every file written (and renamed) into it.
        const stat = await fs.stat(folder(key)).catch(() => null)
        if (stat?.isDirectory()) listed.push({ key, modifiedAt: stat.mtime })
      }
      return listed
    },
  }
}

function inside(parent: string, name: string): string {
  const resolved = path.resolve(parent, name)
  if (path.dirname(resolved) !== path.resolve(parent) || name.includes('/') || name === '..') {
    throw new Error(`Refusing a media path outside the store: ${name}`)
  }
  return resolved
}
