import type { OutboxStatus } from '#shared/schemas/admin-messages.ts'
import { Badge, type BadgeTone } from '#web/ui/badge.tsx'

const labels: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'amber' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'brand' },
}

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { label, tone } = labels[status]
  return <Badge tone={tone}>{label}</Badge>
}
