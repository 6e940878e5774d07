import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A card's title link, stretched to cover the whole card (the card must be `relative`). */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded-sm after:absolute after:inset-0 hover:text-brand-700">
      {children}
    </Link>
  )
}
