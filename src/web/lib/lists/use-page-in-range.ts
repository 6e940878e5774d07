import { useEffect } from 'react'

interface PagedQuery {
  data?: { pageCount: number }
  /** True while the previous page is shown as the next one loads. */
  isPlaceholderData: boolean
}

/**
 * A page beyond the last one (an old link, fewer rows now) moves to the last page,
 * once the answer for this page has arrived.
 */
export function usePageInRange(page: number, query: PagedQuery, goToPage: (page: number) => void) {
  const pageCount = query.data?.pageCount ?? 0
  const beyondLastPage = !query.isPlaceholderData && pageCount > 0 && page > pageCount
  useEffect(() => {
    if (beyondLastPage) goToPage(pageCount)
  }, [beyondLastPage, pageCount, goToPage])
}
