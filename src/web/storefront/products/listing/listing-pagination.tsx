import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { cn } from '#web/ui/cn.ts'

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = []
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) pages.push(p)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}

/** Previous, page numbers and Next as links, so every page has its own address. */
export function ListingPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  if (pageCount <= 1) return null
  const step = 'h-10 px-3'
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={buttonClasses({ variant: 'secondary' }, step)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {visiblePages(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity.
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-600">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  buttonClasses({ variant: p === page ? 'primary' : 'ghost' }),
                  'size-10 px-0',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={buttonClasses({ variant: 'secondary' }, step)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  )
}
