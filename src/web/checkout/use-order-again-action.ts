import { useNavigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import { cart } from '#web/cart/cart-store.ts'
import { orderAgainCartState } from '#web/cart/order-again-notices.tsx'
import { useOrderAgain } from '#web/checkout/api/order-again.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { cartLineOf } from './order-again-lines.ts'

/** Said when 'Order again' is asked for offline. */
export const ORDER_AGAIN_OFFLINE =
  'You are offline. Order again works when you are back online; nothing was added to your cart.'
/** Under the button while offline: the shop's own notice already says 'You are offline'. */
export const ORDER_AGAIN_OFFLINE_HINT = 'Order again works when you are back online.'

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine

/** What the toast says when the shop did not fill the cart. */
function failureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'network_error') return ORDER_AGAIN_OFFLINE
    // 422 (nothing to reorder), 404 (the link opens no order), 429: the shop's own words.
    if (error.status === 422 || error.status === 404 || error.status === 429) return error.message
  }
  return 'We could not fill your cart. Please try again.'
}

/**
 * 'Order again' (issue 31 §6): asks the shop for the order's lines at today's prices,
 * adds them to the cart, and goes to the cart, which shows what changed. It only fills
 * the cart: nothing is ordered until the shopper checks out.
 */
export function useOrderAgainAction() {
  const navigate = useNavigate()
  const orderAgain = useOrderAgain()
  const run = (token: string) => {
    if (isOffline()) {
      toast.error('Nothing added', { description: ORDER_AGAIN_OFFLINE })
      return
    }
    orderAgain.mutate(token, {
      onSuccess: (again) => {
        for (const line of again.lines) cart.add(cartLineOf(line))
        void navigate(paths.cart, { state: orderAgainCartState(again.notices) })
      },
      onError: (error) => toast.error('Nothing added', { description: failureText(error) }),
    })
  }
  return { run, pending: orderAgain.isPending }
}
