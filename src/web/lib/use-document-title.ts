import { useEffect } from 'react'

/** Sets the tab title; skipped while the parts it needs are still loading. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
