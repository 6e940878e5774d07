import { Skeleton } from '#web/ui/skeleton.tsx'

/** The detail page's shape while the product loads: image, title, price, buy box. */
export function ProductDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-7xl px-4 py-8">
      <span className="sr-only">Loading product</span>
      <Skeleton className="h-5 w-64" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    </div>
  )
}
