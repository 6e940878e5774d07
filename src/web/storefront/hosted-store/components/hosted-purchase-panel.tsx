import { CircleAlert, CircleCheck, CircleX, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import type { HostedProduct, HostedVariant } from '#shared/schemas/hosted-store.ts'
import { addHostedToCart } from '#web/cart/add-hosted-to-cart.ts'
import { toastCartGrew, useViewCart } from '#web/cart/cart-toast.ts'
import { type StockLine, stockLine } from '#web/storefront/hosted-store/lib/stock-line.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { NoScriptNote } from '#web/ui/needs-javascript.tsx'
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx'
import { toast } from '#web/ui/toast.ts'

const toneStyles: Record<StockLine['tone'], { className: string; Icon: typeof CircleCheck }> = {
  ok: { className: 'text-green-800', Icon: CircleCheck },
  short: { className: 'text-amber-800', Icon: CircleAlert },
  unavailable: { className: 'text-stone-700', Icon: CircleX },
}

function addToCartWithToast(
  product: HostedProduct,
  variant: HostedVariant,
  quantity: number,
  viewCart: () => void,
) {
  try {
    addHostedToCart({ product, variant, quantity })
    toastCartGrew(
      'Added to Cart! 🛒',
      `${quantity} x ${product.title} (${variant.title}) added.`,
      viewCart,
    )
  } catch (error) {
    toast.error('Oh no! Something went wrong.', {
      description: error instanceof Error ? error.message : String(error),
    })
  }
}

/** Quantity, the stock line of docs/product-rules.md §5 and Add to Cart for the chosen variant. */
export function HostedPurchasePanel({
  product,
  variant,
}: {
  product: HostedProduct
  variant: HostedVariant
}) {
  const [quantity, setQuantity] = useState(1)
  const viewCart = useViewCart()
  const stock = stockLine(product.purchasable, variant, quantity)
  const { className, Icon } = toneStyles[stock.tone]
  // Without JavaScript the quantity and Add to Cart would do nothing: they are hidden
  // and the note stands in for them (docs/product-rules.md §2). The stock line stays.
  return (
    <div className="space-y-4">
      <div className="noscript:hidden">
        <label
          htmlFor="hosted-quantity"
          className="mb-2 block text-sm font-semibold text-stone-900"
        >
          Quantity
        </label>
        <QuantityStepper id="hosted-quantity" value={quantity} onChange={setQuantity} min={1} />
      </div>
      {stock.text && (
        <p role="status" className={`flex items-center gap-2 font-semibold ${className}`}>
          <Icon aria-hidden="true" className="size-5" />
          {stock.text}
        </p>
      )}
      {stock.canAdd && <NoScriptNote className="w-fit" />}
      <Button
        size="lg"
        className={cn('w-full sm:w-auto', stock.canAdd && 'noscript:hidden')}
        disabled={!stock.canAdd}
        onClick={() => addToCartWithToast(product, variant, quantity, viewCart)}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add to Cart
      </Button>
    </div>
  )
}
