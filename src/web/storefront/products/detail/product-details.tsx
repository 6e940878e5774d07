import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { ShopContactLinks } from '#web/site/shop-contact-links.tsx'
import { optionGroupsOf } from '#web/storefront/products/lib/product-options.ts'
import { isOutOfStock } from '#web/storefront/products/lib/purchase-units.ts'
import { NeedsJavaScriptText } from '#web/ui/needs-javascript.tsx'
import { Price } from '#web/ui/product/product-price.tsx'
import { ProductTags } from '#web/ui/product/product-tags.tsx'
import { OptionGroups } from './option-groups.tsx'
import { ProductBreadcrumb } from './product-breadcrumb.tsx'
import { ProductFacts } from './product-facts.tsx'
import { ProductGallery } from './product-gallery.tsx'
import { PurchasePanel } from './purchase-panel.tsx'
import { StockStatus } from './stock-status.tsx'

const chooseNothing = () => {}

/**
 * In place of the buy box for a browser that will not run the app, whose unit,
 * quantity and Add to Cart would do nothing (docs/product-rules.md §2). The
 * preparation choices are listed, as the same radio groups (issue 31 §1).
 */
function OrderWithoutJavaScript({ product }: { product: PublicProduct }) {
  return (
    <div className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <OptionGroups
        productId={product.id}
        groups={optionGroupsOf(product)}
        chosen={{}}
        onChoose={chooseNothing}
      />
      <NeedsJavaScriptText />
      <p className="text-sm text-stone-700">Or order from us by phone or email:</p>
      <ShopContactLinks className="text-sm" />
    </div>
  )
}

/** The loaded product: gallery beside name, price, stock and the buy box; then the details. */
export function ProductDetails({ product }: { product: PublicProduct }) {
  return (
    <>
      <ProductBreadcrumb product={product} />
      <div className="mt-6 grid items-start gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} product={product} />
        <div className="space-y-4">
          <ProductTags tags={product.tags} />
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
              {product.name}
            </h1>
            <p className="mt-1 text-lg text-stone-700">{product.cutType}</p>
          </div>
          <Price
            priceCentavos={product.priceCentavos}
            discountPriceCentavos={product.discountPriceCentavos}
            per="per kg"
            size="lg"
          />
          <StockStatus product={product} />
          {isOutOfStock(product) ? (
            // Disabled and reading 'Out of Stock': true with or without JavaScript.
            <PurchasePanel key={product.id} product={product} />
          ) : (
            // The note comes first: in a column spaced by `space-y`, the last child
            // shown carries no margin, with JavaScript and without.
            <>
              <noscript className="block">
                <OrderWithoutJavaScript product={product} />
              </noscript>
              <div className="noscript:hidden">
                <PurchasePanel key={product.id} product={product} />
              </div>
            </>
          )}
        </div>
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-2xl font-bold text-stone-900">
            Description
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-800">
            {product.description}
          </p>
        </section>
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-2xl font-bold text-stone-900">
            Product Details
          </h2>
          <div className="mt-3">
            <ProductFacts product={product} />
          </div>
        </section>
      </div>
    </>
  )
}
