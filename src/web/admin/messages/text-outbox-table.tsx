import { formattedMobile } from '#shared/mobile-number.ts'
import { PHONE_CODE_TEXT_KIND, type TextKind, textKindLabels } from '#shared/order-texts.ts'
import type { AdminOutboxText } from '#shared/schemas/admin-messages.ts'
import { OutboxStatusBadge } from './outbox-status-badge.tsx'
import { OutboxRetryCell, OutboxTableFrame, OutboxTimes } from './outbox-table-parts.tsx'

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
    <OutboxTableFrame
      caption="Texts in the outbox, newest first"
      minWidthClass="min-w-[56rem]"
      columns={['To', 'Text', 'Status', 'Attempts', 'Gateway ID', 'Created', 'Sent']}
    >
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
          <OutboxTimes createdAt={text.createdAt} sentAt={text.sentAt} />
          <OutboxRetryCell
            status={text.status}
            // A code was for one checkout: never sent again.
            allowed={text.kind !== PHONE_CODE_TEXT_KIND}
            busy={retryingId === text.id}
            name={`${kindLabel(text.kind)} to ${text.to}`}
            onRetry={() => onRetry(text.id)}
          />
        </tr>
      ))}
    </OutboxTableFrame>
  )
}
