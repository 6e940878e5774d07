import { Button } from './button.tsx'

/**
 * Something could not be loaded (network down, server trouble): say so and offer a
 * retry. With a title it stands in for a whole page (an h1); without, for a list.
 */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title?: string
  message: string
  onRetry: () => void
}) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-14 text-center text-stone-800">
      {title && <h1 className="mb-2 text-2xl font-bold text-stone-900">{title}</h1>}
      <p>{message}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
