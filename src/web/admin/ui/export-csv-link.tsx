import { Download } from 'lucide-react'
import { buttonClasses } from '#web/ui/button-styles.ts'

/**
 * The Export CSV button of a back-office list: a plain download link, so the browser
 * streams the file and no JavaScript is needed. `href` carries the list's filter.
 */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary' })}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  )
}
