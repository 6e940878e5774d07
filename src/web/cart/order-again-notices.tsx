import { Info } from 'lucide-react'
import { useLocation } from 'react-router'

/**
 * What 'Order again' (issue 31 §6) says on the cart it filled: lines no longer
 * available, prices that changed, choices left out. Handed over in the navigation's
 * state, so it shows once, on the cart the shopper lands on, and never on a cart opened
 * otherwise.
 */
export interface OrderAgainCartState {
  orderAgainNotices: string[]
}

export function orderAgainCartState(notices: string[]): OrderAgainCartState {
  return { orderAgainNotices: notices }
}

function noticesIn(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return []
  const notices = (state as Partial<OrderAgainCartState>).orderAgainNotices
  return Array.isArray(notices) ? notices.filter((n): n is string => typeof n === 'string') : []
}

export function OrderAgainNotices() {
  const notices = noticesIn(useLocation().state)
  if (notices.length === 0) return null
  return (
    <section
      aria-labelledby="order-again-notices-heading"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id="order-again-notices-heading" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4" />
        Since your last order
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </section>
  )
}
