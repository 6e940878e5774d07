import type { RefObject } from 'react'
import { ACCEPTED_IMAGE_TYPES } from '#shared/media.ts'

/**
 * The hidden file input of a one-image field: the field's own button opens it through
 * `inputRef`, and the chosen image goes to `onFile`. Out of the tab order, since the
 * button is what keyboard users reach.
 */
export function SingleImageFileInput({
  inputRef,
  label,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  /** Read by screen readers ('Image file'). */
  label: string
  onFile: (file: File) => void
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0]
        if (file) onFile(file)
      }}
    />
  )
}
