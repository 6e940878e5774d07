import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { mediaStoreFromConfig } from './media-store-from-config.ts'

let dataDir: string | undefined
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  dataDir = undefined
})

function capturingLogger() {
  const lines: string[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
  return { logger, lines }
}

describe('mediaStoreFromConfig', () => {
  it('keeps media in DATA_DIR/media when no bucket is set, and says so at start', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-media-config-'))
    const { logger, lines } = capturingLogger()
    const store = await mediaStoreFromConfig(loadConfig({ DATA_DIR: dataDir }), logger)
    await store.put('a1b2', '320.webp', new Uint8Array([1, 2, 3]), 'image/webp')
    expect(fs.readFileSync(path.join(dataDir, 'media', 'a1b2', '320.webp'))).toEqual(
      Buffer.from([1, 2, 3]),
    )
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'media on the local disk (set MEDIA_S3_BUCKET when several processes serve the shop)',
      folder: path.join(dataDir, 'media'),
    })
  })

  it('says which bucket it uses at start, never the keys to it', async () => {
    const { logger, lines } = capturingLogger()
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9',
      MEDIA_S3_ACCESS_KEY_ID: 'key-id-value',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret-value',
    })
    await mediaStoreFromConfig(config, logger)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'media on an object store',
      bucket: 'shop-media',
      endpoint: 'http://127.0.0.1:9',
    })
    expect(lines[0]).not.toContain('secret-value')
    expect(lines[0]).not.toContain('key-id-value')
  })
})
