import type { ReactNode } from 'react'

/** A titled part of the order dialog, named for screen readers by its heading. */
export function OrderDialogSection({
  headingId,
  title,
  children,
}: {
  headingId: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  )
}
