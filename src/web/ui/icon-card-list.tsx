import type { LucideIcon } from 'lucide-react'
import { cn } from './cn.ts'

export interface IconCard {
  title: string
  text: string
  icon: LucideIcon
}

/** A grid of cards, each an icon in a circle, a title and a sentence (values, blurbs, promo types). */
export function IconCardList({
  items,
  className,
  centered = false,
  outlined = false,
}: {
  items: readonly IconCard[]
  /** Grid columns and spacing, e.g. 'mt-10 md:grid-cols-3'. */
  className?: string
  centered?: boolean
  outlined?: boolean
}) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {items.map(({ title, text, icon: Icon }) => (
        <li
          key={title}
          className={cn(
            'rounded-xl bg-white p-6 shadow-sm',
            centered && 'text-center',
            outlined && 'ring-1 ring-stone-200',
          )}
        >
          <span
            className={cn(
              'flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700',
              centered && 'mx-auto',
            )}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
          <p className="mt-2 text-stone-700">{text}</p>
        </li>
      ))}
    </ul>
  )
}
