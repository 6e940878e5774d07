import type { MiddlewareHandler } from 'hono'
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi'
import type { z } from 'zod'
import { apiErrorBodySchema } from '#shared/schemas/api-error.ts'

/**
 * The HTTP API's description (decision 0085): each route carries `documented({...})`
 * with its answers as zod schemas, and `validate()` (validate.ts) adds the request
 * schemas it checks. `GET /api/openapi.json` is generated from the app's own route
 * table, so the document cannot name a route the app lacks; the API tests check that
 * it names every route and that every answer they see matches its schema
 * (tests/support/openapi-conformance.ts).
 */

/** An answer that is not JSON: a CSV export, an image, a page, or no body at all. */
export interface OtherAnswer {
  description: string
  /** The media type of the body (`text/csv`, `image/webp`, ...); none for an empty body. */
  contentType?: string
}

/** A JSON answer: its schema, with a description when the status needs one. */
export interface JsonAnswer {
  json: z.ZodType
  description?: string
}

export type DocumentedAnswer = z.ZodType | JsonAnswer | OtherAnswer

export interface RouteDocs {
  /** One line: what the route does, in the words of the screen that uses it. */
  summary: string
  description?: string
  /** The feature, named as its folders are (docs/architecture.md). */
  tags: [string, ...string[]]
  /**
   * Each status the route answers on purpose. Errors need not be listed: any other
   * status of 400 or more is the one error shape (`ApiError`).
   */
  answers: Record<number, DocumentedAnswer>
}

/** Where the test harness finds each route's answers (status -> schema or media type). */
export const documentedAnswers = Symbol.for('meatshop.documentedAnswers')

export interface AnswerCheck {
  schema?: z.ZodType
  contentType?: string
}

export type DocumentedMiddleware = MiddlewareHandler & {
  [documentedAnswers]: Record<number, AnswerCheck>
}

const isZod = (value: DocumentedAnswer): value is z.ZodType =>
  typeof (value as { safeParse?: unknown }).safeParse === 'function'

function answerCheck(answer: DocumentedAnswer): AnswerCheck {
  if (isZod(answer)) return { schema: answer }
  if ('json' in answer) return { schema: answer.json }
  return answer.contentType ? { contentType: answer.contentType } : {}
}

function answerSpec(status: number, answer: DocumentedAnswer) {
  const check = answerCheck(answer)
  const description =
    (!isZod(answer) && answer.description) || (status < 300 ? 'Success' : `HTTP ${status}`)
  if (check.schema) {
    return { description, content: { 'application/json': { schema: resolver(check.schema) } } }
  }
  if (check.contentType) return { description, content: { [check.contentType]: {} } }
  return { description }
}

/** The route's documentation, as a pass-through middleware placed before its handler. */
export function documented(docs: RouteDocs): DocumentedMiddleware {
  const responses: Record<string, unknown> = {}
  const checks: Record<number, AnswerCheck> = {}
  for (const [status, answer] of Object.entries(docs.answers)) {
    responses[status] = answerSpec(Number(status), answer)
    checks[Number(status)] = answerCheck(answer)
  }
  responses.default = {
    description: 'An error: the status says which kind, the body says what to fix.',
    content: { 'application/json': { schema: resolver(apiErrorBodySchema) } },
  }
  const middleware = describeRoute({
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    tags: docs.tags,
    // biome-ignore lint/suspicious/noExplicitAny: hono-openapi's response type is wider than ours
    responses: responses as any,
  })
  return Object.assign(middleware, { [documentedAnswers]: checks })
}

/** Marks a validator middleware with the schema it checks, for the document's request side. */
export function withRequestDocs<M extends MiddlewareHandler>(
  middleware: M,
  target: string,
  schema: z.ZodType,
): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } })
}
