import { ImageOff } from 'lucide-react'
import { paths } from '#shared/paths.ts'
import type { HostedListItem } from '#shared/schemas/hosted-store.ts'
import { Badge } from '#web/ui/badge.tsx'
import { CardTitleLink } from '#web/ui/card-title-link.tsx'
import { HostedPrice } from './hosted-price.tsx'

/** A /store card: cover, ribbon, title and price; the title's link covers the card. */
export function HostedProductCard({ item }: { item: HostedListItem }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <div className="relative">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-cream-100 text-stone-600">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
        {item.ribbon_text && <Badge className="absolute top-2 left-2">{item.ribbon_text}</Badge>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg leading-snug font-semibold text-stone-900">
          <CardTitleLink to={paths.storeProduct(item.id)}>{item.title}</CardTitleLink>
        </h2>
        {item.subtitle && <p className="text-sm text-stone-600">{item.subtitle}</p>}
        <HostedPrice
          price={item.formatted_price}
          salePrice={item.formatted_sale_price}
          className="mt-auto pt-2"
        />
        {!item.purchasable && <p className="text-sm text-stone-700">Currently unavailable</p>}
      </div>
    </article>
  )
}
