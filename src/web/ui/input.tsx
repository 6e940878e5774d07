import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-brand-600 disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}

/** A shopper's own email address, which the form needs (checkout, order lookup, contact). */
export function RequiredEmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" autoComplete="email" aria-required="true" {...props} />
}
