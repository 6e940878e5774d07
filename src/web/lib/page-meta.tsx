import { usePageMeta } from './use-page-meta.ts'

/**
 * `usePageMeta` as a component: the shop name arriving then re-renders only this,
 * not the whole page that renders it.
 */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  usePageMeta({ title, description })
  return null
}
