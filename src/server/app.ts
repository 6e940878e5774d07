import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps, AppEnv } from './app-env'
import { databaseAnswers } from './db/migrate'
import { clientAppRoutes } from './http/client-app'
import { apiNotFound, createErrorHandler } from './http/error-handler'
import { AppError } from './http/errors'
import { requestLogger } from './http/request-logger'
import { sameOriginWrites } from './http/same-origin'
import { securityHeaders } from './http/security-headers'
import { siteRoutes } from './settings/site-routes'
import { authRoutes } from './staff/auth-routes'
import { usersRoutes } from './staff/users-routes'

export interface CreateAppOptions {
  /** The built client (dist/client); omit to serve the API only. */
  clientDir?: string | undefined
}

/** JSON bodies beyond this are refused before they are read; uploads get their own limit. */
const JSON_BODY_LIMIT = 1024 * 1024

/** The whole HTTP surface: API routes mounted under /api, then the web client. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const api = new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: () => {
          throw new AppError(413, 'payload_too_large', 'The request is too large.')
        },
      }),
    )
    .use(sameOriginWrites(deps.config.publicUrl))
    .get('/health', async (c) => {
      c.header('Cache-Control', 'no-store')
      const ok = await databaseAnswers({ db: deps.db })
      return ok
        ? c.json({ status: 'ok' })
        : c.json(
            { error: { code: 'service_unavailable', message: 'The database is not answering.' } },
            503,
          )
    })
    .route('/auth', authRoutes(deps))
    .route('/site', siteRoutes(deps))
    .route('/admin/users', usersRoutes(deps))

  api.notFound(apiNotFound)

  const app = new Hono<AppEnv>()
  app.use(securityHeaders())
  app.use(requestLogger(deps.logger))
  app.onError(createErrorHandler(deps.logger))
  app.route('/api', api)
  app.all('/api/*', apiNotFound)
  app.route('/', clientAppRoutes(options.clientDir))
  return app
}

export type App = ReturnType<typeof createApp>
