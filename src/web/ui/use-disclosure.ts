import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * State for a button that shows and hides a panel (WAI-ARIA disclosure pattern),
 * small enough for the storefront header where a menu library would cost ~28 KB.
 * The panel closes on Escape, on a click or keyboard focus outside, and on navigation.
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
    // "click", not "pointerdown": closing on press would collapse the panel under
    // the pointer and move whatever the person was about to click.
    // composedPath, not contains(target): the clicked icon may already be swapped out
    // of the DOM by the re-render this very click caused.
    const onClick = (event: MouseEvent) => {
      const container = containerRef.current
      if (container && !event.composedPath().includes(container)) setOpen(false)
    }
    // Keyboard focus leaving the panel (Tab past the last link). Mouse focus is left
    // to onClick for the same reason as above; :focus-visible tells the two apart.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof Element && !isInside(target) && target.matches(':focus-visible')) {
        setOpen(false)
      }
    }
    // Escape while focus is elsewhere on the page (e.g. after a mouse click in Safari,
    // which does not focus buttons). Escape inside is handled by onKeyDown below.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isInside(document.activeElement)) setOpen(false)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const containerProps = {
    ref: containerRef,
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return
      // Stop here so an enclosing disclosure (the phone menu) stays open.
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
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
