import path from 'node:path'
import { type SpawnedNode, spawnNode } from '#tests/support/processes/server-launch.mjs'

/** Variables of the developer's shell that would point a test server at something real. */
const notInherited = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_URL',
  'HOSTED_STORE_URL',
  'HOSTED_STORE_ID',
  'TRUST_PROXY',
  'SMS_PROVIDER',
  'SEMAPHORE_API_KEY',
  'SEMAPHORE_API_URL',
  'MEDIA_S3_BUCKET',
]

/**
 * Runs a copy of the build (`main`, dist/server/main.js) from its folder with `env` on
 * top of this process's variables, less those that would reach something real; its
 * output goes to `logFile`. Should the runner or worker exit without stopping it, it
 * is stopped too. Does not wait (waitForHealth).
 */
export function spawnShopServer(
  main: string,
  env: Record<string, string>,
  logFile: string,
): SpawnedNode {
  const inherited = { ...process.env }
  for (const variable of notInherited) delete inherited[variable]
  return spawnNode([main], {
    cwd: path.dirname(main),
    env: { ...inherited, ...env },
    logFile,
    stopWithParent: true,
  })
}
