import { lazy, Suspense } from 'react'
import { Skeleton } from '#web/ui/skeleton.tsx'
import type { UploadProofFormProps } from './upload-proof-form-fields.tsx'

/** The screenshot's input, which 'Upload again' takes the shopper to. */
export const PROOF_FILE_INPUT_ID = 'payment-proof-file'

// react-hook-form and zod come with the form, and only to a GCash order that takes a
// proof: the order status page is a landing page held to the first-page budget, and
// most orders it shows (cash on delivery, a proof sent or verified) have no form.
const UploadProofFormFields = lazy(() =>
  import('./upload-proof-form-fields.tsx').then((m) => ({ default: m.UploadProofFormFields })),
)

/** 'Upload Proof of Payment', its place held while it loads. */
export function UploadProofForm(props: UploadProofFormProps) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full rounded-lg" />}>
      <UploadProofFormFields {...props} fileInputId={PROOF_FILE_INPUT_ID} />
    </Suspense>
  )
}
