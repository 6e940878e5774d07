import type { ComponentProps } from 'react'
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-styles.ts'

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  // type defaults to "button" so a button inside a form never submits by accident.
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />
}
