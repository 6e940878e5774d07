import { z } from 'zod'
import { imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import { referenceNumberSchema } from '#shared/schemas/payments.ts'

/** A GCash screenshot is a PNG or a JPEG (no GIF, unlike the catalog's images). */
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

/**
 * What the browser can tell about a proof before sending it, in the server's words:
 * too large, or not a PNG or JPEG by its type. The server checks the bytes again
 * (a PDF renamed .png passes here and is refused there).
 */
export function proofFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge.description
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return paymentMessages.proofFile
  }
  return null
}

/** A file input gives a FileList (or nothing yet); tests may give an array. */
type ChosenFiles = ArrayLike<File> | null | undefined

/**
 * The 'Upload Proof of Payment' form: the reference number checked as the server
 * checks it (spaces removed, 13 digits) and the one chosen screenshot. The email
 * is not typed: the page already holds the order's.
 */
export const paymentProofFormSchema = z.object({
  referenceNumber: referenceNumberSchema,
  file: z.custom<ChosenFiles>().transform((files, ctx): File => {
    const file = files?.[0]
    const problem = file ? proofFileProblem(file) : paymentMessages.proofFile
    if (problem !== null || !file) {
      ctx.addIssue({ code: 'custom', message: problem ?? paymentMessages.proofFile })
      return z.NEVER
    }
    return file
  }),
})
export type PaymentProofFormInput = z.input<typeof paymentProofFormSchema>
export type PaymentProofFormValues = z.output<typeof paymentProofFormSchema>

/** The fields a 422 from the server may put a message beside. */
export const paymentProofFieldNames = ['referenceNumber', 'file'] as const

export const emptyPaymentProofForm: PaymentProofFormInput = { referenceNumber: '', file: undefined }
