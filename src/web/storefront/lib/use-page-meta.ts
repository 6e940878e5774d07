import { useDocumentTitle } from '#web/lib/use-document-title.ts'
import { useSite } from '#web/storefront/api/get-site.ts'

/** '{title} | {shop name}' and the meta description of a storefront page. */
export function usePageMeta(title: string | undefined, description?: string): void {
  const siteName = useSite().data?.siteName
  useDocumentTitle(title && siteName ? `${title} | ${siteName}` : undefined, description)
}
