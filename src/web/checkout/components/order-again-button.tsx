import { RotateCcw } from 'lucide-react'
import { useId } from 'react'
import { ORDER_AGAIN_LABEL } from '#shared/order-again.ts'
import { ORDER_AGAIN_OFFLINE_HINT } from '#web/checkout/use-order-again-action.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { Button } from '#web/ui/button.tsx'

/**
 * 'Order again' (issue 31 §6): fills the cart with the order's items at today's prices.
 * Offline it says why it cannot (as Place Order does); a tap then says it again.
 */
export function OrderAgainButton({
  onOrderAgain,
  pending,
  className,
  explained = true,
}: {
  onOrderAgain: () => void
  pending: boolean
  className?: string
  /** Says what the button does under it (once per page is enough). */
  explained?: boolean
}) {
  const online = useOnline()
  const offlineId = useId()
  return (
    <div className={`grid gap-1 text-sm text-stone-700 ${className ?? ''}`}>
      <Button
        variant="primary"
        className="justify-self-start"
        onClick={onOrderAgain}
        disabled={pending}
        aria-describedby={online ? undefined : offlineId}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {pending ? 'Filling your cart…' : ORDER_AGAIN_LABEL}
      </Button>
      {online ? (
        explained && (
          <p>
            Puts the same items in your cart at today&apos;s prices. Nothing is ordered until you
            check out.
          </p>
        )
      ) : (
        <p id={offlineId}>{ORDER_AGAIN_OFFLINE_HINT}</p>
      )}
    </div>
  )
}
