import type { QueryClient } from '@tanstack/react-query'
import { Tag } from 'lucide-react'
import { Link } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import type { PublicPromo } from '#shared/schemas/catalog.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { promosQueryOptions, usePromos } from '#web/storefront/promos/api/get-promos.ts'
import { PromoCard } from '#web/storefront/promos/components/promo-card.tsx'
import { PromoNewsletter } from '#web/storefront/promos/components/promo-newsletter.tsx'
import { PromoTypes } from '#web/storefront/promos/components/promo-types.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'

const listClass = 'grid gap-6 lg:grid-cols-2'

const loading = (
  <div role="status" aria-busy="true" className={listClass}>
    <span className="sr-only">Loading promotions</span>
    <Skeleton className="h-[30rem] rounded-xl md:h-72" />
    <Skeleton className="h-[30rem] rounded-xl md:h-72" />
  </div>
)

function PromoList({ promos }: { promos: readonly PublicPromo[] }) {
  if (promos.length === 0) {
    return (
      <EmptyState
        icon={Tag}
        title="No Active Promotions"
        action={
          <Link to={paths.products()} className={buttonClasses()}>
            Browse Products
          </Link>
        }
      >
        <p>
          There are no promotions running right now. Subscribe below to hear about the next one.
        </p>
      </EmptyState>
    )
  }
  return (
    <ul className={listClass}>
      {promos.map((promo, index) => (
        <li key={promo.id}>
          <PromoCard promo={promo} priority={index < 1} />
        </li>
      ))}
    </ul>
  )
}

export function promosPageLoader(queryClient: QueryClient) {
  return () => {
    prefetchQuery(queryClient, promosQueryOptions)
    return null
  }
}

/** /promos: the promotions running now (Manila time), the newsletter and the kinds of deals. */
export function PromosPage() {
  const promos = usePromos()
  return (
    <>
      <PageMeta {...pageTexts.promos} />
      <section className="bg-stone-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Current Promotions</h1>
          <p className="mt-3 max-w-prose text-lg text-stone-200">
            Limited-time offers on our best cuts. Grab them while they last.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <QueryBoundary
          query={promos}
          pending={loading}
          loadError={{ message: 'We could not load the promotions just now.' }}
        >
          {(data) => <PromoList promos={data.items} />}
        </QueryBoundary>
        <PromoNewsletter />
        <PromoTypes />
      </div>
    </>
  )
}
