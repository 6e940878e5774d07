import { Hono } from 'hono'
import { adminBundleRoutes } from './admin-catalog/admin-bundle-routes'
import { adminProductRoutes } from './admin-catalog/admin-product-routes'
import { adminPromoRoutes } from './admin-catalog/admin-promo-routes'
import { adminRecipeRoutes } from './admin-catalog/admin-recipe-routes'
import type { AppDeps, AppEnv } from './app-env'
import { cartRoutes } from './cart-pricing/cart-routes'
import { catalogRoutes } from './catalog/catalog-routes'
import { homepageRoutes } from './catalog/homepage-routes'
import { adminMessageRoutes } from './contact/admin-message-routes'
import { contactRoutes } from './contact/contact-routes'
import { dashboardRoutes } from './dashboard/dashboard-routes'
import { databaseAnswers } from './db/migrate'
import { adminOutboxRoutes } from './email/admin-outbox-routes'
import { hostedRoutes } from './hosted-store/hosted-routes'
import { routeBodyLimits } from './http/body-limits'
import { clientAppRoutes } from './http/client-app'
import { apiNotFound, createErrorHandler } from './http/error-handler'
import { requestLogger } from './http/request-logger'
import { sameOriginWrites } from './http/same-origin'
import { securityHeaders } from './http/security-headers'
import { mediaFileRoutes } from './media/media-file-routes'
import { mediaUploadRoutes } from './media/media-upload-routes'
import { adminOrderRoutes } from './orders/admin-order-routes'
import { checkoutRoutes, orderRoutes } from './orders/order-routes'
import { seoShellRenderer } from './seo/page-shell'
import { createPreloadPlanner } from './seo/preload-hints'
import { seoRoutes } from './seo/seo-routes'
import { adminSettingsRoutes } from './settings/admin-settings-routes'
import { notificationSettingsRoutes } from './settings/notification-settings-routes'
import { adminShippingZoneRoutes } from './settings/shipping-zone-routes'
import { siteRoutes } from './settings/site-routes'
import { authRoutes } from './staff/auth-routes'
import { passwordRoutes } from './staff/password-routes'
import { usersRoutes } from './staff/users-routes'
import { adminSubscriberRoutes } from './subscribers/admin-subscriber-routes'
import { subscribeRoutes } from './subscribers/subscribe-routes'

export interface CreateAppOptions {
  /** The built client (dist/client); omit to serve the API only. */
  clientDir?: string | undefined
}

/** The whole HTTP surface: API routes mounted under /api, then the web client. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const api = new Hono<AppEnv>()
    // Each route's body limit (http/body-limits.ts), before anything reads the body.
    .use(routeBodyLimits())
    .use(sameOriginWrites(deps.config.publicUrl, deps.config.trustProxyHops))
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
    .route('/auth/password', passwordRoutes(deps))
    .route('/site', siteRoutes(deps))
    .route('/admin/users', usersRoutes(deps))
    .route('/catalog', catalogRoutes(deps))
    .route('/homepage', homepageRoutes(deps))
    .route('/cart', cartRoutes(deps))
    .route('/subscribers', subscribeRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/hosted', hostedRoutes(deps))
    .route('/checkout', checkoutRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/admin/orders', adminOrderRoutes(deps))
    .route('/admin/products', adminProductRoutes(deps))
    .route('/admin/bundles', adminBundleRoutes(deps))
    .route('/admin/recipes', adminRecipeRoutes(deps))
    .route('/admin/promos', adminPromoRoutes(deps))
    .route('/admin/media', mediaUploadRoutes(deps))
    .route('/admin/dashboard', dashboardRoutes(deps))
    .route('/admin/subscribers', adminSubscriberRoutes(deps))
    .route('/admin/settings', adminSettingsRoutes(deps))
    .route('/admin/shipping-zones', adminShippingZoneRoutes(deps))
    .route('/admin/notifications', notificationSettingsRoutes(deps))
    .route('/admin/messages', adminMessageRoutes(deps))
    .route('/admin/outbox', adminOutboxRoutes(deps))

  api.notFound(apiNotFound)

  const app = new Hono<AppEnv>()
  app.use(securityHeaders())
  app.use(requestLogger(deps.logger))
  app.onError(createErrorHandler(deps.logger))
  app.route('/api', api)
  app.all('/api/*', apiNotFound)
  app.route('/media', mediaFileRoutes(deps))
  app.route('/', seoRoutes(deps))
  const renderShell = seoShellRenderer(deps, createPreloadPlanner(options.clientDir))
  app.route('/', clientAppRoutes(options.clientDir, { renderShell }))
  return app
}

export type App = ReturnType<typeof createApp>
