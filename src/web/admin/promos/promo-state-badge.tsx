import { cn } from '#web/ui/cn.ts'
import type { PromoState } from './promo-dates.ts'

const looks: Record<PromoState, { label: string; className: string }> = {
  running: { label: 'Running', className: 'bg-green-100 text-green-900' },
  scheduled: { label: 'Scheduled', className: 'bg-sky-100 text-sky-900' },
  ended: { label: 'Ended', className: 'bg-stone-200 text-stone-800' },
}

/** Whether shoppers can see the promo by its dates today (visibility aside). */
export function PromoStateBadge({ state }: { state: PromoState }) {
  const { label, className } = looks[state]
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>
      {label}
    </span>
  )
}
