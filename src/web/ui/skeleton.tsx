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
