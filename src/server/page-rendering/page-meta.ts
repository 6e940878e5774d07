import type { Queryable } from '#server/db/client.ts'
import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { adminPageTitle } from '#shared/admin-page-titles.ts'
import { categoryBanners, listingCategories } from '#shared/catalog-options.ts'
import {
  DEFAULT_DESCRIPTION,
  fullPageTitle,
  hostedProductPageText,
  type PageText,
  pageTexts,
  productPageText,
  recipePageText,
} from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { PRODUCT_GALLERY_SIZES, srcSetFor } from '#shared/responsive-image.ts'
import { parseRowId } from '#shared/row-id.ts'
import type { PageMeta } from './inject-meta.ts'
import {
  findPublishedProduct,
  findPublishedRecipe,
  latestBundleImage,
} from './page-rendering-repo.ts'

export const PLACEHOLDER_IMAGE = '/images/samples/placeholder.svg'
export const DEFAULT_SHARE_IMAGE = '/images/samples/hero.svg'
/** The meta of a storefront page, or 'not_found' for an unknown or draft product/recipe. */
export type PageMetaResult = PageMeta | 'not_found'

type Page = Omit<PageMeta, 'title' | 'image' | 'imageAlt' | 'type'> &
  Partial<Pick<PageMeta, 'title' | 'image' | 'imageAlt' | 'type'>>

/** What a page of fixed words tells previews: its title and description (page-titles.ts). */
const share = ({ title, description }: PageText) => ({ shareTitle: title, description })

/** The pages whose content does not come from the catalog, by path. */
const staticPages: Record<string, Omit<Page, 'canonicalPath'>> = {
  [paths.bundles]: share(pageTexts.bundles),
  [paths.recipes]: share(pageTexts.recipes),
  [paths.promos]: share(pageTexts.promos),
  [paths.about]: share(pageTexts.about),
  [paths.contact]: share(pageTexts.contact),
  [paths.cart]: { ...share(pageTexts.cart), noindex: true },
  [paths.checkout]: share(pageTexts.checkout),
  [paths.orderConfirmation]: share(pageTexts.orderConfirmation),
  [paths.store]: share(pageTexts.store),
}

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
    title: page.title ?? fullPageTitle(page.shareTitle, siteName),
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
      ...share(section === 'orders' ? pageTexts.orderPage : pageTexts.orderStatus),
      canonicalPath: paths.orderStatus,
      noindex: true,
    }
  }
  if (section === 'admin') {
    // The back office's own titles (its tab reads '{section} | Admin', not the shop's name).
    const title = adminPageTitle(path)
    return {
      title,
      shareTitle: title,
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
  const home = { ...share(pageTexts.home), canonicalPath: path }
  if (path !== paths.home) return home
  const { heroImage } = await getSettings(db, 'homepage')
  return { ...home, image: heroImage, imageAlt: 'Premium meat and seafood' }
}

async function listingPage(
  db: Queryable,
  categoryParam: string | undefined,
): Promise<Page | 'not_found'> {
  const all: Page = { ...share(pageTexts.products), canonicalPath: paths.products() }
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

/** The published row an address's id names, or null: a malformed id names none. */
async function rowOf<T>(param: string, find: (id: number) => Promise<T | null | undefined>) {
  const id = parseRowId(param)
  return id === null ? null : await find(id)
}

async function productPage(db: Queryable, param: string): Promise<Page | 'not_found'> {
  const product = await rowOf(param, (id) => findPublishedProduct(db, id))
  if (!product) return 'not_found'
  return {
    ...share(productPageText({ ...product, pricePerKgCentavos: product.effectivePriceCentavos })),
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
  const recipe = await rowOf(param, (id) => findPublishedRecipe(db, id))
  if (!recipe) return 'not_found'
  return {
    ...share(recipePageText(recipe)),
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
      ...share(hostedProductPageText(product)),
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
