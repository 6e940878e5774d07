import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { AdminContactMessage } from '#shared/schemas/admin-messages.ts'
import { telHref } from '#web/lib/format.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'

/** One contact-form message: who, how to reach them, what they wrote. */
export function ContactMessageCard({
  message,
  busy,
  onHandled,
}: {
  message: AdminContactMessage
  busy: boolean
  onHandled: (handled: boolean) => void
}) {
  const headingId = `message-${message.id}-subject`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-stone-900 break-words">
            {message.subject}
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            {message.name} ·{' '}
            <a
              className="text-brand-700 underline underline-offset-2"
              href={`mailto:${message.email}`}
            >
              {message.email}
            </a>
            {message.phone && (
              <>
                {' · '}
                <a
                  className="text-brand-700 underline underline-offset-2"
                  href={telHref(message.phone)}
                >
                  {message.phone}
                </a>
              </>
            )}
          </p>
          <p className="mt-1 text-xs text-stone-600">
            Received {formatManilaDateTime(message.createdAt)}
            {message.handledAt && ` · handled ${formatManilaDateTime(message.handledAt)}`}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {message.handledAt ? (
            <Badge tone="neutral">Handled</Badge>
          ) : (
            <Badge tone="amber">Open</Badge>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onHandled(!message.handledAt)}
            aria-label={`${message.handledAt ? 'Reopen' : 'Mark as handled'}: ${message.subject}`}
          >
            {message.handledAt ? 'Reopen' : 'Mark as handled'}
          </Button>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-stone-800">{message.message}</p>
    </article>
  )
}
