import type { ComponentProps } from 'react'
import { Input } from '#web/ui/input.tsx'

/** A box for a count (minutes, days, orders): the number keypad on phones, whole steps, never below 0. */
export function WholeNumberInput(props: ComponentProps<'input'>) {
  return <Input type="number" inputMode="numeric" min={0} step={1} {...props} />
}
