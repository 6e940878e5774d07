import { Minus, Plus } from 'lucide-react'
import { useState } from 'react'
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

/**
 * Minus, a number box and plus. The box accepts typing; what was typed is brought
 * into range (whole numbers, min to max) when it loses focus or on Enter.
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
  const [text, setText] = useState(String(value))
  // A new value from outside (a button, a unit change) replaces what was typed.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }

  const commit = () => {
    const typed = Number.parseInt(text, 10)
    const next = Number.isNaN(typed) ? value : clamp(typed, min, Math.max(min, max))
    setText(String(next))
    if (next !== value) onChange(next)
  }
  const step = (delta: number) => onChange(clamp(value + delta, min, Math.max(min, max)))
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
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        step={1}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
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
        disabled={disabled || value >= max}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
