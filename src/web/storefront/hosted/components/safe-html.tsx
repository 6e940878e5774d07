import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { cn } from '../../../ui/cn'

/**
 * HTML from the hosted store. The server sanitised it already; it is sanitised
 * again here so a gap in either sanitiser alone never runs a script in the shop.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html])
  return (
    <div
      className={cn(
        'space-y-3 text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:font-semibold [&_ul]:list-disc',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
