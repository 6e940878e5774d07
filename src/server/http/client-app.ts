import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { isClientRoute } from '../../shared/paths'

/** Finds dist/client (the Vite build) from src/server/http under tsx or from dist/server. */
export function findClientDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'dist', 'client')
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate
    dir = path.dirname(dir)
  }
  return undefined
}

interface IndexHtml {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

function readIndexHtml(clientDir: string): IndexHtml {
  const file = path.join(clientDir, 'index.html')
  const optional = (suffix: string) =>
    fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined
  const br = optional('.br')
  const gzip = optional('.gz')
  return { identity: fs.readFileSync(file), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) }
}

function sendIndexHtml(c: Context, html: IndexHtml, status: 200 | 404) {
  const accepts = c.req.header('accept-encoding') ?? ''
  c.header('Content-Type', 'text/html; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  c.header('Vary', 'Accept-Encoding')
  if (html.br && /\bbr\b/.test(accepts)) {
    c.header('Content-Encoding', 'br')
    return c.body(new Uint8Array(html.br), status)
  }
  if (html.gzip && /\bgzip\b/.test(accepts)) {
    c.header('Content-Encoding', 'gzip')
    return c.body(new Uint8Array(html.gzip), status)
  }
  return c.body(new Uint8Array(html.identity), status)
}

/**
 * Serves the built React app: hashed assets cached for a year (their names change
 * with their content), other files revalidated, precompressed brotli/gzip when the
 * browser takes them, and index.html for client routes (404 status for unknown ones).
 */
export function clientAppRoutes(clientDir: string | undefined) {
  const app = new Hono()
  if (!clientDir) {
    return app.get('*', (c) =>
      c.text(
        'The web client is not built. Run `npm run build`, or `npm run dev` while developing.',
        404,
      ),
    )
  }
  const html = readIndexHtml(clientDir)
  // The page shell always revalidates, so a deploy reaches everyone at once.
  app.get('/', (c) => sendIndexHtml(c, html, 200))
  // Cache rules are applied after serveStatic answers (its onFound hook runs too late).
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status !== 200 && c.res.status !== 206) return
    if (c.res.headers.has('cache-control')) return
    const immutable = c.req.path.startsWith('/assets/')
    c.res.headers.set(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    )
    if (!c.res.headers.has('vary')) c.res.headers.set('Vary', 'Accept-Encoding')
  })
  app.use('*', serveStatic({ root: clientDir, precompressed: true }))
  app.get('*', (c) => sendIndexHtml(c, html, isClientRoute(c.req.path) ? 200 : 404))
  return app
}
