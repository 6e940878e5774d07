import { WifiOff } from 'lucide-react'
import { formatManilaTime } from '#web/checkout/order-format.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { cn } from '#web/ui/cn.ts'

/** 'This is your order as last seen on …', over the copy this device kept. */
export function OfflineOrderNotice({ seenAt, className }: { seenAt: string; className?: string }) {
  const online = useOnline()
  return (
    <p
      role="status"
      className={cn(
        'flex gap-1.5 rounded-md bg-stone-100 px-3 py-2 text-sm font-medium text-stone-900',
        className,
      )}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* Offline, the shop's own notice above already says so. */}
      <span>{`${online ? 'We could not reach the shop. ' : ''}This is your order as last seen on ${formatManilaTime(seenAt)}.`}</span>
    </p>
  )
}
