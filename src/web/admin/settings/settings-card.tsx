import type { ReactNode } from 'react'

interface SettingsCardProps {
  id: string
  title: string
  description?: string
  children: ReactNode
}

/** One section of the Settings screen: a card with its own heading. */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
