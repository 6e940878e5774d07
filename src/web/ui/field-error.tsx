/** The message shown beside a form field; linked to the field by id via aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-brand-700">
      {message}
    </p>
  )
}
