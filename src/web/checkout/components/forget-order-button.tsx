import { Trash2 } from 'lucide-react'
import { Button } from '#web/ui/button.tsx'

/**
 * 'Forget this order on this device': the copy kept for offline goes at once (the
 * page says so and shows the order no more). The link in the email still opens it.
 */
export function ForgetOrderButton({ onForget }: { onForget: () => void }) {
  return (
    <div className="mt-6 grid gap-1 text-sm text-stone-700">
      <p>
        This device keeps the order&apos;s items, totals and status for 30 days, so you can see it
        offline.
      </p>
      <Button variant="secondary" className="justify-self-start" onClick={onForget}>
        <Trash2 aria-hidden="true" className="size-4" />
        Forget this order on this device
      </Button>
    </div>
  )
}
