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
 * counter; kept in the field while typed and saved to the line when the field changes
 * (on leaving it), so the cart is not re-priced at every key.
 */
export function LineNoteField({ line }: { line: ProductCartLine | BundleCartLine }) {
  const id = useId()
  const counterId = useId()
  const saved = line.note ?? ''
  const [text, setText] = useState(saved)
  const save = () => {
    if (text !== saved) cart.setNote(line.cartId, text)
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
        onChange={(e) => setText(e.target.value.slice(0, MAX_LINE_NOTE_LENGTH))}
        onBlur={save}
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
