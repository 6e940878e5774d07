import type { ComponentProps } from 'react'
import { cn } from '#web/ui/cn.ts'

/** A native checkbox in the back office's form look; its label is the caller's. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn('size-4 accent-brand-700', className)} {...props} />
}
