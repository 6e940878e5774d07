import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A centred message for an empty list or a missing item, with one way onwards. */
export function EmptyState({
  icon: Icon,
  title,
  headingLevel = 'h2',
  children,
  action,
}: {
  icon: LucideIcon
  title: string
  headingLevel?: 'h1' | 'h2'
  children?: ReactNode
  action?: ReactNode
}) {
  const Heading = headingLevel
  return (
    <div className="mx-auto max-w-md px-4 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-cream-100 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-4 text-2xl font-bold text-stone-900">{title}</Heading>
      {children && <div className="mt-2 text-stone-700">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
