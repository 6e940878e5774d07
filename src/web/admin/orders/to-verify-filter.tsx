import { BadgeCheck } from 'lucide-react'
import { Button } from '#web/ui/button.tsx'

/**
 * 'To verify': only GCash orders whose proof of payment waits for staff (issue 17). A
 * toggle rather than another select, since it is on or off and staff reach for it daily;
 * aria-pressed tells screen readers which.
 */
export function ToVerifyFilter({
  pressed,
  onChange,
}: {
  pressed: boolean
  onChange: (pressed: boolean) => void
}) {
  return (
    <Button
      variant={pressed ? 'primary' : 'secondary'}
      aria-pressed={pressed}
      className="flex-1 sm:flex-none"
      onClick={() => onChange(!pressed)}
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      To verify
    </Button>
  )
}
