import { ArrowRight, CalendarDays } from 'lucide-react'
import { Link } from 'react-router'
import { formatManilaDate } from '#shared/manila-time.ts'
import { paths } from '#shared/paths.ts'
import type { PublicPromo } from '#shared/schemas/catalog.ts'
import { Badge } from '#web/ui/badge.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { CardImage } from '#web/ui/product/card-image.tsx'

/** The promo's last day ('YYYY-MM-DD' in Manila) as 'Mar 14, 2026'. */
export const formatPromoDate = (isoDate: string) => formatManilaDate(`${isoDate}T12:00:00+08:00`)

/** Links inside the shop stay in the app; anything else opens as a normal link. */
function ShopNowLink({ link, describedBy }: { link: string | null; describedBy: string }) {
  const className = buttonClasses({}, 'mt-auto self-start')
  const content = (
    <>
      Shop Now
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  )
  const target = link?.trim() || paths.products()
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <Link to={target} aria-describedby={describedBy} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <a href={target} aria-describedby={describedBy} rel="noopener" className={className}>
      {content}
    </a>
  )
}

export function PromoCard({ promo, priority }: { promo: PublicPromo; priority: boolean }) {
  const headingId = `promo-${promo.id}-title`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 md:flex-row"
    >
      <div className="relative md:w-2/5 md:shrink-0">
        <CardImage
          imageUrl={promo.imageUrl}
          alt={promo.title}
          priority={priority}
          className="md:h-full"
        />
        <Badge tone="dark" className="absolute top-3 left-3">
          PROMO
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 id={headingId} className="text-2xl font-bold text-stone-900">
          {promo.title}
        </h2>
        <p className="mt-2 text-stone-700">{promo.description}</p>
        <p className="mt-4 mb-5 flex items-center gap-2 text-sm font-medium text-stone-800">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
          Valid until {formatPromoDate(promo.endDate)}
        </p>
        <ShopNowLink link={promo.link} describedBy={headingId} />
      </div>
    </article>
  )
}
