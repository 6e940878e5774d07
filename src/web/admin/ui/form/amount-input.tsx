import type { ComponentProps } from 'react'
import { Input } from '#web/ui/input.tsx'

/** A box for pesos or kilograms: the decimal keypad on phones, never below 0. */
export function AmountInput(props: ComponentProps<'input'>) {
  return <Input type="number" inputMode="decimal" min={0} {...props} />
}
