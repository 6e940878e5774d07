import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formattedMobile } from '#shared/mobile-number.ts'
import { PHONE_CODE_TEXT_KIND, type TextKind, textKindLabels } from '#shared/order-texts.ts'
import type { AdminOutboxText } from '#shared/schemas/admin-messages.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { Button } from '#web/ui/button.tsx'
import { OutboxStatusBadge } from './outbox-status-badge.tsx'

/** 'Out for delivery'; an unknown kind as it is stored. */
const kindLabel = (kind: string) => textKindLabels[kind as TextKind] ?? kind

/**
 * Each text with its number, kind, message (order links hidden by the server: they
 * are secrets) and what the gateway said. Failed texts can be retried, waiting ones
 * sent now; a code never (it was for one checkout).
 */
export function TextOutboxTable({
  texts,
  retryingId,
  onRetry,
}: {
  texts: AdminOutboxText[]
  retryingId: number | undefined
  onRetry: (id: number) => void
}) {
  return (
    // relative: the sr-only labels (absolutely placed) stay inside the scroller on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Texts in the outbox, newest first</caption>
        <TableHeader
          className="border-b border-stone-200 text-stone-700"
          columns={[
            'To',
            'Text',
            'Status',
            'Attempts',
            'Gateway ID',
            'Created',
            'Sent',
            { label: 'Actions', srOnly: true },
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {texts.map((text) => (
            <tr key={text.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">{formattedMobile(text.to.slice(1))}</td>
              <td className="px-4 py-3">
                <p className="font-medium text-stone-900">
                  {kindLabel(text.kind)}
                  {text.orderId && <span className="text-stone-600"> · {text.orderId}</span>}
                </p>
                <p className="mt-1 text-xs break-words text-stone-700">{text.message}</p>
                {text.lastError && (
                  <p className="mt-1 text-xs text-red-800">Last error: {text.lastError}</p>
                )}
              </td>
              <td className="px-4 py-3">
                <OutboxStatusBadge status={text.status} />
                {text.gatewayStatus && (
                  <p className="mt-1 text-xs text-stone-600">Gateway: {text.gatewayStatus}</p>
                )}
              </td>
              <td className="px-4 py-3">{text.attempts}</td>
              <td className="px-4 py-3 break-all">{text.gatewayMessageId ?? '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatManilaDateTime(text.createdAt)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {text.sentAt ? formatManilaDateTime(text.sentAt) : '—'}
              </td>
              <td className="px-4 py-3 text-right">
                {text.status !== 'sent' && text.kind !== PHONE_CODE_TEXT_KIND && (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={retryingId === text.id}
                    onClick={() => onRetry(text.id)}
                    aria-label={`${text.status === 'failed' ? 'Retry' : 'Send now'}: ${kindLabel(text.kind)} to ${text.to}`}
                  >
                    {text.status === 'failed' ? 'Retry' : 'Send now'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
