import { useSite } from '#web/site/api/get-site.ts'
import { useDocumentTitle } from './use-document-title.ts'

/** '{title} | {shop name}' and the meta description of a storefront page. */
export function usePageMeta(title: string | undefined, description?: string): void {
  const siteName = useSite().data?.siteName
  useDocumentTitle(title && siteName ? `${title} | ${siteName}` : undefined, description)
}
