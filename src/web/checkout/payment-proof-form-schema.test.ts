import { describe, expect, it } from 'vitest'
import { imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import { paymentProofFormSchema, proofFileProblem } from './payment-proof-form-schema.ts'

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'proof.png', { type: 'image/png' })

/** The first message per field, as the form shows it. */
function messages(input: unknown): Record<string, string> {
  const result = paymentProofFormSchema.safeParse(input)
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('proofFileProblem', () => {
  it('takes a PNG or a JPEG of up to 5 MB', () => {
    expect(proofFileProblem({ size: 1, type: 'image/png' })).toBeNull()
    expect(proofFileProblem({ size: MAX_IMAGE_BYTES, type: 'image/jpeg' })).toBeNull()
  })

  it("refuses a file over 5 MB with the server's words", () => {
    expect(proofFileProblem({ size: MAX_IMAGE_BYTES + 1, type: 'image/png' })).toBe(
      imageMessages.tooLarge.description,
    )
  })

  it('refuses what is not a PNG or a JPEG by its type', () => {
    for (const type of ['image/gif', 'application/pdf', 'image/webp', '']) {
      expect(proofFileProblem({ size: 100, type })).toBe(paymentMessages.proofFile)
    }
  })
})

describe('paymentProofFormSchema', () => {
  it('gives back the file and the reference number without spaces', () => {
    const file = png()
    const result = paymentProofFormSchema.parse({
      referenceNumber: ' 1234 567 890123 ',
      file: [file],
    })
    expect(result).toEqual({ referenceNumber: '1234567890123', file })
  })

  it('names both fields when nothing is given', () => {
    expect(messages({ referenceNumber: '', file: undefined })).toEqual({
      referenceNumber: paymentMessages.referenceNumber,
      file: paymentMessages.proofFile,
    })
    expect(messages({ referenceNumber: '', file: [] })).toMatchObject({
      file: paymentMessages.proofFile,
    })
  })

  it('refuses a reference number that is not 13 digits', () => {
    for (const referenceNumber of [
      '123456789012',
      '12345678901234',
      '12345678901a3',
      'x'.repeat(41),
    ]) {
      expect(messages({ referenceNumber, file: [png()] })).toEqual({
        referenceNumber: paymentMessages.referenceNumber,
      })
    }
  })

  it('refuses a screenshot over 5 MB before it is sent', () => {
    expect(
      messages({ referenceNumber: '1234567890123', file: [png(MAX_IMAGE_BYTES + 1)] }),
    ).toEqual({ file: imageMessages.tooLarge.description })
  })
})
