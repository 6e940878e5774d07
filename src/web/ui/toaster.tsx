import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toasterMounted } from './toast.ts'

/**
 * Toasts at the top (the cart's, src/web/cart/cart-toast.ts) sit under the sticky
 * header: 4rem and its 1px border (site-header.tsx, admin-top-bar.tsx), and a gap.
 * The rest keep sonner's corners.
 */
const belowHeader = { top: 'calc(4rem + 1px + 12px)' }
const belowHeaderOnPhones = { top: 'calc(4rem + 1px + 8px)' }

/** 'View cart' and 'Undo' are for thumbs: 32 px tall rather than sonner's 24. */
const toastOptions = {
  actionButtonStyle: { height: '2rem', paddingInline: '0.75rem', fontSize: '0.875rem' },
}

/** sonner's Toaster, loaded on demand by ToasterSlot. */
export function Toaster() {
  // Runs after Sonner's own effects (children first), so it is already listening.
  useEffect(() => toasterMounted(), [])
  // Clickable while a modal dialog (which disables pointer events on the page) is open.
  return (
    <Sonner
      richColors
      closeButton
      offset={belowHeader}
      mobileOffset={belowHeaderOnPhones}
      toastOptions={toastOptions}
      style={{ pointerEvents: 'auto' }}
    />
  )
}
