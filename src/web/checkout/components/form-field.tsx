import type { ReactElement } from 'react'
import { FieldError } from '../../ui/field-error'
import { Label } from '../../ui/label'

interface FormFieldProps {
  id: string
  label: string
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
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
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
