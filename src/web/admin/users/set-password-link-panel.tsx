import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { SET_PASSWORD_LINK_HOURS } from '#shared/schemas/staff-users.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { toast } from '#web/ui/toast.ts'

/**
 * The one-time link after adding a user (or asking for a new one): shown once, to
 * copy and pass on; the same link was emailed to the user.
 */
export function SetPasswordLinkPanel({
  name,
  email,
  url,
  onDone,
}: {
  name: string
  email: string
  url: string
  onDone: () => void
}) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success('Link copied')
    } catch {
      // No clipboard permission (or an old browser): the field is selected to copy by hand.
      document.querySelector<HTMLInputElement>('#set-password-link')?.select()
      toast.error('Copy failed', { description: 'Select the link and copy it by hand.' })
    }
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-800">
        Send this link to {name} to choose a password. It was also emailed to {email}. It works once
        and is valid for {SET_PASSWORD_LINK_HOURS} hours.
      </p>
      <div>
        <Label htmlFor="set-password-link">Set-password link</Label>
        <div className="mt-1 flex gap-2">
          <Input
            id="set-password-link"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <div className="flex justify-end border-t border-stone-200 pt-4">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  )
}
