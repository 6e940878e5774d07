import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/**
 * A grey block holding the place of content on its way. Give it the size of what
 * it stands for, so nothing moves when the content arrives. Hidden from screen
 * readers: the region around it says it is busy.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} />
  )
}

/** A catalog card's place (bundle, recipe) while it loads: its 4:3 image, then the given body lines. */
export function CardSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">{children}</div>
    </div>
  )
}
