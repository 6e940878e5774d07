import type { QueryClient } from '@tanstack/react-query'
import { Award, type LucideIcon, Scissors, Snowflake } from 'lucide-react'
import { Link } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useSite } from '#web/site/api/get-site.ts'
import { homepageQueryOptions, useHomepage } from '#web/storefront/home/api/get-homepage.ts'
import { CategoryTiles } from '#web/storefront/home/category-tiles.tsx'
import { NewestCuts } from '#web/storefront/home/newest-cuts.tsx'
import { newestProductsQueryOptions } from '#web/storefront/products/api/get-newest-products.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { IconCardList } from '#web/ui/icon-card-list.tsx'
import { FreeDeliveryBanner } from './free-delivery-banner.tsx'

interface ValueBlurb {
  title: string
  text: string
  icon: LucideIcon
}

const values: readonly ValueBlurb[] = [
  {
    title: 'Unmatched Quality',
    text: 'We source only premium, well-marbled cuts from trusted farms and fisheries.',
    icon: Award,
  },
  {
    title: 'Expertly Butchered',
    text: 'Our butchers cut, trim and portion every order by hand, the way you would ask in the shop.',
    icon: Scissors,
  },
  {
    title: 'Peak Freshness',
    text: 'Kept cold from our chiller to your door, so every cut arrives as fresh as the day it was cut.',
    icon: Snowflake,
  },
]

function Hero() {
  // The image chosen in the admin's Homepage Customization; its box is held while it loads.
  const heroImage = useHomepage().data?.heroImage
  // A shop without a hosted store (production without HOSTED_STORE_URL) shops its own cuts.
  const shopNow = useSite().data?.hostedStore === false ? paths.products('all') : paths.store
  return (
    <section className="bg-stone-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Premium Meats, Delivered Fresh
          </h1>
          <p className="mt-4 max-w-prose text-lg text-stone-200">
            Hand-selected beef, pork, chicken and seafood, butchered to order and delivered across
            Metro Manila, Cavite and Laguna.
          </p>
          <Link to={shopNow} className={buttonClasses({ variant: 'inverse', size: 'lg' }, 'mt-8')}>
            Shop now
          </Link>
        </div>
        {heroImage ? (
          <img
            src={heroImage}
            alt="Steaks, pork belly and prawns laid out on a butcher's board"
            width={1600}
            height={700}
            fetchPriority="high"
            elementtiming="main-image"
            className="aspect-[16/7] h-auto w-full rounded-xl object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[16/7] w-full rounded-xl bg-stone-800" />
        )}
      </div>
    </section>
  )
}

function Values() {
  return (
    <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="values-heading" className="text-center text-3xl font-bold text-stone-900">
        Why Shop With Us
      </h2>
      <IconCardList items={values} className="mt-10 md:grid-cols-3" centered />
    </section>
  )
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-cream-100">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold text-stone-900">
          Ready for Your Next Great Meal?
        </h2>
        <p className="mt-3 text-stone-700">
          Browse our full range of cuts and have them at your door today.
        </p>
        <Link to={paths.products('all')} className={buttonClasses({ size: 'lg' }, 'mt-6')}>
          Browse All Products
        </Link>
      </div>
    </section>
  )
}

/** The home page's title and description; its own component so only it waits for the shop name. */
function HomeMeta() {
  usePageMeta(pageTexts.home)
  return null
}

/** The hero and category images, and the newest cuts. */
export function homePageLoader(queryClient: QueryClient) {
  return () => {
    prefetchQuery(queryClient, homepageQueryOptions)
    prefetchQuery(queryClient, newestProductsQueryOptions)
    return null
  }
}

export function HomePage() {
  return (
    <>
      <HomeMeta />
      <Hero />
      <FreeDeliveryBanner />
      <Values />
      <CategoryTiles />
      <NewestCuts />
      <ClosingCallToAction />
    </>
  )
}
