import { Eye, EyeOff } from 'lucide-react'
import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import { Button } from '#web/ui/button.tsx'

/**
 * The eye button (docs/product-rules.md §4): published shows an open eye and hides the item;
 * draft shows a closed eye and publishes it.
 */
export function VisibilityButton({
  name,
  visibility,
  pending = false,
  onToggle,
}: {
  name: string
  visibility: Visibility
  pending?: boolean
  onToggle: (next: Visibility) => void
}) {
  const published = visibility === 'published'
  const Icon = published ? Eye : EyeOff
  return (
    <Button
      variant="ghost"
      size="icon"
      disabled={pending}
      aria-label={published ? `Hide ${name} (set to draft)` : `Publish ${name}`}
      title={published ? 'Published: click to set to draft' : 'Draft: click to publish'}
      onClick={() => onToggle(published ? 'draft' : 'published')}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  )
}
