import { describe, expect, it } from 'vitest'
import { chunkUsers, kitFor } from './first-page-chunks.ts'

const web = '/app/src/web'
const barrel = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs'
const icon = (file) => `/app/node_modules/lucide-react/dist/esm/icons/${file}`
const page = {
  products: `${web}/storefront/pages/products-page.tsx`,
  product: `${web}/storefront/pages/product-page.tsx`,
  hosted: `${web}/storefront/hosted-store/hosted-product-page.tsx`,
  cart: `${web}/cart/cart-page.tsx`,
  checkout: `${web}/checkout/checkout-page.tsx`,
  adminOrders: `${web}/admin/orders/orders-page.tsx`,
}

/** A module graph as Rolldown's chunking context shows it: importers derived from imports. */
function graph(modules) {
  const infos = new Map(
    Object.entries(modules).map(([id, m]) => [
      id,
      {
        id,
        code: m.code ?? '',
        importedIds: m.imports ?? [],
        dynamicallyImportedIds: m.lazy ?? [],
        importers: [],
        dynamicImporters: [],
      },
    ]),
  )
  for (const info of infos.values()) {
    for (const id of info.importedIds) infos.get(id)?.importers.push(info.id)
    for (const id of info.dynamicallyImportedIds) infos.get(id)?.dynamicImporters.push(info.id)
  }
  return { getModuleInfo: (id) => infos.get(id) ?? null }
}

describe('chunkUsers', () => {
  const shop = graph({
    [`${web}/main.tsx`]: {
      imports: [`${web}/layout.tsx`, barrel],
      code: 'import { ShoppingCart } from "lucide-react"',
      lazy: [page.products, page.product],
    },
    [`${web}/layout.tsx`]: {},
    [page.products]: {
      imports: [barrel, `${web}/ui/empty-state.tsx`, `${web}/layout.tsx`],
      code: 'import { ChevronRight, Search as SearchIcon } from "lucide-react";',
    },
    [page.product]: {
      imports: [barrel, `${web}/ui/empty-state.tsx`],
      code: 'import { Minus, ChevronRight } from "lucide-react";',
    },
    [`${web}/ui/empty-state.tsx`]: {},
    [barrel]: {
      imports: ['shopping-cart.mjs', 'chevron-right.mjs', 'search.mjs', 'minus.mjs'].map(icon),
      code: [
        "export { default as ShoppingCart, default as ShoppingCartIcon } from './icons/shopping-cart.mjs';",
        "export { default as ChevronRight } from './icons/chevron-right.mjs';",
        "export { default as LucideSearch, default as Search } from './icons/search.mjs';",
        "export { default as Minus } from './icons/minus.mjs';",
      ].join('\n'),
    },
    ...Object.fromEntries(
      ['shopping-cart.mjs', 'chevron-right.mjs', 'search.mjs', 'minus.mjs'].map((f) => [
        icon(f),
        {},
      ]),
    ),
  })
  // Any module of the graph leads to the same answer: the walk starts from the entry.
  const users = chunkUsers(shop, icon('minus.mjs'))
  const usersOf = (id) => [...(users.get(id) ?? [])].sort()

  it('gives each icon to the pages that import it by name, not to every page importing lucide', () => {
    expect(usersOf(icon('minus.mjs'))).toEqual([page.product])
    expect(usersOf(icon('search.mjs'))).toEqual([page.products])
    expect(usersOf(icon('chevron-right.mjs'))).toEqual([page.product, page.products])
  })

  it('leaves out what the entry loads, which the shell chunk holds', () => {
    expect(users.has(`${web}/layout.tsx`)).toBe(false)
    expect(users.has(icon('shopping-cart.mjs'))).toBe(false)
    expect(usersOf(`${web}/ui/empty-state.tsx`)).toEqual([page.product, page.products])
  })
})

describe('kitFor', () => {
  const module = `${web}/ui/quantity-stepper.tsx`
  it('puts what two landing pages share in page-kit', () => {
    expect(kitFor(module, new Set([page.product, page.hosted, page.cart]))).toBe('page-kit')
  })

  it("puts what one landing page shares with other pages in that page's kit", () => {
    expect(kitFor(module, new Set([page.product, page.cart, page.checkout]))).toBe(
      'product-page-kit',
    )
  })

  it('leaves alone what no landing page needs, what one page needs, and admin code', () => {
    expect(kitFor(module, new Set([page.cart, page.checkout]))).toBeNull()
    expect(kitFor(module, new Set([page.product]))).toBeNull()
    expect(kitFor(module, undefined)).toBeNull()
    expect(
      kitFor(`${web}/admin/orders/order-row.tsx`, new Set([page.products, page.adminOrders])),
    ).toBeNull()
  })
})
