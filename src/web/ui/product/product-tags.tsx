import { TAG_NEW, TAG_SALE, TAG_SOLD_OUT } from '#shared/product-tags.ts'
import { Badge, type BadgeTone } from '#web/ui/badge.tsx'
import { cn } from '#web/ui/cn.ts'

const toneFor = (tag: string): BadgeTone =>
  tag === TAG_SALE ? 'brand' : tag === TAG_NEW ? 'green' : tag === TAG_SOLD_OUT ? 'dark' : 'neutral'

/** NEW, SALE, SOLD OUT and any hand-set tag, as small badges. */
export function ProductTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone={toneFor(tag)}>{tag}</Badge>
        </li>
      ))}
    </ul>
  )
}
