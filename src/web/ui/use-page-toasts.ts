import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { dismissPageToasts } from './toast.ts'

/**
 * Sends away the toasts that go with the page (`untilPageChanges`, src/web/ui/toast.ts)
 * when the shopper moves to another page: a new path, not a new search or sort on the
 * same page, or out of the layout that calls it (docs/product-rules.md §4).
 */
export function usePageToasts(): void {
  const { pathname } = useLocation()
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    dismissPageToasts()
  }, [pathname])
  // Leaving the layout (the storefront for the back office) leaves its pages too.
  useEffect(() => dismissPageToasts, [])
}
