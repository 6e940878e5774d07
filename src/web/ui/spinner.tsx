import { LoaderCircle } from 'lucide-react'
import { cn } from './cn.ts'

/** A spinning icon announced to screen readers as "Loading" (or a given label). */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/**
 * Fills the viewport while a lazily loaded page or the session check is on its way.
 * `className` can make it as tall as the page it stands for, so the footer stays
 * below the fold and does not jump when the page arrives (a layout shift).
 */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-[50vh] items-center justify-center', className)}>
      <Spinner className="[&_svg]:size-8" />
    </div>
  )
}
