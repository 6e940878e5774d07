import { useEffect } from 'react'

/** The description index.html ships with; restored when a page with its own one goes away. */
let defaultDescription: string | undefined

function descriptionTag(): HTMLMetaElement | null {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')
}

/**
 * Sets the tab title and, when given, the meta description; each is skipped while
 * the parts it needs are still loading.
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) document.title = title
  }, [title])

  useEffect(() => {
    const meta = descriptionTag()
    if (!description || !meta) return
    defaultDescription ??= meta.content
    meta.content = description
    return () => {
      if (defaultDescription !== undefined) meta.content = defaultDescription
    }
  }, [description])
}
