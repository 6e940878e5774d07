/**
 * Every URL of the shop in one place. The web router builds its routes from
 * `routePatterns`; the server uses the same list to answer 404 for pages that do
 * not exist, so a crawler never sees a soft 404.
 */
export const productCategories = ['beef', 'pork', 'chicken', 'seafood'] as const
export type ProductCategory = (typeof productCategories)[number]

/** The category a URL parameter names, or null (a junk or missing one). */
export function productCategoryOf(value: string | null | undefined): ProductCategory | null {
  return (productCategories as readonly (string | null | undefined)[]).includes(value)
    ? (value as ProductCategory)
    : null
}

/** The storefront's pages whose URL takes no parameter: each is its own route pattern. */
const fixedPages = {
  home: '/',
  bundles: '/bundles',
  recipes: '/recipes',
  promos: '/promos',
  about: '/about',
  contact: '/contact',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  /**
   * The lookup form (order id and email) for a shopper who lost the link; it opens
   * `/orders/<token>`. Never with an email in the query (decision 0072): an old
   * emailed `/order-status?orderId=&email=` is redirected by the server.
   */
  orderStatus: '/order-status',
  store: '/store',
} as const

export const paths = {
  ...fixedPages,
  products: (category?: ProductCategory | 'all') =>
    category ? `/products/${category}` : '/products',
  product: (id: number | string) => `/product/${id}`,
  recipe: (id: number | string) => `/recipe/${id}`,
  /** The recipes that cook one meat (the recipe category tiles, issue 31 §7). */
  recipesOf: (category: ProductCategory) => `/recipes?category=${category}`,
  /** The shopper's order page, opened by the order's secret token (every link the shop sends). */
  orderPage: (token: string) => `/orders/${token}`,
  storeProduct: (id: string) => `/store/${encodeURIComponent(id)}`,
  admin: {
    root: '/admin',
    login: '/admin/login',
    products: '/admin/products',
    bundles: '/admin/bundles',
    recipes: '/admin/recipes',
    promos: '/admin/promos',
    orders: '/admin/orders',
    /** The day's deliveries (`?date=YYYY-MM-DD`, Manila; today without it). */
    deliveries: '/admin/deliveries',
    /** One slip per order to print (`?date=YYYY-MM-DD`, optional `&window=540-720`), issue 28 §9. */
    deliverySlips: '/admin/deliveries/slips',
    subscribers: '/admin/subscribers',
    users: '/admin/users',
    settings: '/admin/settings',
    messages: '/admin/messages',
    /** Where a new or forgetful staff member chooses a password (`?token=`). */
    setPassword: '/admin/set-password',
    forgotPassword: '/admin/forgot-password',
  },
} as const

/**
 * Client routes the single-page app renders. Patterns use the React Router
 * syntax (`:param`). Add a pattern here when a page is added to the router.
 */
export const routePatterns = {
  ...fixedPages,
  products: '/products',
  productsByCategory: '/products/:category',
  product: '/product/:id',
  recipe: '/recipe/:id',
  orderPage: '/orders/:token',
  storeProduct: '/store/:id',
  adminLogin: paths.admin.login,
  adminSetPassword: paths.admin.setPassword,
  adminForgotPassword: paths.admin.forgotPassword,
  admin: paths.admin.root,
  adminOrders: paths.admin.orders,
  adminDeliveries: paths.admin.deliveries,
  adminDeliverySlips: paths.admin.deliverySlips,
  adminProducts: paths.admin.products,
  adminBundles: paths.admin.bundles,
  adminRecipes: paths.admin.recipes,
  adminPromos: paths.admin.promos,
  adminUsers: paths.admin.users,
  adminSubscribers: paths.admin.subscribers,
  adminSettings: paths.admin.settings,
  adminMessages: paths.admin.messages,
  adminSection: '/admin/:section',
} as const

const adminSections = new Set(
  Object.values(paths.admin)
    .filter((p) => p !== paths.admin.root && p !== paths.admin.login)
    .map((p) => p.slice('/admin/'.length)),
)

/** Each pattern's segments; a `:param` segment stands for any one non-empty segment. */
const patternSegments = Object.values(routePatterns)
  .filter((pattern) => pattern !== routePatterns.adminSection)
  .map((pattern) => pattern.split('/'))

const matchesPattern = (segments: readonly string[], pattern: readonly string[]) =>
  segments.length === pattern.length &&
  pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))

/** True when the client router has a page for this pathname. */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname
  const segments = path.split('/')
  if (patternSegments.some((pattern) => matchesPattern(segments, pattern))) return true
  const adminMatch = /^\/admin\/([^/]+)$/.exec(path)
  return adminMatch !== null && adminSections.has(adminMatch[1]!)
}
