import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toasterMounted } from './toast.ts'

/** sonner's Toaster, loaded on demand by ToasterSlot. */
export function Toaster() {
  // Runs after Sonner's own effects (children first), so it is already listening.
  useEffect(() => toasterMounted(), [])
  // Clickable while a modal dialog (which disables pointer events on the page) is open.
  return <Sonner richColors closeButton style={{ pointerEvents: 'auto' }} />
}
