import { Eye } from 'lucide-react'
import { Button } from '#web/ui/button.tsx'

/** The View button of an order row: opens that order's dialog. */
export function ViewOrderButton({
  orderId,
  onView,
}: {
  orderId: string
  onView: (orderId: string) => void
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`View order ${orderId}`}
      onClick={() => onView(orderId)}
    >
      <Eye aria-hidden="true" className="size-4" />
      View
    </Button>
  )
}
