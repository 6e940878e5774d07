import { fullPageTitle, type PageText } from '#shared/page-titles.ts'
import { useSite } from '#web/site/api/get-site.ts'
import { useDocumentTitle } from './use-document-title.ts'

/**
 * '{title} | {shop name}' and the meta description of a storefront page, the words
 * the server already put in the page (src/shared/page-titles.ts).
 */
export function usePageMeta({ title, description }: Partial<PageText>): void {
  const siteName = useSite().data?.siteName
  useDocumentTitle(title && siteName ? fullPageTitle(title, siteName) : undefined, description)
}
