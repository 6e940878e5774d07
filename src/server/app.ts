import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { addressRoutes } from '#server/address/address-routes.ts'
import { adminBundleRoutes } from '#server/admin-catalog/admin-bundle-routes.ts'
import { adminProductRoutes } from '#server/admin-catalog/admin-product-routes.ts'
import { adminPromoRoutes } from '#server/admin-catalog/admin-promo-routes.ts'
import { adminRecipeRoutes } from '#server/admin-catalog/admin-recipe-routes.ts'
import { cartRoutes } from '#server/cart/cart-routes.ts'
import { catalogRoutes } from '#server/catalog/catalog-routes.ts'
import { homepageRoutes } from '#server/catalog/homepage-routes.ts'
import { trackApiCall } from '#server/catalog/stock-reads.ts'
import { checkoutRoutes, placeOrderRoutes } from '#server/checkout/checkout-routes.ts'
import { checkCodCapForSwitch } from '#server/checkout/order-limits.ts'
import { adminMessageRoutes } from '#server/contact/admin-message-routes.ts'
import { contactRoutes } from '#server/contact/contact-routes.ts'
import { dashboardRoutes } from '#server/dashboard/dashboard-routes.ts'
import { databaseAnswers } from '#server/db/migrate.ts'
import { deliveriesRoutes } from '#server/delivery/deliveries-routes.ts'
import { adminDeliveryScheduleRoutes } from '#server/delivery/delivery-schedule-routes.ts'
import { adminOutboxRoutes } from '#server/email/admin-outbox-routes.ts'
import { hostedStoreRoutes } from '#server/hosted-store/hosted-store-routes.ts'
import { routeBodyLimits } from '#server/http/body-limits.ts'
import { apiNotFound, createErrorHandler } from '#server/http/error-handler.ts'
import { documented } from '#server/http/openapi.ts'
import { openApiRoutes } from '#server/http/openapi-routes.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { requestLogger } from '#server/http/request-logger.ts'
import { sameOriginWrites } from '#server/http/same-origin.ts'
import { securityHeaders } from '#server/http/security-headers.ts'
import { mediaFileRoutes } from '#server/media/media-file-routes.ts'
import { mediaUploadRoutes } from '#server/media/media-upload-routes.ts'
import { adminSubscriberRoutes } from '#server/newsletter/admin-subscriber-routes.ts'
import { subscribeRoutes } from '#server/newsletter/subscribe-routes.ts'
import {
  onlinePaymentAdminRoutes,
  paymentEventAdminRoutes,
} from '#server/online-payments/online-payment-admin-routes.ts'
import { onlinePaymentRoutes } from '#server/online-payments/online-payment-routes.ts'
import { paymongoWebhookRoutes } from '#server/online-payments/paymongo-webhook-routes.ts'
import { adminOrderRoutes } from '#server/orders/admin-order-routes.ts'
import { oldOrderLinkRoutes } from '#server/orders/old-order-links.ts'
import { orderRoutes } from '#server/orders/order-routes.ts'
import { clientAppRoutes } from '#server/page-rendering/client-app.ts'
import { canonicalPagePath } from '#server/page-rendering/page-address.ts'
import { seoRoutes } from '#server/page-rendering/page-routes.ts'
import { seoShellRenderer } from '#server/page-rendering/page-shell.ts'
import { createPreloadPlanner } from '#server/page-rendering/preload-hints.ts'
import { renderBudgetFor, renderRequestEnv } from '#server/page-rendering/render-budget.ts'
import { paymentProofRoutes } from '#server/payments/payment-proof-routes.ts'
import { phoneCodeRoutes } from '#server/phone-verification/phone-code-routes.ts'
import { adminSettingsRoutes } from '#server/settings/admin-settings-routes.ts'
import { notificationSettingsRoutes } from '#server/settings/notification-settings-routes.ts'
import { adminShippingZoneRoutes } from '#server/settings/shipping-zone-routes.ts'
import { siteRoutes } from '#server/settings/site-routes.ts'
import { authRoutes } from '#server/staff/auth-routes.ts'
import { passwordRoutes } from '#server/staff/password-routes.ts'
import { SESSION_COOKIE } from '#server/staff/session-repo.ts'
import { usersRoutes } from '#server/staff/users-routes.ts'
import type { PageRenderer } from '#shared/page-render.ts'
import { apiErrorBodySchema } from '#shared/schemas/api-error.ts'
import type { AppDeps, AppEnv } from './app-env.ts'

export interface CreateAppOptions {
  /** The built client (dist/client); omit to serve the API only. */
  clientDir?: string | undefined
  /** The storefront's server render (dist/ssr); omit to send the pages as an empty shell. */
  renderPage?: PageRenderer | undefined
}

