import { useId, useState } from 'react'
import { formatPeso } from '#shared/money.ts'
import { lineTitleWithChoices } from '#shared/preparation.ts'
import {
  allowedRunOutActions,
  type RunOutAction,
  runOutActionLabels,
  runOutMessages,
} from '#shared/run-out.ts'
import type { AdminOrder, OrderItemView } from '#shared/schemas/orders.ts'
import { useMarkLineUnavailable } from '#web/admin/orders/api/mark-line-unavailable.ts'
import { useProductOptions } from '#web/admin/products/api/get-product-options.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { Select } from '#web/ui/select.tsx'
import { toast } from '#web/ui/toast.ts'

const successText: Record<RunOutAction, string> = {
  remove: runOutMessages.markedRemoved,
  replace: runOutMessages.markedReplaced,
  call: runOutMessages.markedCall,
}

/**
 * 'Mark unavailable' on a product line (issue 31 §3): offers exactly what the shopper
 * chose ('If this runs out'), and after 'Call the customer', Remove or Replace as agreed
 * on the phone. Replace picks a published product in stock at the line's price per kg
 * or less; the server checks all of it again.
 */
export function RunOutControl({ order, item }: { order: AdminOrder; item: OrderItemView }) {
  const [open, setOpen] = useState(false)
  const actions = allowedRunOutActions(item.ifRunsOut, item.runOutOutcome)
  if (item.kind !== 'product' || actions.length === 0) return null
  const title = lineTitleWithChoices(item.name, item.choices)
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        aria-label={`Mark unavailable: ${title}`}
        onClick={() => setOpen(true)}
      >
        Mark unavailable
      </Button>
    )
  }
  return (
    <RunOutPanel
      order={order}
      item={item}
      title={title}
      actions={actions}
      onClose={() => setOpen(false)}
    />
  )
}

function RunOutPanel({
  order,
  item,
  title,
  actions,
  onClose,
}: {
  order: AdminOrder
  item: OrderItemView
  title: string
  actions: RunOutAction[]
  onClose: () => void
}) {
  const mark = useMarkLineUnavailable(order.orderId)
  const [replacementId, setReplacementId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pickerId = useId()
  const send = (action: RunOutAction) => {
    setError(null)
    const replacementProductId = action === 'replace' ? Number(replacementId) : undefined
    if (action === 'replace' && !replacementProductId) {
      setError(runOutMessages.replacementRequired)
      return
    }
    mark.mutate(
      {
        itemId: item.id,
        action,
        packingVersion: order.packingVersion,
        ...(replacementProductId ? { replacementProductId } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Line Marked Unavailable', {
            description: `${title}: ${successText[action]}`,
          })
          onClose()
        },
        onError: (failure) => setError(apiErrorMessage(failure)),
      },
    )
  }
  return (
    <fieldset className="mt-2 rounded-md border border-stone-200 bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{title} ran out</legend>
      <div className="flex flex-wrap items-end gap-2">
        {actions.includes('replace') && (
          <ReplacementPicker
            id={pickerId}
            item={item}
            value={replacementId}
            onChange={setReplacementId}
          />
        )}
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'call' ? 'secondary' : 'primary'}
            disabled={mark.isPending}
            onClick={() => send(action)}
          >
            {runOutActionLabels[action]}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClose} disabled={mark.isPending}>
          Cancel
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function ReplacementPicker({
  id,
  item,
  value,
  onChange,
}: {
  id: string
  item: OrderItemView
  value: string
  onChange: (value: string) => void
}) {
  const products = useProductOptions()
  const limit = item.pricePerKgCentavos ?? null
  const candidates = (products.data ?? []).filter(
    (p) =>
      p.visibility === 'published' &&
      p.stockGrams > 0 &&
      p.pricePerKgCentavos !== undefined &&
      (limit === null || p.pricePerKgCentavos <= limit) &&
      p.name !== item.name,
  )
  return (
    <div className="min-w-48 flex-1">
      <label htmlFor={id} className="block text-xs font-medium text-stone-700">
        Replace with{limit === null ? '' : ` (${formatPeso(limit)}/kg or less)`}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{products.isPending ? 'Loading products…' : 'Pick a product'}</option>
        {candidates.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} · {formatPeso(p.pricePerKgCentavos ?? 0)}/kg
          </option>
        ))}
      </Select>
    </div>
  )
}
