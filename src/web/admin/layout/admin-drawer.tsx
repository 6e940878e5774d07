import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import type { StaffRole } from '#shared/roles.ts'
import { AdminBrand } from './admin-brand.tsx'
import { AdminNav } from './admin-nav.tsx'

/** The sidebar as a slide-in drawer on screens too narrow to show it beside the page. */
export function AdminDrawer({ role }: { role: StaffRole }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-stone-800 hover:bg-cream-100 lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 lg:hidden" />
        {/* No description: the title and the links say it all. */}
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl lg:hidden"
        >
          <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
          <AdminBrand />
          <AdminNav role={role} onNavigate={() => setOpen(false)} />
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-cream-100">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
