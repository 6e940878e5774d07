import { CardSkeleton, Skeleton } from '#web/ui/skeleton.tsx'

export function BundleCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-16 w-1/2" />
      <Skeleton className="mt-auto h-9 w-32" />
      <Skeleton className="h-12 w-full" />
    </CardSkeleton>
  )
}
