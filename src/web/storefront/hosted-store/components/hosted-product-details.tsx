import { useState } from 'react'
import type { HostedProduct, HostedVariant } from '#shared/schemas/hosted-store.ts'
import { variantImageIndex } from '#web/storefront/hosted-store/lib/variant-image-index.ts'
import { Badge } from '#web/ui/badge.tsx'
import { HostedPrice } from './hosted-price.tsx'
import { HostedPurchasePanel } from './hosted-purchase-panel.tsx'
import { ImageCarousel } from './image-carousel.tsx'
import { SafeHtml } from './safe-html.tsx'
import { VariantPicker } from './variant-picker.tsx'

/**
 * The loaded hosted product: carousel beside title, price, picker and buy box; then
 * the description and the additional-info sections (already sorted by the server).
 * Starts on the first variant (docs/product-rules.md §4).
 */
export function HostedProductDetails({ product }: { product: HostedProduct }) {
  const [variantId, setVariantId] = useState(product.variants[0]?.id)
  const [imageIndex, setImageIndex] = useState(0)
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0]

  const chooseVariant = (next: HostedVariant) => {
    setVariantId(next.id)
    const index = variantImageIndex(product.images, next)
    if (index !== null) setImageIndex(index)
  }

  return (
    <>
      <div className="mt-6 grid items-start gap-8 md:grid-cols-2 lg:gap-12">
        <div className="relative">
          <ImageCarousel
            images={product.images}
            title={product.title}
            index={imageIndex}
            onIndexChange={setImageIndex}
          />
          {product.ribbon_text && (
            <Badge className="absolute top-3 left-3">{product.ribbon_text}</Badge>
          )}
        </div>
        <div className="space-y-5">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
              {product.title}
            </h1>
            {product.subtitle && <p className="mt-1 text-lg text-stone-700">{product.subtitle}</p>}
          </div>
          {variant ? (
            <>
              <HostedPrice
                price={variant.formatted_price}
                salePrice={variant.formatted_sale_price}
                size="lg"
              />
              {product.variants.length > 1 && (
                <VariantPicker
                  label={product.options[0]?.title ?? 'Style'}
                  variants={product.variants}
                  selectedId={variant.id}
                  onSelect={chooseVariant}
                />
              )}
              <HostedPurchasePanel product={product} variant={variant} />
            </>
          ) : (
            <p className="font-semibold text-stone-700">Currently unavailable</p>
          )}
        </div>
      </div>
      {(product.description || product.additional_info.length > 0) && (
        <div className="mt-12 max-w-3xl space-y-8">
          {product.description && (
            <section aria-labelledby="hosted-description-heading">
              <h2 id="hosted-description-heading" className="text-2xl font-bold text-stone-900">
                Description
              </h2>
              <SafeHtml html={product.description} className="mt-3" />
            </section>
          )}
          {product.additional_info.map((info) => (
            <section key={info.id} aria-labelledby={`hosted-info-${info.id}`}>
              <h2 id={`hosted-info-${info.id}`} className="text-xl font-bold text-stone-900">
                {info.title}
              </h2>
              <SafeHtml html={info.description} className="mt-2" />
            </section>
          ))}
        </div>
      )}
    </>
  )
}
