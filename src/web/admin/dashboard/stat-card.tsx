import { ArrowDownRight, ArrowUpRight, type LucideIcon, Minus } from 'lucide-react'
import { useId } from 'react'
import type { DashboardStat } from '#shared/schemas/dashboard.ts'
import { cn } from '#web/ui/cn.ts'
import { type ChangeTrend, describeChange } from './dashboard-format.ts'

const trendStyles: Record<ChangeTrend, { icon: LucideIcon | null; className: string }> = {
  up: { icon: ArrowUpRight, className: 'text-green-800' },
  down: { icon: ArrowDownRight, className: 'text-red-700' },
  flat: { icon: Minus, className: 'text-stone-600' },
  none: { icon: null, className: 'text-stone-600' },
}

/**
 * One figure of the last 30 days and how it moved against the 30 before. The sign
 * and the arrow carry the direction, so colour is never the only clue.
 */
export function StatCard({
  title,
  icon: Icon,
  stat,
  format,
  note,
}: {
  title: string
  icon: LucideIcon
  stat: DashboardStat
  format: (value: number) => string
  /** A line under the figure, e.g. the revenue as estimated at checkout. */
  note?: string | null
}) {
  const headingId = useId()
  const change = describeChange(stat.changePercent)
  const trend = trendStyles[change.trend]
  const TrendIcon = trend.icon
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-sm font-medium text-stone-700">
          {title}
        </h3>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-xl font-bold whitespace-nowrap text-stone-900 tabular-nums sm:text-2xl xl:text-xl 2xl:text-2xl">
        {format(stat.value)}
      </p>
      {note && <p className="mt-1 text-xs text-stone-600">{note}</p>}
      <p className={cn('mt-2 flex items-center gap-1 text-xs font-medium', trend.className)}>
        {TrendIcon && <TrendIcon aria-hidden="true" className="size-4 shrink-0" />}
        {change.text}
      </p>
    </section>
  )
}
