import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * State for a button that shows and hides a panel (WAI-ARIA disclosure pattern),
 * small enough for the storefront header where a menu library would cost ~28 KB.
 * The panel closes on Escape, on a click or focus move outside, and on navigation.
 * Spread `containerProps` on an element wrapping both the button and the panel.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<T>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Close on navigation, adjusting state during render rather than in an effect.
  const { key } = useLocation()
  const [seenKey, setSeenKey] = useState(key)
  if (seenKey !== key) {
    setSeenKey(key)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const isInside = (node: EventTarget | null) =>
      node instanceof Node && containerRef.current?.contains(node) === true
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setOpen(false)
    }
    // Escape while focus is elsewhere on the page (e.g. after a mouse click in Safari,
    // which does not focus buttons). Escape inside is handled by onKeyDown below.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !isInside(document.activeElement)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const containerProps = {
    ref: containerRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return
      // Stop here so an enclosing disclosure (mobile menu) stays open.
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget
      if (next instanceof Node && !containerRef.current?.contains(next)) setOpen(false)
    },
  }

  return {
    open,
    setOpen,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    buttonRef,
    containerProps,
  }
}
