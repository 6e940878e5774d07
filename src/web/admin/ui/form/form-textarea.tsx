import type { ComponentProps } from 'react'
import { cn } from '#web/ui/cn.ts'

/** A multi-line text box styled like <Input>, for descriptions. */
export function FormTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={3}
      className={cn(
        'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-brand-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}
