import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** A native select (keyboard and screen readers for free) styled like <Input>. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="block h-10 w-full appearance-none rounded-md border border-stone-300 bg-white py-0 pr-9 pl-3 text-base text-stone-900 disabled:opacity-60 sm:text-sm"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600"
      />
    </div>
  )
}
