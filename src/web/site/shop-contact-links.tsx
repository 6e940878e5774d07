import { Mail, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { telHref } from '#web/lib/format.ts'
import { useSite } from '#web/site/api/get-site.ts'
import { cn } from '#web/ui/cn.ts'

const linkClass = 'rounded-sm font-semibold text-brand-700 hover:underline'

/**
 * The shop's phone and email as links, from its settings: how to order, or ask about
 * an order, where the app cannot run (docs/product-rules.md §2).
 */
export function ShopContactLinks({ className }: { className?: string }) {
  const site = useSite().data
  if (!site) {
    return (
      <p className={className}>
        <Link to={paths.contact} className={linkClass}>
          Contact us
        </Link>
      </p>
    )
  }
  return (
    <ul className={cn('space-y-1', className)}>
      {site.contactPhone && (
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
          <a href={telHref(site.contactPhone)} className={linkClass}>
            {site.contactPhone}
          </a>
        </li>
      )}
      <li className="flex items-center gap-2">
        <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
        <a href={`mailto:${site.contactEmail}`} className={cn(linkClass, 'break-all')}>
          {site.contactEmail}
        </a>
      </li>
    </ul>
  )
}
