import { Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/** What a shopper without JavaScript reads where ordering needs it (docs/product-rules.md §2). */
export const orderNeedsJavaScript = 'Turn on JavaScript to order'

/** The note itself, for a `<noscript>` of one's own (see NoScriptNote). */
export function NeedsJavaScriptText({
  className,
  children = orderNeedsJavaScript,
}: {
  className?: string
  children?: ReactNode
}) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-md bg-cream-100 px-3 py-2 text-sm font-semibold text-stone-800',
        className,
      )}
    >
      <Info aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      {children}
    </p>
  )
}

/**
 * Stands in for a control that cannot work without JavaScript, which takes
 * `noscript:hidden` itself (docs/product-rules.md §2). A `<noscript>` is shown only by a
 * browser that will not run scripts: one that will never shows it, not even while its
 * scripts wait for the first paint (decision 0069), and React leaves its content out
 * in the browser. `className` places it (a flex item, a margin).
 */
export function NoScriptNote({
  className,
  children,
}: {
  className?: string
  children?: ReactNode
}) {
  return (
    // Without scripts a <noscript> is an inline element: `block` lets margins apply.
    <noscript className={cn('block', className)}>
      <NeedsJavaScriptText>{children}</NeedsJavaScriptText>
    </noscript>
  )
}
