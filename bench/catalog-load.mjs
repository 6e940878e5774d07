// A busy shop for the benches that measure a page while the server is loaded: autocannon
// keeps 50 connections on the catalog (the JSON listing and the listing page) until
// stopped. It runs in a child process of its own, so the measuring process's work
// (Lighthouse's trace processing) neither slows the load nor is slowed by it.
//
//   const load = await startCatalogLoad(base); …; const summary = await load.stop()
import { fork } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'

export const LOAD_CONNECTIONS = 50
export const LOAD_PATHS = ['/api/catalog/products', '/products']

/**
 * Starts the load on `base` and resolves once its first requests are answered.
 * `stop()` ends it and resolves with what it did: requests, req/s, p99, non-2xx, errors.
 */
export async function startCatalogLoad(base, { connections = LOAD_CONNECTIONS } = {}) {
  const child = fork(import.meta.filename, [base, String(connections)], { stdio: 'inherit' })
  const next = () =>
    new Promise((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`catalog load exited (${code})`)))
    })
  await next()
  return {
    async stop() {
      const summary = next()
      child.send('stop')
      return summary
    },
  }
}

/** The child: load until the parent says stop (or goes away), then report and exit. */
function loadUntilStopped(base, connections) {
  const instance = autocannon(
    {
      url: base,
      connections,
      // Long enough for any page's scoring; the parent stops it sooner.
      duration: 3600,
      requests: LOAD_PATHS.map((p) => ({ method: 'GET', path: p })),
    },
    (err, result) => {
      if (err) throw err
      process.send(
        {
          connections,
          paths: LOAD_PATHS,
          requests: result.requests.total,
          seconds: result.duration,
          rps: Math.round(result.requests.total / result.duration),
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        },
        () => process.exit(0),
      )
    },
  )
  instance.once('response', () => process.send('started'))
  process.on('message', (message) => message === 'stop' && instance.stop())
  process.on('disconnect', () => process.exit(0))
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  loadUntilStopped(process.argv[2], Number(process.argv[3]))
}
