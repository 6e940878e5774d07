import { Smartphone } from 'lucide-react'
import { useId } from 'react'
import { manualPaymentTexts as texts } from '#shared/manual-payment.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'
import { Button } from '#web/ui/button.tsx'
import { copyText } from '#web/ui/copy-text.ts'
import { toast } from '#web/ui/toast.ts'

/** 'Copy number': the digits to the clipboard, or the number selected where that fails. */
async function copyNumber(accountNumber: string, numberId: string) {
  const copied = await copyText(accountNumber.replace(/\s+/g, ''), numberId)
  if (copied) toast.success(texts.numberCopied, { untilPageChanges: true })
  else
    toast.error(texts.copyFailed, {
      description: texts.copyFailedDescription,
      untilPageChanges: true,
    })
}

/**
 * Where to send a GCash payment, as set by the shop: the shop's QR Ph code when it
 * uploaded one (any bank or e-wallet app scans it), the account name, and the number
 * on one line even on a 360 px phone, with 'Copy number' (issue 32 §4).
 */
export function GcashInstructions({ gcash, id }: { gcash: GcashSettings; id?: string }) {
  const numberId = useId()
  return (
    <section
      id={id}
      aria-label="GCash payment details"
      className="min-w-0 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-stone-800"
    >
      <h3 className="flex items-center gap-2 font-semibold text-stone-900">
        <Smartphone aria-hidden="true" className="size-4 text-sky-800" />
        Pay with GCash
      </h3>
      {gcash.qrImage && (
        <figure className="mt-3 grid justify-items-center gap-1">
          <img
            src={gcash.qrImage}
            alt={texts.qrAlt}
            width={224}
            height={224}
            loading="lazy"
            className="size-56 max-w-full rounded-md bg-white object-contain p-2 ring-1 ring-sky-200"
          />
          <figcaption className="text-stone-700">{texts.qrCaption}</figcaption>
        </figure>
      )}
      <dl className="mt-2 grid gap-2">
        <div>
          <dt className="text-stone-600">Account name</dt>
          <dd className="font-medium">{gcash.accountName}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Account number</dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span
              id={numberId}
              className="whitespace-nowrap font-bold text-lg text-stone-900 tabular-nums tracking-tight"
            >
              {gcash.accountNumber}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void copyNumber(gcash.accountNumber, numberId)}
            >
              {texts.copyNumber}
            </Button>
          </dd>
        </div>
      </dl>
      {gcash.instructions && <p className="mt-2 whitespace-pre-line">{gcash.instructions}</p>}
    </section>
  )
}
