import type { Queryable } from '#server/db/client.ts'
import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { categoryBanners, listingCategories } from '#shared/catalog-options.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { PRODUCT_GALLERY_SIZES, srcSetFor } from '#shared/responsive-image.ts'
import { type PageMeta, truncateText } from './inject-meta.ts'
import {
  findPublishedProduct,
  findPublishedRecipe,
  latestBundleImage,
} from './page-rendering-repo.ts'

export const PLACEHOLDER_IMAGE = '/images/samples/placeholder.svg'
export const DEFAULT_SHARE_IMAGE = '/images/samples/hero.svg'
export const DEFAULT_DESCRIPTION =
  'Premium beef, pork, chicken and seafood, expertly butchered and delivered fresh across Metro Manila, Cavite and Laguna.'

/** The meta of a storefront page, or 'not_found' for an unknown or draft product/recipe. */
export type PageMetaResult = PageMeta | 'not_found'

type Page = Omit<PageMeta, 'title' | 'image' | 'imageAlt' | 'type'> &
  Partial<Pick<PageMeta, 'image' | 'imageAlt' | 'type'>>

/** Titles and descriptions of the pages whose content does not come from the catalog. */
const staticPages: Record<string, Omit<Page, 'canonicalPath'>> = {
  [paths.bundles]: {
    shareTitle: 'Meat Bundles',
    description:
      'Bundles of our best cuts at bundle prices: save up to 20% on beef, pork, chicken and seafood, delivered fresh.',
  },
  [paths.recipes]: {
    shareTitle: 'Recipes',
    description:
      'Recipes for steaks, lechon kawali, garlic prawns and more, with the cuts you need one click away.',
  },
  [paths.promos]: {
    shareTitle: 'Promotions',
    description: 'Current deals on premium meat and seafood, and our newsletter for the next ones.',
  },
  [paths.about]: {
    shareTitle: 'About Us',
    description:
      'Twenty-five years of butchery: who we are, how we source and cut, and the team behind every order.',
  },
  [paths.contact]: {
    shareTitle: 'Contact Us',
    description:
      'Questions about an order, a special cut or delivery? Call, email or send us a message.',
  },
  [paths.cart]: { shareTitle: 'Your Cart', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.store]: {
    shareTitle: 'Store',
    description: 'Gift boxes and specialty cuts from our online store, delivered fresh.',
  },
}

const idPattern = /^[1-9]\d{0,8}$/

/** Builds the meta for a client route; `pathname` is already known to be one. */
export async function pageMetaFor(
  db: Queryable,
  pathname: string,
  siteName: string,
  hostedStore?: HostedStoreClient,
): Promise<PageMetaResult> {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname
  const page = await pageFor(db, path, hostedStore)
  if (page === 'not_found') return page
  return {
    type: 'website',
    image: DEFAULT_SHARE_IMAGE,
    imageAlt: siteName,
    ...page,
    title: `${page.shareTitle} | ${siteName}`,
  }
}

async function pageFor(
  db: Queryable,
  path: string,
  hostedStore?: HostedStoreClient,
): Promise<Page | 'not_found'> {
  const [, section, param] = path.split('/')
  if (section === 'store' && param !== undefined && hostedStore) {
    const page = await hostedProductPage(hostedStore, param)
    if (page) return page
  }
  if (section === 'product' && param !== undefined) return productPage(db, param)
  if (section === 'recipe' && param !== undefined) return recipePage(db, param)
  if (section === 'products') return listingPage(db, param)
  // The shopper's own order: never indexed, and its canonical address is the lookup
  // form's, so no tag of the page repeats the link's token.
  if (section === 'orders' || path === paths.orderStatus) {
    return {
      shareTitle: 'Order Status',
      description: DEFAULT_DESCRIPTION,
      canonicalPath: paths.orderStatus,
      noindex: true,
    }
  }
  if (section === 'admin') {
    return {
      shareTitle: 'Staff Area',
      description: DEFAULT_DESCRIPTION,
      canonicalPath: path,
      noindex: true,
    }
  }
  if (path === paths.bundles) {
    const image = await latestBundleImage(db)
    return {
      ...staticPages[path]!,
      canonicalPath: path,
      ...(image ? { image, imageAlt: 'Meat bundles' } : {}),
    }
  }
  const known = staticPages[path]
  if (known) return { ...known, canonicalPath: path }
  const home = {
    shareTitle: 'Premium Meat and Seafood Delivery',
    description: DEFAULT_DESCRIPTION,
    canonicalPath: path,
  }
  if (path !== paths.home) return home
  const { heroImage } = await getSettings(db, 'homepage')
  return { ...home, image: heroImage, imageAlt: 'Premium meat and seafood' }
}

