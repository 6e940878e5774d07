import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'
import { buttonClasses } from '#web/ui/button-styles.ts'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  /** While the action runs: the confirm button is disabled and says so. */
  pending?: boolean
  /** What the confirm button says while pending; 'Deleting...' unless told. */
  pendingLabel?: string
  onConfirm: () => void
  /** More than a question: fields under the description (a packed weight's agreement). */
  children?: ReactNode
}

/**
 * Asks before something that cannot be undone (deleting) or is unusual (a packed
 * weight beyond the tolerance). Focus starts on Cancel, so Enter alone never confirms.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  pendingLabel = 'Deleting...',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-stone-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ variant: 'primary' }, 'bg-red-700 hover:bg-red-800')}
              disabled={pending}
              onClick={(event) => {
                // Stay open until the action settles; the caller closes on success.
                event.preventDefault()
                onConfirm()
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
