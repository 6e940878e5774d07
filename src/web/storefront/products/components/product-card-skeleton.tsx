import { cn } from '#web/ui/cn.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import type { CardLayout } from './product-card.tsx'

/** Holds the exact place of a product card while the products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  const list = layout === 'list'
  return (
    <div
      className={cn(
        'flex h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200',
        list ? 'flex-row gap-3 p-3 sm:gap-5' : 'flex-col',
      )}
    >
      <Skeleton
        className={cn(
          'aspect-[4/3] shrink-0 rounded-none',
          list ? 'w-28 rounded-lg sm:w-48' : 'w-full',
        )}
      />
      <div className={cn('flex flex-1 flex-col gap-2', !list && 'p-3 sm:p-4')}>
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className={cn('h-10', list ? 'w-32' : 'mt-2 w-full')} />
      </div>
    </div>
  )
}
