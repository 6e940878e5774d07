import { Copy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { copyText } from './copy-text.ts'
import { toast } from './toast.ts'

interface CopyButtonProps {
  text: string
  /** The element showing the text: selected when the clipboard is not available. */
  selectId?: string
  children: ReactNode
  copied: string
  failed: { title: string; description: string }
  className?: string
}

/** A 'Copy …' button (the back office's): the text to the clipboard and a toast that says so. */
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
