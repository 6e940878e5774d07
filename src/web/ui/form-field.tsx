import type { ReactElement } from 'react'
import { FieldError } from './field-error.tsx'
import { Label } from './label.tsx'

interface FormFieldProps {
  id: string
  label: string
  /** Shown after the label, e.g. '(optional)'. */
  hint?: string
  error: string | undefined
  className?: string
  /** Renders the control with the ids that tie it to its label and message. */
  children: (control: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactElement
}

/** Label, control and the message beside it (linked by aria-describedby). */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {hint && <span className="font-normal text-stone-600"> {hint}</span>}
      </Label>
      <div className="mt-1">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
