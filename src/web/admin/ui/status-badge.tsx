import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import { cn } from '#web/ui/cn.ts'

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        visibility === 'published' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800',
      )}
    >
      {visibility === 'published' ? 'Published' : 'Draft'}
    </span>
  )
}
