import type { ReactNode } from 'react'
import { cn } from './cn.ts'

export type BadgeTone = 'brand' | 'dark' | 'green' | 'amber' | 'neutral'

/** Every tone passes WCAG AA for its small bold text. */
const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-700 text-white',
  dark: 'bg-stone-900 text-white',
  green: 'bg-green-800 text-white',
  amber: 'bg-amber-100 text-amber-900',
  neutral: 'bg-stone-200 text-stone-900',
}

export function Badge({
  tone = 'brand',
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded px-2 py-0.5 text-xs font-bold tracking-wide uppercase',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
