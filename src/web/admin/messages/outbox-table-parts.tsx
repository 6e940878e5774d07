import type { ReactNode } from 'react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { OutboxStatus } from '#shared/schemas/admin-messages.ts'
import { TableHeader, type TableHeaderColumn } from '#web/admin/ui/table-header.tsx'
import { Button } from '#web/ui/button.tsx'

/** What the email and the text outboxes share: the scroller, the caption and the header. */
export function OutboxTableFrame({
  caption,
  minWidthClass,
  columns,
  children,
}: {
  caption: string
  /** 'min-w-[48rem]': wide enough that a phone scrolls the table rather than squeezing it. */
  minWidthClass: string
  columns: TableHeaderColumn[]
  children: ReactNode
}) {
  return (
    // relative: the sr-only labels (absolutely placed) stay inside the scroller on a phone.
    <div className="relative overflow-x-auto">
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader
          className="border-b border-stone-200 text-stone-700"
          columns={[...columns, { label: 'Actions', srOnly: true }]}
        />
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  )
}

/** When it was queued and when it went ('—' until then). */
export function OutboxTimes({ createdAt, sentAt }: { createdAt: string; sentAt: string | null }) {
  return (
    <>
      <td className="px-4 py-3 whitespace-nowrap">{formatManilaDateTime(createdAt)}</td>
      <td className="px-4 py-3 whitespace-nowrap">{sentAt ? formatManilaDateTime(sentAt) : '—'}</td>
    </>
  )
}

/** 'Retry' a failed one, 'Send now' a waiting one; nothing once sent or when `allowed` is false. */
export function OutboxRetryCell({
  status,
  allowed = true,
  busy,
  name,
  onRetry,
}: {
  status: OutboxStatus
  allowed?: boolean
  busy: boolean
  /** What the button's accessible name says it retries: a subject, a text and its number. */
  name: string
  onRetry: () => void
}) {
  const action = status === 'failed' ? 'Retry' : 'Send now'
  return (
    <td className="px-4 py-3 text-right">
      {status !== 'sent' && allowed && (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={onRetry}
          aria-label={`${action}: ${name}`}
        >
          {action}
        </Button>
      )}
    </td>
  )
}
