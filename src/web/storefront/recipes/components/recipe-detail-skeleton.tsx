import { Skeleton } from '#web/ui/skeleton.tsx'

export function RecipeDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-7xl px-4 py-8">
      <span className="sr-only">Loading recipe</span>
      <Skeleton className="h-5 w-36" />
      <Skeleton className="mt-6 h-72 w-full rounded-2xl" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-56 w-full" />
        </div>
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  )
}
