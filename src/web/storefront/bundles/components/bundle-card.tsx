import { Package, ShoppingCart } from 'lucide-react'
import { shownBundlePrice } from '#shared/bundle-value.ts'
import { percentOff } from '#shared/pricing.ts'
import type { PublicBundle } from '#shared/schemas/catalog.ts'
import { formatKg } from '#shared/weight.ts'
import { useAddToCart } from '#web/cart/add-to-cart.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'
import { CardImage } from '#web/ui/product/card-image.tsx'
import { Price } from '#web/ui/product/product-price.tsx'

/** One bundle: image, deal badges, contents, price and 'Add Bundle to Cart' (one bundle line). */
export function BundleCard({ bundle, priority }: { bundle: PublicBundle; priority: boolean }) {
  // The 'was' price is never above the contents bought separately (issue 31 §7); a
  // bundle kept offline from before has no separate price, and shows its own.
  const shown = shownBundlePrice({
    ...bundle,
    separatePriceCentavos: bundle.separatePriceCentavos ?? null,
  })
  const off = shown.wasCentavos === null ? null : percentOff(shown.wasCentavos, shown.priceCentavos)
  const headingId = `bundle-${bundle.id}-name`
  const addToCart = useAddToCart()
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="relative">
        <CardImage imageUrl={bundle.imageUrl} alt={bundle.name} priority={priority} />
        {off !== null && (
          <div className="absolute top-3 left-3 flex flex-wrap gap-2">
            <Badge>BUNDLE DEAL</Badge>
            <Badge tone="dark">{off}% OFF</Badge>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {bundle.name}
        </h2>
        <p className="mt-2 text-stone-700">{bundle.description}</p>
        {bundle.items.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold tracking-wide text-stone-600 uppercase">
              What's inside
            </h3>
            <ul className="mt-2 space-y-1">
              {bundle.items.map((item) => (
                <li key={item.productId} className="flex items-center gap-2 text-stone-800">
                  <Package aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {formatKg(item.quantityGrams)} {item.name}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-auto pt-5">
          <Price
            priceCentavos={shown.wasCentavos ?? shown.priceCentavos}
            discountPriceCentavos={shown.wasCentavos === null ? null : shown.priceCentavos}
            size="lg"
          />
          {bundle.available && <NoScriptNote className="mt-4" />}
          <Button
            size="lg"
            // Without JavaScript the note above stands in for it ('Currently
            // Unavailable' stays: it is true either way).
            className={cn('mt-4 w-full', bundle.available && 'noscript:hidden')}
            disabled={!bundle.available}
            onClick={() =>
              addToCart({
                kind: 'bundle',
                id: bundle.id,
                name: bundle.name,
                // As shown: the cart's 'was' is never above the contents bought separately.
                priceCentavos: shown.wasCentavos ?? shown.priceCentavos,
                discountPriceCentavos: shown.wasCentavos === null ? null : shown.priceCentavos,
                imageUrl: bundle.imageUrl,
                quantity: 1,
                unit: 'bundle',
              })
            }
          >
            {bundle.available ? (
              <>
                <ShoppingCart aria-hidden="true" className="size-5" />
                Add Bundle to Cart
              </>
            ) : (
              'Currently Unavailable'
            )}
          </Button>
        </div>
      </div>
    </article>
  )
}
