import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import type { RecipeInput, RecipeWrite } from '#shared/schemas/admin-catalog.ts'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { Input } from '#web/ui/input.tsx'

interface TextRowsFieldProps {
  control: Control<RecipeInput, unknown, RecipeWrite>
  name: 'ingredients' | 'steps'
  /** 'Ingredients' */
  legend: string
  /** 'Ingredient': each row's label, numbered. */
  rowLabel: string
  /** Steps show their number beside the box. */
  numbered?: boolean
}

let nextRowKey = 0
const newKey = () => {
  nextRowKey += 1
  return nextRowKey
}

/**
 * A list of text rows (ingredients or steps): add, edit, remove. At least one row
 * is always shown; empty rows are dropped on save (docs/product-rules.md §5, by the schema).
 */
export function TextRowsField({ control, name, legend, rowLabel, numbered }: TextRowsFieldProps) {
  const { field, fieldState } = useController({ control, name })
  const rows = field.value ?? []
  // Stable keys so removing a middle row keeps focus and text on the right boxes.
  const shown = rows.length > 0 ? rows : ['']
  const [keys, setKeys] = useState(() => shown.map(newKey))
  const shownKeys = keys.length === shown.length ? keys : shown.map((_, i) => keys[i] ?? newKey())
  const errorId = `recipe-${name}-error`

  const change = (next: string[], nextKeys: number[]) => {
    setKeys(nextKeys)
    field.onChange(next)
  }
  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <ol className="mt-2 space-y-2">
        {shown.map((text, index) => (
          <li key={shownKeys[index]} className="flex items-center gap-2">
            {numbered && (
              <span aria-hidden="true" className="w-6 text-right text-sm text-stone-700">
                {index + 1}.
              </span>
            )}
            <Input
              aria-label={`${rowLabel} ${index + 1}`}
              value={text}
              onBlur={field.onBlur}
              onChange={(event) =>
                change(
                  shown.map((row, i) => (i === index ? event.target.value : row)),
                  shownKeys,
                )
              }
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
              disabled={shown.length === 1 && text === ''}
              onClick={() =>
                change(
                  shown.filter((_, i) => i !== index),
                  shownKeys.filter((_, i) => i !== index),
                )
              }
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => change([...shown, ''], [...shownKeys, newKey()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add {rowLabel.toLowerCase()}
      </Button>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  )
}
