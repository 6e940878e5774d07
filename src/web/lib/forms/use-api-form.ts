import { zodResolver } from '@hookform/resolvers/zod'
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { toast } from '#web/ui/toast.ts'
import { splitFieldErrors } from './split-field-errors.ts'

/** A form's values as typed (`TValues`) and as its schema gives them back (`TChecked`). */
export type ApiForm<TValues extends FieldValues, TChecked> = UseFormReturn<
  TValues,
  unknown,
  TChecked
>

export interface ApiFormOptions<TValues extends FieldValues, TChecked, TResult> {
  /** The schema the API checks the same request with, so both give the same messages. */
  schema: z.ZodType<TChecked, TValues>
  /** Partial for fields with no sensible start (the checkout's zone: the shopper picks one). */
  defaultValues: DefaultValues<NoInfer<TValues>>
  /** The fields a 422's messages may name; the messages for anything else go in the toast. */
  fieldNames: readonly Path<NoInfer<TValues>>[]
  /**
   * Sends the form once its own checks pass. Gets the checked values and the values
   * as typed: a form whose schema turns pesos into centavos sends what was typed, and
   * the server reads it with the same schema.
   */
  submit: (checked: TChecked, typed: TValues) => Promise<TResult>
  onSuccess?: (result: TResult, form: ApiForm<TValues, TChecked>) => void | Promise<void>
  /**
   * A failure the form answers its own way (a 401 at login, a used link); returns
   * true when it did, and nothing more is shown.
   */
  onFailure?: (error: unknown, form: ApiForm<TValues, TChecked>) => boolean
  /** The title of the toast for any other failure, e.g. 'User not saved'. */
  failureTitle: string
  /** The form's own checks failed and nothing was sent (the fields show why). */
  onInvalid?: SubmitErrorHandler<TValues>
}

/**
 * Puts a 422's field messages beside the form's fields and focuses the first.
 * Returns how many fields got one and the messages no field shows; null when
 * `error` is not a 422 with field messages.
 */
export function showFieldErrors<TValues extends FieldValues, TChecked>(
  form: ApiForm<TValues, TChecked>,
  error: unknown,
  fieldNames: readonly Path<TValues>[],
): { placed: number; other: string[] } | null {
  if (!isApiError(error) || error.status !== 422 || !error.fields) return null
  const split = splitFieldErrors(error.fields, fieldNames)
  const names = Object.keys(split.form) as Path<TValues>[]
  for (const name of names) form.setError(name, { message: split.form[name] })
  if (names[0]) form.setFocus(names[0])
  return { placed: names.length, other: split.other }
}

/**
 * The one way a form talks to the API: react-hook-form checked by the shared zod
 * schema, the request sent once those checks pass, the server's 422 messages put
 * beside the same fields, and any other failure a toast titled `failureTitle` with
 * the words of `apiErrorMessage`. Success and failure toasts are the caller's, so
 * each form says what it did.
 */
export function useApiForm<TValues extends FieldValues, TChecked, TResult>({
  schema,
  defaultValues,
  fieldNames,
  submit,
  onSuccess,
  onFailure,
  failureTitle,
  onInvalid,
}: ApiFormOptions<TValues, TChecked, TResult>) {
  const form = useForm<TValues, unknown, TChecked>({
    resolver: zodResolver(schema),
    defaultValues,
  })

  const onSubmit = form.handleSubmit(async (checked) => {
    let result: TResult
    try {
      result = await submit(checked, form.getValues())
    } catch (error) {
      if (onFailure?.(error, form)) return
      const shown = showFieldErrors(form, error, fieldNames)
      if (shown === null) {
        toast.error(failureTitle, { description: apiErrorMessage(error) })
      } else if (shown.other.length > 0) {
        toast.error(failureTitle, { description: shown.other.join(' ') })
      }
      return
    }
    await onSuccess?.(result, form)
  }, onInvalid)

  return { form, onSubmit, pending: form.formState.isSubmitting }
}
