import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#web/ui/cn.ts'

interface AdminDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** A sentence under the title, read by screen readers as the description. */
  description?: string
  /** 'lg' for forms with many fields (products), 'xl' for an order, 'md' otherwise. */
  size?: 'md' | 'lg' | 'xl'
  children: ReactNode
}

function isInsideToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-sonner-toaster]') !== null
}

/**
 * The add/edit dialog shell of every management screen: full screen on phones,
 * centred and scrolling on wider screens, focus kept inside, Escape closes.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
}: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          // Without a description, say so explicitly (Radix warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Closing a toast is not leaving the form: keep the dialog and what was typed.
          onInteractOutside={(event) => {
            if (isInsideToast(event.target)) event.preventDefault()
          }}
          className={cn(
            'fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full overflow-y-auto bg-white p-5 shadow-xl sm:top-8 sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)] sm:rounded-xl sm:p-6',
            { md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-4xl' }[size],
          )}
        >
          <Dialog.Title className="pr-12 text-xl font-bold text-stone-900">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-1 text-sm text-stone-700">
              {description}
            </Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-cream-100">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
