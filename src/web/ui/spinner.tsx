import { LoaderCircle } from 'lucide-react'
import { cn } from './cn'

/** A spinning icon announced to screen readers as "Loading" (or a given label). */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Fills the viewport while a lazily loaded page or the session check is on its way. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="[&_svg]:size-8" />
    </div>
  )
}
