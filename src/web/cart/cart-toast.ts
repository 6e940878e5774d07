import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import { toast } from '#web/ui/toast.ts'

/**
 * 'View cart' of a cart toast. Sonner's Toaster sits outside the router, so the page
 * that shows the toast hands it the way to the cart.
 */
export function useViewCart(): () => void {
  const navigate = useNavigate()
  return useCallback(() => void navigate(paths.cart), [navigate])
}

/**
 * Says the cart grew ('Added to Cart', 'Products Added'; docs/product-rules.md §4): at
 * the top, under the sticky header (the offset is src/web/ui/toaster.tsx's), so on a
 * phone it never covers the Add to Cart button or the stepper the thumb is on; on a
 * wide screen under the header's cart link. 'View cart' goes to the cart, and the
 * toast goes away when the shopper moves to another page.
 */
export function toastCartGrew(title: string, description: string, viewCart: () => void): void {
  toast.success(title, {
    // One cart toast at a time: a second tap's toast takes the first one's place
    // instead of stacking behind it (where it would peek over the sticky header).
    id: 'cart-grew',
    description,
    position: 'top-right',
    untilPageChanges: true,
    // Time to reach 'View cart'; sonner also waits while it is hovered or focused.
    duration: 6_000,
    action: { label: 'View cart', onClick: viewCart },
  })
}
