import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'

export function BackToStoreLink() {
  return (
    <Link
      to={paths.store}
      className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Store
    </Link>
  )
}
