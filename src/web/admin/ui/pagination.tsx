import { Button } from '#web/ui/button.tsx'

/** Previous / 'Page x of y' / Next; hidden while there is nothing to page through. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  if (pageCount < 1) return null
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-stone-700">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}

/** The pagination under a paged list: only once a page has loaded and the list holds anything. */
export function ListPagination({
  list,
  onPage,
}: {
  list: { total: number; page: number; pageCount: number } | undefined
  onPage: (page: number) => void
}) {
  if (!(list && list.total > 0)) return null
  return <Pagination page={list.page} pageCount={list.pageCount} onPage={onPage} />
}
