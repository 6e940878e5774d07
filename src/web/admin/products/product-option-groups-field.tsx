import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { MAX_OPTION_CHOICES, MAX_OPTION_GROUPS } from '#shared/preparation.ts'
import { AmountInput } from '#web/admin/ui/form/amount-input.tsx'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { WholeNumberInput } from '#web/admin/ui/form/whole-number-input.tsx'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { newOptionChoice, newOptionGroup, type ProductForm } from './product-form-values.ts'

/**
 * Issue 31 §1: 'Preparation options', groups such as 'Thickness' or 'Cut', each required
 * or optional, with choices that may add a price per kilogram and may be switched off
 * for today. Groups and choices keep their ids (carts holding them stay valid); new
 * ones are given ids by the server. The shared product schema checks every field.
 */
export function ProductOptionGroupsField({ form }: { form: ProductForm }) {
  const groups = useFieldArray({ control: form.control, name: 'optionGroups', keyName: 'key' })
  const error = form.getFieldState('optionGroups', form.formState).error
  const message = error?.message ?? error?.root?.message
  return (
    <fieldset className="sm:col-span-2" aria-describedby="product-option-groups-error">
      <legend className="text-sm font-medium text-stone-800">Preparation options</legend>
      <p className="mt-1 text-sm text-stone-600">
        Thickness, cut or trim the shopper chooses; an extra is added to the price per kg.
      </p>
      <ol className="mt-3 space-y-4">
        {groups.fields.map((group, index) => (
          <li key={group.key} className="rounded-lg border border-stone-200 p-3">
            <OptionGroupRow
              form={form}
              index={index}
              count={groups.fields.length}
              onMove={(to) => groups.move(index, to)}
              onRemove={() => groups.remove(index)}
            />
          </li>
        ))}
      </ol>
      <FieldError id="product-option-groups-error" message={message} />
      {groups.fields.length < MAX_OPTION_GROUPS && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => groups.append(newOptionGroup())}
        >
          <Plus aria-hidden="true" className="size-4" /> Add option group
        </Button>
      )}
    </fieldset>
  )
}

function OptionGroupRow({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: ProductForm
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
}) {
  const name = useWatch({ control: form.control, name: `optionGroups.${index}.name` })
  const label = name?.trim() || `Option group ${index + 1}`
  const choices = useFieldArray({
    control: form.control,
    name: `optionGroups.${index}.choices`,
    keyName: 'key',
  })
  const id = `product-option-${index}`
  const choicesError = form.getFieldState(`optionGroups.${index}.choices`, form.formState).error
  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <LabelledField
          form={form}
          name={`optionGroups.${index}.name`}
          id={`${id}-name`}
          label="Option name"
          placeholder="e.g. Thickness"
          className="min-w-40 flex-1"
        />
        <div className="flex h-10 items-center gap-2 text-sm text-stone-900">
          <Checkbox id={`${id}-required`} {...form.register(`optionGroups.${index}.required`)} />
          <label htmlFor={`${id}-required`}>Required</label>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <ul className="mt-3 space-y-2" aria-label={`Choices of ${label}`}>
        {choices.fields.map((choice, c) => (
          <li key={choice.key} className="flex flex-wrap items-end gap-3">
            <LabelledField
              form={form}
              name={`optionGroups.${index}.choices.${c}.label`}
              id={`${id}-choice-${c}-label`}
              label="Choice"
              placeholder="e.g. 1.5 in"
              className="min-w-36 flex-1"
            />
            <LabelledField
              form={form}
              name={`optionGroups.${index}.choices.${c}.extraPerKg`}
              id={`${id}-choice-${c}-extra`}
              label="Extra per kg (₱)"
              as={AmountInput}
              step={0.01}
              placeholder="0"
              className="w-32"
            />
            <div className="flex h-10 items-center gap-2 text-sm text-stone-900">
              <Checkbox
                id={`${id}-choice-${c}-available`}
                {...form.register(`optionGroups.${index}.choices.${c}.available`)}
              />
              <label htmlFor={`${id}-choice-${c}-available`}>Available today</label>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove choice ${c + 1} of ${label}`}
              disabled={choices.fields.length === 1}
              onClick={() => choices.remove(c)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <FieldError
        id={`${id}-choices-error`}
        message={choicesError?.message ?? choicesError?.root?.message}
      />
      {choices.fields.length < MAX_OPTION_CHOICES && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => choices.append(newOptionChoice())}
        >
          <Plus aria-hidden="true" className="size-4" /> Add choice
        </Button>
      )}
    </div>
  )
}

/**
 * Issue 31 §4: sold by the piece ('Ribeye steak, about 350 g'); such a product is always
 * priced by its packed weight.
 */
export function SoldByPieceField({ form }: { form: ProductForm }) {
  const soldByPiece = useWatch({ control: form.control, name: 'soldByPiece' })
  return (
    <div className="sm:col-span-2">
      <div className="flex items-center gap-2 text-sm text-stone-900">
        <Checkbox id="product-sold-by-piece" {...form.register('soldByPiece')} />
        <label htmlFor="product-sold-by-piece" className="font-medium">
          Sold by the piece
        </label>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        The shopper orders pieces; each is priced by its packed weight
      </p>
      {soldByPiece && (
        <LabelledField
          form={form}
          name="averagePieceGrams"
          id="product-average-piece-grams"
          label="Average weight of a piece (g)"
          as={WholeNumberInput}
          className="mt-2 max-w-60"
        />
      )}
    </div>
  )
}
