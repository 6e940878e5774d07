import { useId, useState } from 'react'
import {
  choicesSummary,
  DEFAULT_RUN_OUT,
  LINE_NOTE_LABEL,
  MAX_LINE_NOTE_LENGTH,
  RUN_OUT_FIELD_LABEL,
  type RunOutChoice,
  runOutChoices,
  runOutLabels,
} from '#shared/preparation.ts'
import { lineName } from './cart-quantity-stepper.tsx'
import type { BundleCartLine, ProductCartLine } from './cart-rules.ts'
import { cart } from './cart-store.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700'

/** '1.5 in, fat on': the choices of a product line, as the counter says them. */
export function LineChoices({ line }: { line: ProductCartLine }) {
  if (!line.choices?.length) return null
  return <p className="text-sm text-stone-700">{choicesSummary(line.choices)}</p>
}

/**
 * 'Special instructions' of a line (issue 31 §2): plain text up to 200 characters, with a
 * counter, saved to the line as it is typed (the cart's price does not depend on it, so
 * no quote is asked for). The field keeps what is typed, spaces included.
 */
export function LineNoteField({ line }: { line: ProductCartLine | BundleCartLine }) {
  const id = useId()
  const counterId = useId()
  const [text, setText] = useState(line.note ?? '')
  const type = (next: string) => {
    const kept = next.slice(0, MAX_LINE_NOTE_LENGTH)
    setText(kept)
    cart.setNote(line.cartId, kept)
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {LINE_NOTE_LABEL}
        <span className="sr-only"> for {lineName(line)}</span>
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_LINE_NOTE_LENGTH}
        value={text}
        onChange={(e) => type(e.target.value)}
        aria-describedby={counterId}
        placeholder="For example: please pack in 2 bags of 500 g"
        className={fieldClass}
      />
      <p id={counterId} className="mt-0.5 text-right text-xs text-stone-600">
        {text.length}/{MAX_LINE_NOTE_LENGTH}
        <span className="sr-only"> characters</span>
      </p>
    </div>
  )
}

/** 'If this runs out' (issue 31 §3): the three choices, 'Text or call me first' by default. */
export function RunOutSelect({ line }: { line: ProductCartLine }) {
  const id = useId()
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {RUN_OUT_FIELD_LABEL}
        <span className="sr-only"> ({lineName(line)})</span>
      </label>
      <select
        id={id}
        value={line.ifRunsOut ?? DEFAULT_RUN_OUT}
        onChange={(e) => cart.setRunOut(line.cartId, e.target.value as RunOutChoice)}
        className={fieldClass}
      >
        {runOutChoices.map((choice) => (
          <option key={choice} value={choice}>
            {runOutLabels[choice]}
          </option>
        ))}
      </select>
    </div>
  )
}
