import fs from 'node:fs'
import { e2eEnv } from './env.ts'
import { type RunningServer, serverState } from './server-state.ts'

const stopTimeoutMs = 15_000

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops the server with SIGTERM (it finishes requests and closes the database), then cleans up. */
async function stopServer(): Promise<string | undefined> {
  const server = serverState.get()
  if (server) {
    if (server.exit) {
      return `the server had already exited during the run (code ${server.exit.code}, signal ${server.exit.signal}). Its output:\n${server.output()}`
    }
    server.stopping = true
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()))
    server.child.kill('SIGTERM')
    const inTime = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), stopTimeoutMs)),
    ])
    if (!inTime) {
      server.child.kill('SIGKILL')
      await exited
      return `the server did not stop within ${stopTimeoutMs} ms of SIGTERM. Its output:\n${server.output()}`
    }
    // Re-read: the exit handler set it while we waited (TypeScript cannot see that).
    const exit = server.exit as RunningServer['exit']
    if (exit?.code !== 0) {
      return `the server stopped with code ${exit?.code} (signal ${exit?.signal}) after SIGTERM. Its output:\n${server.output()}`
    }
    return undefined
  }
  // Fallback when the teardown runs in another process than the setup: only the pid is known.
  const pid = Number(process.env[e2eEnv.serverPid])
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined
  process.kill(pid, 'SIGTERM')
  const deadline = Date.now() + stopTimeoutMs
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL')
    return `the server (pid ${pid}) did not stop within ${stopTimeoutMs} ms of SIGTERM`
  }
  return undefined
}

export default async function globalTeardown(): Promise<void> {
  const problem = await stopServer()
  const tmpDir = process.env[e2eEnv.tmpDir]
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true })
  if (problem) throw new Error(problem)
}
