import { useId } from 'react'
import { formatPeso } from '#shared/money.ts'
import type { OptionChoice, OptionGroup } from '#shared/preparation.ts'
import { cn } from '#web/ui/cn.ts'

/** What the shopper picked: a choice id per group ('' for 'No preference' in an optional group). */
export type ChosenByGroup = Readonly<Record<string, string>>

/** The value of an optional group's 'No preference' radio. */
export const NO_PREFERENCE = ''

/** '+₱20.00/kg' beside a choice with an extra. */
export function extraText(choice: Pick<OptionChoice, 'extraPerKgCentavos'>): string | null {
  return choice.extraPerKgCentavos > 0 ? `+${formatPeso(choice.extraPerKgCentavos)}/kg` : null
}

const cardClass =
  'relative flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg border-2 px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700'

function ChoiceCard({
  name,
  value,
  label,
  extra,
  checked,
  available,
  onChoose,
}: {
  name: string
  value: string
  label: string
  extra: string | null
  checked: boolean
  available: boolean
  onChoose: (value: string) => void
}) {
  return (
    <label
      className={cn(
        cardClass,
        checked ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-stone-400',
        !available && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={!available}
        onChange={() => onChoose(value)}
        // Invisible but covering the whole card, so a tap anywhere on it is a tap on the radio.
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
      <span className="font-semibold text-stone-900">
        {label}
        {!available && <span className="font-normal text-stone-700"> (not available today)</span>}
      </span>
      {extra && <span className="shrink-0 text-stone-700">{extra}</span>}
    </label>
  )
}

/**
 * One option group (issue 31 §1) as a native radio group: a fieldset named by its
 * legend, arrow keys move between its choices, a switched-off choice is shown disabled
 * '(not available today)'. A required group starts with nothing chosen and says so;
 * an optional one starts at 'No preference'. The server renders the same radios: they
 * are listed without JavaScript, and a tap before the app starts is replayed once it
 * has (decision 0071).
 */
function OptionGroupField({
  group,
  radioName,
  chosen,
  error,
  onChoose,
}: {
  group: OptionGroup
  radioName: string
  chosen: string
  error: string | undefined
  onChoose: (choiceId: string) => void
}) {
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-option-group={group.id}>
      <legend className="text-sm font-semibold text-stone-800">
        {group.name}
        {group.required ? (
          <span className="ml-1 font-normal text-brand-800">(required)</span>
        ) : (
          <span className="ml-1 font-normal text-stone-600">(optional)</span>
        )}
      </legend>
      {/* 'Choose a thickness' after Add to Cart with nothing chosen here (checkChoices). */}
      <p id={errorId} aria-live="polite" className="text-sm font-semibold text-brand-800">
        {error ?? null}
      </p>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {!group.required && (
          <ChoiceCard
            name={radioName}
            value={NO_PREFERENCE}
            label="No preference"
            extra={null}
            checked={chosen === NO_PREFERENCE}
            available
            onChoose={onChoose}
          />
        )}
        {group.choices.map((choice) => (
          <ChoiceCard
            key={choice.id}
            name={radioName}
            value={choice.id}
            label={choice.label}
            extra={extraText(choice)}
            checked={chosen === choice.id}
            available={choice.available}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** The product's option groups, in the order staff gave them. */
export function OptionGroups({
  productId,
  groups,
  chosen,
  errors = {},
  onChoose,
}: {
  productId: number
  groups: readonly OptionGroup[]
  chosen: ChosenByGroup
  errors?: Readonly<Record<string, string>>
  onChoose: (groupId: string, choiceId: string) => void
}) {
  if (groups.length === 0) return null
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <OptionGroupField
          key={group.id}
          group={group}
          radioName={`option-${productId}-${group.id}`}
          chosen={chosen[group.id] ?? NO_PREFERENCE}
          error={errors[group.id]}
          onChoose={(choiceId) => onChoose(group.id, choiceId)}
        />
      ))}
    </div>
  )
}
