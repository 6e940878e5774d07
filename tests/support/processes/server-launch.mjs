// Starting a real server process and knowing when it is up: the one piece behind the
// tests' server (server-process.ts, built-app.ts), the e2e run's servers
// (e2e/support/global-setup.ts, own-shop.ts) and the benches (bench/bench-lib.mjs).
// Plain JavaScript, so the benches run it with plain `node`; its types are in
// server-launch.d.mts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/** A port free on 127.0.0.1 right now (the OS picks it; the probe is closed again). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('could not read the probe port'))
      })
    })
  })
}

/** A log file's text for an error message, or what stands in for it. */
export function readLog(logFile) {
  try {
    return fs.readFileSync(logFile, 'utf8').trim() || '(no output)'
  } catch {
    return '(no log file)'
  }
}

/**
 * Runs `node <args>` and keeps what it prints: into `logFile` when given, else in
 * memory (`output()` reads either). `onStdoutLine` receives each line of stdout
 * instead (the request log a bench reads). `stopWithParent` kills it should this
 * process exit without stopping it (a crashed test runner). Does not wait.
 */
export function spawnNode(args, { env, cwd, logFile, onStdoutLine, stopWithParent = false } = {}) {
  const log = logFile === undefined ? undefined : fs.openSync(logFile, 'a')
  const stdout = onStdoutLine || log === undefined ? 'pipe' : log
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', stdout, log ?? 'pipe'],
  })
  // The child holds its own copy of the descriptor.
  if (log !== undefined) fs.closeSync(log)
  let captured = ''
  if (log === undefined) child.stderr.on('data', (chunk) => (captured += chunk))
  if (onStdoutLine) {
    let buffered = ''
    child.stdout.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop()
      for (const line of lines) onStdoutLine(line)
    })
  } else if (log === undefined) {
    child.stdout.on('data', (chunk) => (captured += chunk))
  }
  const killOnExit = () => child.kill('SIGTERM')
  if (stopWithParent) process.once('exit', killOnExit)
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit)
      resolve(code)
    }),
  )
  return {
    child,
    exited,
    output: () => (logFile === undefined ? captured : readLog(logFile)),
  }
}

/** How `child` ended ("code 1, signal null"), or null while it runs. */
export function exitDescription(child) {
  return child.exitCode === null && child.signalCode === null
    ? null
    : `code ${child.exitCode}, signal ${child.signalCode}`
}

/**
 * Resolves with the first 200 answer of `server.base`/api/health; fails with the
 * server's output when it exits first or does not answer within `timeoutMs` (a
 * first start migrates and seeds: allow time).
 */
export async function waitForHealth(server, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const exit = exitDescription(server.child)
    if (exit !== null) {
      throw new Error(`the server exited during start (${exit}). Its output:\n${server.output()}`)
    }
    try {
      const response = await fetch(`${server.base}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      })
      if (response.ok) return response
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(
    `the server did not answer /api/health within ${timeoutMs} ms. Its output:\n${server.output()}`,
  )
}

/**
 * Makes `appDir` runnable beside a build inside it: the migrations the server applies,
 * a package.json that keeps the bundle an ES module, and packages through a
 * node_modules link to the repository's.
 */
export function prepareAppFolder(root, appDir) {
  fs.cpSync(path.join(root, 'drizzle'), path.join(appDir, 'drizzle'), { recursive: true })
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ type: 'module', private: true }),
  )
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(appDir, 'node_modules'), 'dir')
}
