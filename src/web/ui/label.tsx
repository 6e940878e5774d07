import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn('block text-sm font-medium text-stone-800', className)} {...props} />
}
