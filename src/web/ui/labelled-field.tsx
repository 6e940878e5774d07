import type { ComponentProps, ComponentType, ElementType } from 'react'
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form'
import { FormField } from './form-field.tsx'
import { Input } from './input.tsx'

/** What the field sets on its control itself. */
type SetByField = 'id' | 'name' | 'form' | 'onChange' | 'onBlur' | 'ref' | 'className'

export type LabelledFieldProps<TValues extends FieldValues, TControl extends ElementType> = {
  /** The react-hook-form form the field belongs to (only what the field reads of it). */
  form: Pick<UseFormReturn<TValues>, 'register' | 'getFieldState' | 'formState'>
  name: Path<TValues>
  /** How react-hook-form reads the value, e.g. `{ valueAsNumber: true }`. */
  registerOptions?: RegisterOptions<TValues, Path<TValues>>
  id: string
  label: string
  /** Shown after the label, e.g. '(optional)'. */
  hint?: string
  /** The field's box (label, control and message), e.g. 'sm:col-span-2'. */
  className?: string
  /** The control's own classes, e.g. 'tabular-nums'. */
  controlClassName?: string
  /** The control: Input unless told (AmountInput, Select, FormTextarea...). */
  as?: TControl
} & Omit<ComponentProps<TControl>, SetByField>

/**
 * One form field by its name: the label, the control registered under `name`, and
 * the field's message beside it (tied by aria-describedby, flagged by aria-invalid).
 * Other props go to the control, e.g. type, autoComplete or a Select's options.
 */
export function LabelledField<
  TValues extends FieldValues,
  TControl extends ElementType = typeof Input,
>({
  form,
  name,
  registerOptions,
  id,
  label,
  hint,
  className,
  controlClassName,
  as,
  ...controlProps
}: LabelledFieldProps<TValues, TControl>) {
  // The control's own props are checked at the call site, against `as`.
  const Control = (as ?? Input) as ComponentType<Record<string, unknown>>
  const error = form.getFieldState(name, form.formState).error?.message
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Control
          {...control}
          {...controlProps}
          className={controlClassName}
          {...form.register(name, registerOptions)}
        />
      )}
    </FormField>
  )
}
