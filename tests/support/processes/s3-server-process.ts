import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  GetObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { listeningPort } from './listening-port.ts'

/** s3rver's one built-in key pair: requests signed with any other key id are refused. */
export const S3RVER_ACCESS_KEY_ID = 'S3RVER'
const S3RVER_SECRET_ACCESS_KEY = 'S3RVER'

export interface StoredObject {
  bytes: Uint8Array
  contentType: string | undefined
  cacheControl: string | undefined
}

export interface S3ServerProcess {
  /** `http://127.0.0.1:{port}`, the address MEDIA_S3_ENDPOINT names. */
  endpoint: string
  bucket: string
  /** The MEDIA_S3_* settings for a server (or `createTestApp`) that keeps media here. */
  mediaEnv(prefix?: string): Record<string, string>
  /** Names of every object in the bucket, sorted, read through the AWS SDK. */
  names(): Promise<string[]>
  /** One object, read through the AWS SDK, or null when there is none. */
  object(name: string): Promise<StoredObject | null>
  /** SIGKILL: the store is gone at once, as in an outage. */
  kill(): Promise<void>
  /** Starts again on the same port and directory, after `kill`: the objects are back. */
  restart(): Promise<void>
  /** Stops it and removes its directory. */
  remove(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver) for tests, run as a process of its own on a
 * free port on 127.0.0.1 with a fresh directory, with `bucket` created. The shop
 * talks to it through the AWS SDK exactly as to AWS S3, R2 or MinIO.
 */
export async function startS3Server(bucket = 'shop-media'): Promise<S3ServerProcess> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-s3-'))
  let child: ChildProcess
  let port: number
  try {
    ;({ child, port } = await launch(directory, bucket, 0))
  } catch (err) {
    fs.rmSync(directory, { recursive: true, force: true })
    throw err
  }
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_ACCESS_KEY_ID, secretAccessKey: S3RVER_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const stopChild = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }

  return {
    endpoint,
    bucket,
    mediaEnv: (prefix = '') => ({
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { MEDIA_S3_PREFIX: prefix } : {}),
    }),
    async names() {
      const names: string[] = []
      let token: string | undefined
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        )
        for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names.sort()
    },
    async object(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }))
        return {
          bytes: await res.Body!.transformToByteArray(),
          contentType: res.ContentType,
          cacheControl: res.CacheControl,
        }
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null
        throw err
      }
    },
    kill: () => stopChild('SIGKILL'),
    async restart() {
      ;({ child } = await launch(directory, bucket, port))
    },
    async remove() {
      await stopChild('SIGTERM')
      client.destroy()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** Runs s3-server.ts and waits for the line that says it listens (and on which port). */
async function launch(
  directory: string,
  bucket: string,
  port: number,
): Promise<{ child: ChildProcess; port: number }> {
  const script = path.join(import.meta.dirname, 's3-server.ts')
  const child = spawn(
    process.execPath,
    // s3rver makes its ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps
    // in its legacy provider: without it every listing past one page fails.
    ['--openssl-legacy-provider', '--import', 'tsx', script, directory, bucket, String(port)],
    { env: childProcessEnv({}), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return { child, port: await listeningPort(child, 'the S3 server') }
}