const healthDocs = {
  summary: 'Whether the server and its database answer (for load balancers and uptime checks)',
  tags: ['health'] as [string],
  answers: {
    200: z.object({ status: z.literal('ok') }),
    503: { json: apiErrorBodySchema, description: 'The database is not answering' },
  },
}

/** The whole HTTP surface: API routes mounted under /api, then the web client. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const api = new Hono<AppEnv>()
    // Each route's body limit (http/body-limits.ts), before anything reads the body.
    .use(routeBodyLimits())
    .use(sameOriginWrites(deps.config.publicUrl, deps.config.trustProxy))
    .get('/health', documented(healthDocs), async (c) => {
      c.header('Cache-Control', 'no-store')
      const ok = await databaseAnswers({ db: deps.db })
      return ok
        ? c.json({ status: 'ok' })
        : c.json(
            { error: { code: 'service_unavailable', message: 'The database is not answering.' } },
            503,
          )
    })
    // The API's own description, generated from this app's routes (decision 0085).
    .route('/', openApiRoutes<AppEnv>({ app: () => app, sessionCookie: SESSION_COOKIE }))
    .route('/auth', authRoutes(deps))
    .route('/auth/password', passwordRoutes(deps))
    .route('/site', siteRoutes(deps))
    .route('/admin/users', usersRoutes(deps))
    .route('/catalog', catalogRoutes(deps))
    .route('/homepage', homepageRoutes(deps))
    .route('/cart', cartRoutes(deps))
    .route('/subscribers', subscribeRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/hosted', hostedStoreRoutes(deps))
    .route('/checkout/phone-code', phoneCodeRoutes(deps))
    .route('/checkout', checkoutRoutes(deps))
    .route('/address', addressRoutes())
    .route('/orders', placeOrderRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/orders', paymentProofRoutes(deps))
    .route('/orders', onlinePaymentRoutes(deps, { checkCodCap: checkCodCapForSwitch }))
    .route('/payments/paymongo', paymongoWebhookRoutes(deps))
    .route('/admin/orders', adminOrderRoutes(deps))
    .route('/admin/orders', onlinePaymentAdminRoutes(deps))
    .route('/admin/payment-events', paymentEventAdminRoutes(deps))
    .route('/admin/products', adminProductRoutes(deps))
    .route('/admin/bundles', adminBundleRoutes(deps))
    .route('/admin/recipes', adminRecipeRoutes(deps))
    .route('/admin/promos', adminPromoRoutes(deps))
    .route('/admin/media', mediaUploadRoutes(deps))
    .route('/admin/dashboard', dashboardRoutes(deps))
    .route('/admin/subscribers', adminSubscriberRoutes(deps))
    .route('/admin/settings', adminSettingsRoutes(deps))
    .route('/admin/shipping-zones', adminShippingZoneRoutes(deps))
    .route('/admin/delivery-schedule', adminDeliveryScheduleRoutes(deps))
    .route('/admin/notifications', notificationSettingsRoutes(deps))
    .route('/admin/messages', adminMessageRoutes(deps))
    .route('/admin/outbox', adminOutboxRoutes(deps))
    .route('/admin/deliveries', deliveriesRoutes(deps))

  api.notFound(apiNotFound)

  const app = new Hono<AppEnv>()
  app.use(securityHeaders())
  app.use(requestLogger(deps.logger))
  app.onError(createErrorHandler(deps.logger))
  app.route('/api', api)
  app.all('/api/*', apiNotFound)
  app.route('/media', mediaFileRoutes(deps))
  app.route('/', seoRoutes(deps))
  // The server render asks the API in process: the same routes and cached JSON as a
  // browser's request, without the page-level middleware or a network hop. Its calls
  // count against the render's own budget, never the visitor's (render-budget.ts):
  // a page kept for everyone must not carry one visitor's refusals.
  const apiOnly = new Hono<AppEnv>().route('/api', api)
  apiOnly.onError(createErrorHandler(deps.logger))
  const { renderPage } = options
  const pages = renderPage && {
    renderPage,
    fetchApi: (c: Context) => {
      const env = renderRequestEnv(c.env, renderBudgetFor(callerKey(c, deps)))
      // Which cached answers the page reads decides which stock changes drop it (decision 0080).
      return (request: Request) => trackApiCall(() => Promise.resolve(apiOnly.fetch(request, env)))
    },
  }
  const renderShell = seoShellRenderer(deps, createPreloadPlanner(options.clientDir), pages)
  // Before the page itself: an old emailed link with an email is redirected at once.
  app.route('/', oldOrderLinkRoutes(deps))
  app.route(
    '/',
    clientAppRoutes(options.clientDir, { renderShell, canonicalPath: canonicalPagePath }),
  )
  return app
}

export type App = ReturnType<typeof createApp>
