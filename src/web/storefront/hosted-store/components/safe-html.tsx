import { useEffect, useMemo, useState } from 'react'
import { loadedSanitizer, loadSanitizer } from '#web/storefront/hosted-store/lib/html-sanitizer.ts'
import { cn } from '#web/ui/cn.ts'

/**
 * HTML from the hosted store. The server sanitised it already; it is sanitised
 * again here so a gap in either sanitiser alone never runs a script in the shop.
 * The sanitiser is normally loaded before the product shows (get-hosted-product.ts);
 * if it is not, the box stays empty until it is: unsanitised HTML is never shown.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [, setLoaded] = useState(false)
  const sanitize = loadedSanitizer()
  const clean = useMemo(() => sanitize?.(html) ?? '', [sanitize, html])
  useEffect(() => {
    if (sanitize) return
    let current = true
    loadSanitizer().then(
      () => current && setLoaded(true),
      () => {}, // stays empty; the rest of the page works
    )
    return () => {
      current = false
    }
  }, [sanitize])
  return (
    <div
      className={cn(
        'space-y-3 text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:font-semibold [&_ul]:list-disc',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above; never the raw html.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
