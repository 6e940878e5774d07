import { CardSkeleton, Skeleton } from '#web/ui/skeleton.tsx'

export function RecipeCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="mt-auto h-10 w-full" />
    </CardSkeleton>
  )
}
