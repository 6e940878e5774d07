import { Minus, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from './cn.ts'

interface QuantityStepperProps {
  id?: string
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  /** Names the number box and the two buttons, e.g. 'Quantity'. */
  label?: string
  disabled?: boolean
  className?: string
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max)

/** A quantity as typed: a whole number, or null while the box holds something else ('', '-'). */
export function typedQuantity(text: string): number | null {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number.parseInt(text, 10) : null
}

/**
 * Minus, a number box and plus. What is typed counts at every keystroke (the total
 * beside it follows), brought into range: above `max` it counts as `max` and the box
 * keeps what was typed until it loses focus, so the page can say why (issue 26).
 * Below `min`, or while the box is empty, the last quantity stands until the box
 * loses focus or Enter, when the box shows the quantity that counts.
 *
 * Before the app has started, the buttons step the box themselves (`data-step-for`,
 * read by the page's start-up script, decision 0071), and the app takes the count in
 * when it starts.
 */
export function QuantityStepper({
  id,
  value,
  onChange,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  label = 'Quantity',
  disabled = false,
  className,
}: QuantityStepperProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const top = Math.max(min, max)
  const [text, setText] = useState(String(value))
  // A new value from outside (a button, a unit change) replaces what was typed, unless
  // what was typed still means that value (60 typed, 48 in stock).
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    const typed = typedQuantity(text)
    if (typed === null || clamp(typed, min, top) !== value) setText(String(value))
  }

  const typeText = (next: string) => {
    setText(next)
    const typed = typedQuantity(next)
    if (typed === null || typed < min) return
    const counted = Math.min(typed, top)
    setShown(counted)
    if (counted !== value) onChange(counted)
  }
  const commit = () => {
    const typed = typedQuantity(text)
    const next = typed === null ? value : clamp(typed, min, top)
    setText(String(next))
    setShown(next)
    if (next !== value) onChange(next)
  }
  const step = (delta: number) => onChange(clamp(value + delta, min, top))
  const buttonClass =
    'inline-flex size-10 items-center justify-center text-stone-800 hover:bg-cream-100 disabled:pointer-events-none disabled:opacity-40'

  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-md border border-stone-300 bg-white',
        className,
      )}
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={disabled || value <= min}
        onClick={() => step(-1)}
        data-step-for={inputId}
        data-step="-1"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max === Number.MAX_SAFE_INTEGER ? undefined : top}
        step={1}
        value={text}
        disabled={disabled}
        onChange={(event) => typeText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
        className="h-10 w-14 [appearance:textfield] border-x border-stone-300 text-center text-base font-semibold text-stone-900 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={`Increase ${label.toLowerCase()}`}
        disabled={disabled || value >= top}
        onClick={() => step(1)}
        data-step-for={inputId}
        data-step="1"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
