import { formatPeso } from './money.ts'

/**
 * The title and meta description of every storefront page, written once: the server
 * puts them in the page it sends (for crawlers and link previews) and the browser
 * sets the same ones when the page opens, so the two cannot disagree (decision 0086).
 * No zod here: the storefront's first page imports this.
 */
export interface PageText {
  /** The page's own title, without the shop's name (also og:title). */
  title: string
  description: string
}

/** Search engines show about this many characters of a description (docs/product-rules.md §9). */
export const DESCRIPTION_LIMIT = 160

export const DEFAULT_DESCRIPTION =
  'Premium beef, pork, chicken and seafood, expertly butchered and delivered fresh across Metro Manila, Cavite and Laguna.'

/** The tab title: the page's own title, then the shop's name. */
export const fullPageTitle = (title: string, siteName: string): string => `${title} | ${siteName}`

/**
 * The pages whose words do not come from the catalog, by their name in `paths`
 * (src/shared/paths.ts). A category's page takes its banner's (catalog-options.ts).
 */
export const pageTexts = {
  home: { title: 'Premium Meat and Seafood Delivery', description: DEFAULT_DESCRIPTION },
  products: {
    title: 'All Products',
    description: 'Browse our premium beef, pork, chicken and seafood, sold by the kilogram.',
  },
  bundles: {
    title: 'Bundle Deals',
    description:
      'Bundles of our best cuts at bundle prices: save up to 20% on beef, pork, chicken and seafood, delivered fresh.',
  },
  recipes: {
    title: 'Recipes',
    description:
      'Recipes for steaks, lechon kawali, garlic prawns and more, with the cuts you need one click away.',
  },
  promos: {
    title: 'Promotions',
    description: 'Current deals on premium meat and seafood, and our newsletter for the next ones.',
  },
  about: {
    title: 'About Us',
    description:
      'Twenty-five years of butchery: who we are, how we source and cut, and the team behind every order.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Questions about an order, a special cut or delivery? Call, email or send us a message.',
  },
  cart: {
    title: 'Shopping Cart',
    description: 'Review the cuts in your cart, adjust quantities and proceed to checkout.',
  },
  checkout: {
    title: 'Checkout',
    description: 'Enter your delivery details and pay by cash on delivery or GCash.',
  },
  orderConfirmation: {
    title: 'Order Confirmed',
    description: 'Thank you for your order from our butcher shop.',
  },
  orderStatus: {
    title: 'Order Status',
    description: 'Look up your order with its order ID and email address.',
  },
  orderPage: {
    title: 'Order Status',
    description: 'Your order: its status, items, delivery and payment.',
  },
  store: {
    title: 'Store',
    description: 'Gift boxes and specialty cuts from our online store, delivered fresh.',
  },
} as const satisfies Record<string, PageText>

/** Collapses whitespace and cuts at a word boundary with an ellipsis. */
export function truncateText(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/(?<![\s,.;:])[\s,.;:]+$/, '')}…`
}

/** A product's page: its name, and what a kilogram costs today before its description. */
export function productPageText(product: {
  name: string
  description: string
  cutType: string
  pricePerKgCentavos: number
}): PageText {
  const price = `${formatPeso(product.pricePerKgCentavos)} per kg`
  return {
    title: product.name,
    description: truncateText(`${price}. ${product.description || product.cutType}`),
  }
}

/** A recipe's page: its title, and its ingredients (or how to cook it, without any). */
export function recipePageText(recipe: {
  title: string
  ingredients: readonly string[]
}): PageText {
  const ingredients = recipe.ingredients.filter((i) => i.trim() !== '')
  return {
    title: recipe.title,
    description: truncateText(
      ingredients.length > 0
        ? `Ingredients: ${ingredients.join(', ')}.`
        : `How to cook ${recipe.title}, with the cuts from our shop.`,
    ),
  }
}

/** A product of the hosted store: its title, and its search description (else its title). */
export function hostedProductPageText(product: {
  title: string
  seo_description: string
}): PageText {
  return {
    title: product.title,
    description: truncateText(product.seo_description || product.title),
  }
}
