/** The hosted store's products as this shop serves them (`/api/hosted`, the `/store` pages). */
export const hostedStoreApiPaths = {
  products: '/api/hosted/products',
  product: (id: string) => `/api/hosted/products/${encodeURIComponent(id)}`,
} as const
