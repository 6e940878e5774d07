import { Upload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { manualPaymentTexts } from '#shared/manual-payment.ts'
import {
  type ProofPurpose,
  paymentMessages,
  REFERENCE_NUMBER_DIGITS,
} from '#shared/payment-state.ts'
import { useUploadPaymentProof } from '#web/checkout/api/upload-payment-proof.ts'
import {
  emptyPaymentProofForm,
  PROOF_IMAGE_TYPES,
  paymentProofFieldNames,
  paymentProofFormSchema,
} from '#web/checkout/payment-proof-form-schema.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'

export interface UploadProofFormProps {
  /** The order's link token, which the page already holds: the proof is sent to it. */
  token: string
  /** The proof was taken; the order in the cache already says so. */
  onUploaded?: () => void
  /** 'balance' for the rest of a short payment (issue 28 §1). */
  purpose?: ProofPurpose
}

/** The picture chosen in the file input, when it is one the form takes (a PNG or a JPEG). */
function chosenImage(files: unknown): File | null {
  const file = (files as ArrayLike<File> | null | undefined)?.[0]
  return file && (PROOF_IMAGE_TYPES as readonly string[]).includes(file.type) ? file : null
}

/** An address for the chosen file while it is shown, given back when it changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/**
 * 'Upload Proof of Payment': the screenshot and the 13-digit reference number,
 * checked here as the server checks them, so a wrong number or a 6 MB file is told
 * beside its field without a round trip. Loaded when shown (./upload-proof-form.tsx).
 */
export function UploadProofFormFields({
  token,
  onUploaded,
  purpose = 'payment',
  fileInputId,
}: UploadProofFormProps & { fileInputId: string }) {
  const upload = useUploadPaymentProof()
  const { form, onSubmit, pending } = useApiForm({
    schema: paymentProofFormSchema,
    defaultValues: emptyPaymentProofForm,
    fieldNames: paymentProofFieldNames,
    submit: ({ referenceNumber, file }) =>
      upload.mutateAsync({ token, referenceNumber, file, purpose }),
    onSuccess: (_order, form) => {
      toast.success(paymentMessages.proofSubmittedToast, {
        description: paymentMessages.proofSubmittedDescription,
      })
      form.reset()
      onUploaded?.()
    },
    // Too large, or not an image by its bytes: the server's words belong beside the file.
    onFailure: (error, form) => {
      if (!isApiError(error) || (error.status !== 413 && error.status !== 415)) return false
      form.setError('file', { message: error.message })
      form.setFocus('file')
      return true
    },
    failureTitle: 'Proof Not Sent',
  })
  const { errors } = form.formState
  const chosen = useWatch({ control: form.control, name: 'file' })
  const preview = useObjectUrl(chosenImage(chosen))

  return (
    <form
      id="upload-proof-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="upload-proof-heading"
      className="grid gap-4 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id="upload-proof-heading" className="font-semibold text-stone-900">
        {purpose === 'balance'
          ? 'Upload Proof of the Remaining Payment'
          : 'Upload Proof of Payment'}
      </h3>
      <FormField
        id={fileInputId}
        label="Screenshot of your GCash payment"
        hint="(PNG or JPEG, up to 5 MB)"
        error={errors.file?.message}
      >
        {(c) => (
          <input
            {...c}
            type="file"
            accept={PROOF_IMAGE_TYPES.join(',')}
            // The form is noValidate: this only tells assistive technology.
            required
            disabled={pending}
            className="block w-full min-w-0 text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-stone-900 aria-invalid:text-brand-700"
            {...form.register('file')}
          />
        )}
      </FormField>
      {preview && (
        <img
          src={preview}
          alt={manualPaymentTexts.proofPreviewAlt}
          className="h-48 w-auto max-w-full justify-self-start rounded-md border border-stone-200 bg-white object-contain"
        />
      )}
      <LabelledField
        form={form}
        name="referenceNumber"
        id="payment-proof-reference"
        label="GCash reference number"
        hint={`(${REFERENCE_NUMBER_DIGITS} digits)`}
        inputMode="numeric"
        autoComplete="off"
        aria-required="true"
        maxLength={40}
        disabled={pending}
        controlClassName="tabular-nums"
      />
      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        <Upload aria-hidden="true" className="size-4" />
        {pending ? 'Uploading...' : 'Upload Proof of Payment'}
      </Button>
    </form>
  )
}
