import { Skeleton } from '#web/ui/skeleton.tsx'

export function RecipeCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="mt-auto h-10 w-full" />
      </div>
    </div>
  )
}
