import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { type AnswerCheck, documentedAnswers } from '#server/http/openapi.ts'
import { apiErrorBodySchema } from '#shared/schemas/api-error.ts'

/**
 * Checks an answer the API tests received against the route's documented answer
 * (decision 0085): the same schemas the OpenAPI document is generated from. In tests
 * only; production requests are never checked. A route without `documented()` is not
 * checked here; tests/api-contract/openapi-document.api.test.ts fails for it instead.
 */
interface DocumentedRoute {
  method: string
  path: string
  pattern: RegExp
  /** Static segments first: `/products/newest` wins over `/products/:id`, as in Hono. */
  staticSegments: number
  answers: Record<number, AnswerCheck>
}

interface RouteLike {
  method: string
  path: string
  handler: unknown
}

const routeCache = new WeakMap<object, DocumentedRoute[]>()

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        const custom = segment.match(/\{(.*)\}$/)?.[1]
        return custom ? `(?:${custom})` : '[^/]+'
      }
      if (segment === '*') return '.*'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}/?$`)
}

function documentedRoutes(app: { routes: RouteLike[] }): DocumentedRoute[] {
  const cached = routeCache.get(app)
  if (cached) return cached
  const found: DocumentedRoute[] = []
  for (const route of app.routes) {
    const answers = (route.handler as { [documentedAnswers]?: Record<number, AnswerCheck> })[
      documentedAnswers
    ]
    if (!answers) continue
    found.push({
      method: route.method,
      path: route.path,
      pattern: patternOf(route.path),
      staticSegments: route.path.split('/').filter((s) => s && !s.startsWith(':')).length,
      answers,
    })
  }
  found.sort((a, b) => b.staticSegments - a.staticSegments)
  routeCache.set(app, found)
  return found
}

export class UndocumentedAnswerError extends Error {}

/** Decoders of the encodings a compressed answer may carry (the catalog cache sends br and gzip). */
const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
}

/** The answer's text, decompressed as its Content-Encoding says. */
async function bodyText(response: Response): Promise<string> {
  const decode = decoders[response.headers.get('content-encoding') ?? '']
  const copy = response.clone()
  return decode ? decode(Buffer.from(await copy.arrayBuffer())).toString() : copy.text()
}

/** Throws when a documented route answered with a status or a body its document does not describe. */
export async function assertDocumentedAnswer(
  app: { routes: RouteLike[] },
  method: string,
  url: string,
  response: Response,
): Promise<void> {
  const { pathname } = new URL(url, 'http://localhost')
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/media/')) return
  const upper = method.toUpperCase()
  const lookup = upper === 'HEAD' ? 'GET' : upper
  const route = documentedRoutes(app).find(
    (r) => (r.method === lookup || r.method === 'ALL') && r.pattern.test(pathname),
  )
  // A conditional GET's 304 carries no body; a HEAD is its GET without one.
  if (!route || response.status === 304) return
  const where = `${upper} ${route.path} answered ${response.status}`
  const check: AnswerCheck | undefined =
    route.answers[response.status] ??
    (response.status >= 400 ? { schema: apiErrorBodySchema } : undefined)
  if (!check) {
    throw new UndocumentedAnswerError(`${where}, a status its documentation does not list`)
  }
  if (upper === 'HEAD' || response.status === 204 || response.status === 304) return
  const contentType = response.headers.get('content-type') ?? ''
  if (check.schema) {
    if (!contentType.includes('json')) {
      throw new UndocumentedAnswerError(`${where} with ${contentType || 'no body'}, not JSON`)
    }
    const body: unknown = JSON.parse(await bodyText(response))
    const result = check.schema.safeParse(body)
    if (!result.success) {
      const issues = result.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
        .join('; ')
      throw new UndocumentedAnswerError(`${where} with a body its schema refuses: ${issues}`)
    }
    return
  }
  if (check.contentType) {
    const documentedType = check.contentType.split('/')
    const [type = '', subtype = ''] = contentType.split(';')[0]!.trim().split('/')
    const matches =
      documentedType[0] === type && (documentedType[1] === '*' || documentedType[1] === subtype)
    if (!matches) {
      throw new UndocumentedAnswerError(
        `${where} with ${contentType}, documented as ${check.contentType}`,
      )
    }
  }
}
