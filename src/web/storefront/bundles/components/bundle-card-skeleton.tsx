import { Skeleton } from '#web/ui/skeleton.tsx'

export function BundleCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-16 w-1/2" />
        <Skeleton className="mt-auto h-9 w-32" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  )
}
