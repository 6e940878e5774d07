import { type ReactNode, useId } from 'react'
import { cn } from '#web/ui/cn.ts'

/** A white card with a heading, named by it for screen readers. */
export function DashboardPanel({
  title,
  action,
  className,
  children,
}: {
  title: string
  /** A link beside the heading, e.g. 'View all'. */
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-stone-900">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  )
}
