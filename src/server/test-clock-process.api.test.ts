import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { testClockRefusal } from './config.ts'

/**
 * The real process, started by hand as `node dist/server/main.js` would be: without
 * NODE_ENV (so development) or with any value but test, a shifted clock stops the start
 * before it touches any data (docs/security.md, "Who is asking").
 */
async function startWith(nodeEnv: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-clock-'))
  const env = childProcessEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_CLOCK_OFFSET_MINUTES: '1500',
    LOG_LEVEL: 'warn',
  })
  // Vitest runs with NODE_ENV=test: the process gets the value under test, or none at all.
  delete env.NODE_ENV
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  // Exited, or started on the shifted clock (it says so at start): then stopped here.
  const code = await new Promise<number | 'started'>((resolve) => {
    const read = (d: Buffer) => {
      output += d
      if (output.includes("the shop's clock runs")) {
        child.kill('SIGKILL')
        resolve('started')
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (exitCode) => resolve(exitCode ?? 'started'))
  })
  const dataWritten = fs.readdirSync(dataDir)
  fs.rmSync(dataDir, { recursive: true, force: true })
  return { code, output, dataWritten }
}

describe('the test clock in a real process', () => {
  // tsx compiles the server first: seconds on a busy 2-core machine.
  it('refuses to start with TEST_CLOCK_OFFSET_MINUTES when NODE_ENV is unset', async () => {
    const started = await startWith(undefined)
    expect(started.code).toBe(1)
    expect(started.output).toContain(
      `TEST_CLOCK_OFFSET_MINUTES: ${testClockRefusal('development')} (got "1500")`,
    )
    expect(started.dataWritten).toEqual([])
  }, 60_000)
})
