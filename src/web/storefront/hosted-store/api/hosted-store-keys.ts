/** Query keys of the hosted store's products, as this shop serves them. */
export const hostedStoreKeys = {
  all: ['hosted-store'] as const,
  products: () => [...hostedStoreKeys.all, 'products'] as const,
  product: (id: string) => [...hostedStoreKeys.all, 'product', id] as const,
}
