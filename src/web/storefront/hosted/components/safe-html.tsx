import { useEffect, useState } from 'react'
import { cn } from '../../../ui/cn'

type Sanitize = (html: string) => string

let sanitizer: Promise<Sanitize> | undefined

/**
 * DOMPurify (about 9 KB gzip) loads when the first description shows, not with the
 * page: statically imported it put a first visit to /store/:id at 152 KB of
 * JavaScript gzip, over the 150 KB budget (DESIGN.md §6, bench/bundle-size.mjs).
 * The descriptions sit below the product's details, so nothing above the fold waits.
 */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
    (err: unknown) => {
      sanitizer = undefined // let the next description try again
      throw err
    },
  )
  return sanitizer
}

/**
 * HTML from the hosted store. The server sanitised it already; it is sanitised
 * again here so a gap in either sanitiser alone never runs a script in the shop.
 * Until the browser's sanitiser is loaded the box stays empty: unsanitised HTML is
 * never shown.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string }>()
  useEffect(() => {
    let current = true
    loadSanitizer().then(
      (sanitize) => {
        if (current) setClean({ source: html, html: sanitize(html) })
      },
      () => {}, // stays empty; the rest of the page works
    )
    return () => {
      current = false
    }
  }, [html])
  return (
    <div
      className={cn(
        'space-y-3 text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:font-semibold [&_ul]:list-disc',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above; never the raw html.
      dangerouslySetInnerHTML={{ __html: clean?.source === html ? clean.html : '' }}
    />
  )
}
