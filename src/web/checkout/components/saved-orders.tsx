import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { formatManilaDate } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { OrderAgainButton } from '#web/checkout/components/order-again-button.tsx'
import { listSeenOrders, type SeenOrder } from '#web/checkout/seen-orders.ts'
import { useOrderAgainAction } from '#web/checkout/use-order-again-action.ts'

/**
 * 'Orders on this device' (issue 31 §6): the orders this browser keeps (seen-orders.ts),
 * each opening its page and with 'Order again' (by the token the device keeps). Read
 * after the page has loaded: the server's render knows nothing of this device.
 */
export function SavedOrders() {
  const [saved, setSaved] = useState<SeenOrder[]>([])
  useEffect(() => setSaved(listSeenOrders()), [])
  const orderAgain = useOrderAgainAction()
  const [asked, setAsked] = useState<string | null>(null)
  if (saved.length === 0) return null
  return (
    <section aria-labelledby="saved-orders-heading" className="mt-10">
      <h2 id="saved-orders-heading" className="text-lg font-bold text-stone-900">
        Orders on this device
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Order again puts the same items in your cart at today&apos;s prices. Nothing is ordered
        until you check out.
      </p>
      <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
        {saved.map(({ order }) => (
          <li key={order.orderId} className="grid gap-2 py-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={paths.orderPage(order.accessToken)}
                className="font-medium text-brand-800 underline"
              >
                Order {order.orderId}
              </Link>
              <span className="text-sm text-stone-600">
                {formatManilaDate(order.createdAt)} · {order.items.length}{' '}
                {order.items.length === 1 ? 'item' : 'items'} · {formatPeso(order.totalCentavos)}
              </span>
            </div>
            <OrderAgainButton
              explained={false}
              pending={orderAgain.pending && asked === order.accessToken}
              onOrderAgain={() => {
                setAsked(order.accessToken)
                orderAgain.run(order.accessToken)
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
