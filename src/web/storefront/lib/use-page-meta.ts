import { useDocumentTitle } from '../../lib/use-document-title'
import { useSite } from '../api/get-site'

/** '{title} | {shop name}' and the meta description of a storefront page. */
export function usePageMeta(title: string | undefined, description?: string): void {
  const siteName = useSite().data?.siteName
  useDocumentTitle(title && siteName ? `${title} | ${siteName}` : undefined, description)
}
