import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import { type S3ServerProcess, startS3Server } from '#tests/support/processes/s3-server-process.ts'
import { spawnNode } from '#tests/support/processes/server-launch.mjs'
import {
  freePort,
  freshServerData,
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from '#tests/support/processes/server-process.ts'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { signInStaff, uploadImage } from './shop-client.ts'

/**
 * Issue 14, finding 9: with MEDIA_S3_* set, `npm start` keeps uploads in the bucket,
 * not in DATA_DIR/media, so a second process (another machine behind the proxy, with a
 * DATA_DIR of its own) serves them. Real processes all: the shop started the way
 * operators start it (`npm start`, which runs the built server), a second server, and
 * s3rver as the object store. Two processes on one database need PostgreSQL
 * (TEST_DATABASE_URL); without it this fails saying so.
 */
const ADMIN = { email: 'owner@s3-media.test', password: 'media-proof-admin-password' }

let data: ServerData
let s3: S3ServerProcess
/** Started with `npm start` (scripts/start.mjs): the uploader. */
let uploader: ServerProcess
/** Another process on the same database and bucket, with a DATA_DIR of its own. */
let reader: ServerProcess
let readerData: ServerData

/**
 * `npm start` as operators run it: scripts/start.mjs builds when the build is missing
 * or older than the sources, then runs dist/server/main.js with NODE_ENV=production.
 */
async function npmStart(on: ServerData, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const processEnv = childProcessEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: on.dataDir,
    DATABASE_URL: on.databaseUrl ?? '',
    ...env,
  })
  // Unset, as on a server: start.mjs sets production (vitest had set NODE_ENV=test).
  delete processEnv.NODE_ENV
  const { child, exited, output } = spawnNode(['scripts/start.mjs'], { env: processEnv })
  const server = { child, port, base: `http://127.0.0.1:${port}`, exited, output }
  await waitForHealth(server)
  return server
}

const mediaFiles = (dataDir: string) => {
  const folder = path.join(dataDir, 'media')
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }) : []
}

// A build may be needed first (as `npm start` does it), hence the longer allowance.
beforeAll(async () => {
  s3 = await startS3Server('shop-media')
  data = await freshServerData('meatshop-media-s3', 'postgres')
  // The first start: migrates, seeds and creates the owner's account from the environment.
  uploader = await npmStart(data, {
    ...s3.mediaEnv('uploads'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    EDITOR_PASSWORD: 'media-proof-editor-password',
    LOG_LEVEL: 'info',
  })
  readerData = { ...data, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-reader-')) }
  reader = await startServer(readerData, s3.mediaEnv('uploads'))
}, 600_000)
afterAll(async () => {
  for (const server of [uploader, reader]) if (server) await stopServer(server)
  if (readerData) fs.rmSync(readerData.dataDir, { recursive: true, force: true })
  await data?.remove()
  await s3?.remove()
})

describe('npm start with MEDIA_S3_* set', () => {
  let image: UploadedImage

  it('says at start which bucket it keeps media in, never its keys', () => {
    const line = uploader
      .output()
      .split('\n')
      .find((l) => l.includes('media on an object store'))
    expect(line, uploader.output()).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({
      bucket: 'shop-media',
      endpoint: s3.endpoint,
      prefix: 'uploads/',
    })
    const { MEDIA_S3_SECRET_ACCESS_KEY, MEDIA_S3_ACCESS_KEY_ID } = s3.mediaEnv()
    expect(uploader.output()).not.toContain(MEDIA_S3_SECRET_ACCESS_KEY)
    expect(uploader.output()).not.toContain(MEDIA_S3_ACCESS_KEY_ID)
  })

  it('keeps an image the owner uploads in the bucket, not in DATA_DIR/media', async () => {
    const cookie = await signInStaff(uploader.base, ADMIN.email, ADMIN.password)
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 150, g: 30, b: 40 } },
    })
      .png()
      .toBuffer()
    const answer = await uploadImage(uploader.base, cookie, png)
    expect(answer.status).toBe(201)
    image = answer.body
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 900])
    expect((await s3.names()).filter((n) => n.includes(image.mediaKey))).toEqual([
      `uploads/${image.mediaKey}/320.webp`,
      `uploads/${image.mediaKey}/640.webp`,
      `uploads/${image.mediaKey}/900.webp`,
    ])
    expect(mediaFiles(data.dataDir)).toEqual([])
    // Served by the process that took it, from the bucket.
    expect((await fetch(`${uploader.base}${image.url}`)).status).toBe(200)
  })

  it('is served by a second process with a DATA_DIR of its own, from the bucket', async () => {
    for (const variant of image.variants) {
      const res = await fetch(`${reader.base}${variant.url}`)
      expect(res.status, variant.url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(bytes).toEqual(
        (await s3.object(`uploads/${variant.url.slice('/media/'.length)}`))!.bytes,
      )
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width })
    }
    expect(mediaFiles(readerData.dataDir)).toEqual([])
    expect((await fetch(`${reader.base}/media/${image.mediaKey}/1280.webp`)).status).toBe(404)
  })
})
