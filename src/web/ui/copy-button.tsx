import { Copy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { toast } from './toast.ts'

/**
 * Puts `text` on the clipboard. Where the browser has no clipboard (an old phone, a
 * page not served over HTTPS) or refuses, the element `selectId` names is selected so
 * the shopper can copy it from there. True when it was copied.
 */
export async function copyText(text: string, selectId?: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard')
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const shown = selectId ? document.getElementById(selectId) : null
    if (shown) window.getSelection()?.selectAllChildren(shown)
    return false
  }
}

interface CopyButtonProps {
  text: string
  /** The element showing the text: selected when the clipboard is not available. */
  selectId?: string
  children: ReactNode
  copied: string
  failed: { title: string; description: string }
  className?: string
}

/** A 'Copy …' button: the text to the clipboard and a toast that says so. */
export function CopyButton({
  text,
  selectId,
  children,
  copied,
  failed,
  className,
}: CopyButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() =>
        void copyText(text, selectId).then((ok) =>
          ok
            ? toast.success(copied, { untilPageChanges: true })
            : toast.error(failed.title, {
                description: failed.description,
                untilPageChanges: true,
              }),
        )
      }
    >
      <Copy aria-hidden="true" className="size-4" />
      {children}
    </Button>
  )
}