async function listingPage(
  db: Queryable,
  categoryParam: string | undefined,
): Promise<Page | 'not_found'> {
  const all: Page = {
    shareTitle: 'All Products',
    description: 'Browse our premium beef, pork, chicken and seafood, sold by the kilogram.',
    canonicalPath: paths.products(),
  }
  if (categoryParam === undefined) return all
  // Read as the page reads it (listingCategoryOf): an unknown category is a 404 page.
  const category = listingCategories.find((c) => c === categoryParam.toLowerCase())
  if (!category) return 'not_found'
  if (category === 'all') return all
  const banner = categoryBanners[category]
  const { categoryImages } = await getSettings(db, 'homepage')
  return {
    shareTitle: banner.title,
    description: banner.description,
    canonicalPath: paths.products(category),
    image: categoryImages[category],
    imageAlt: banner.title,
  }
}

async function productPage(db: Queryable, param: string): Promise<Page | 'not_found'> {
  if (!idPattern.test(param)) return 'not_found'
  const product = await findPublishedProduct(db, Number(param))
  if (!product) return 'not_found'
  const price = `${formatPeso(product.effectivePriceCentavos)} per kg`
  return {
    shareTitle: product.name,
    description: truncateText(`${price}. ${product.description || product.cutType}`),
    canonicalPath: paths.product(product.id),
    type: 'product',
    image: product.cover?.url ?? PLACEHOLDER_IMAGE,
    imageAlt: product.cover?.alt || product.name,
    product: { priceCentavos: product.effectivePriceCentavos, inStock: product.stockGrams > 0 },
    // As the page's gallery draws it (product-gallery.tsx): the cover, else the placeholder.
    mainImage: product.cover
      ? {
          href: product.cover.url,
          srcset: srcSetFor(product.cover.url, product.cover.variants),
          sizes: PRODUCT_GALLERY_SIZES,
        }
      : { href: PLACEHOLDER_IMAGE },
  }
}

async function recipePage(db: Queryable, param: string): Promise<Page | 'not_found'> {
  if (!idPattern.test(param)) return 'not_found'
  const recipe = await findPublishedRecipe(db, Number(param))
  if (!recipe) return 'not_found'
  const ingredients = recipe.ingredients.filter((i) => i.trim() !== '')
  return {
    shareTitle: recipe.title,
    description: truncateText(
      ingredients.length > 0
        ? `Ingredients: ${ingredients.join(', ')}.`
        : `How to cook ${recipe.title}, with the cuts from our shop.`,
    ),
    canonicalPath: paths.recipe(recipe.id),
    type: 'article',
    image: recipe.imageUrl ?? PLACEHOLDER_IMAGE,
    imageAlt: recipe.title,
  }
}

/**
 * The hosted product's title and description, or undefined when the service cannot
 * answer: the page then goes out with the default meta (the browser shows the error).
 */
const HOSTED_META_WAIT_MS = 1_500

async function hostedProductPage(
  hostedStore: HostedStoreClient,
  id: string,
): Promise<Page | undefined> {
  let timer: NodeJS.Timeout | undefined
  // A slow service must not hold the page itself back for its whole timeout.
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('hosted meta timed out')), HOSTED_META_WAIT_MS)
  })
  try {
    const product = await Promise.race([hostedStore.getProduct(id), giveUp])
    return {
      shareTitle: product.title,
      description: truncateText(product.seo_description || product.title),
      canonicalPath: paths.storeProduct(product.id),
      image: product.image ?? PLACEHOLDER_IMAGE,
      imageAlt: product.title,
      // The carousel opens on the first image (image-carousel.tsx), drawn without a srcset.
      ...(product.images[0] ? { mainImage: { href: product.images[0].url } } : {}),
    }
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}
