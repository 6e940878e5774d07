import { paths } from '#shared/paths.ts'

export interface NavLinkItem {
  label: string
  to: string
}

/** The products dropdown (docs/product-rules.md §2): one entry per category. */
export const productLinks: readonly NavLinkItem[] = [
  { label: 'Beef', to: paths.products('beef') },
  { label: 'Pork', to: paths.products('pork') },
  { label: 'Chicken', to: paths.products('chicken') },
  { label: 'Seafood', to: paths.products('seafood') },
]

export const pageLinks: readonly NavLinkItem[] = [
  { label: 'Bundles', to: paths.bundles },
  { label: 'Recipes', to: paths.recipes },
  { label: 'Promos', to: paths.promos },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
]

/** The footer's links, where the header's menu button leads when JavaScript is off. */
export const footerLinksId = 'footer-links'
