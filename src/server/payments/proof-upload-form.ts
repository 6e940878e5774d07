import { AppError, validationFailed } from '#server/http/errors.ts'
import { MultipartStream, unreadableUpload } from '#server/http/multipart-stream.ts'
import { imageTooLarge, MAX_UPLOAD_BODY_BYTES } from '#server/media/read-upload.ts'
import { MAX_IMAGE_BYTES } from '#shared/media.ts'
import { type ProofPurpose, paymentMessages, proofPurposes } from '#shared/payment-state.ts'
import { referenceNumberSchema } from '#shared/schemas/payments.ts'

/** A leading field's most bytes: a reference number with spaces, or a purpose. */
const MAX_FIELD_BYTES = 256

/** What the form says before its file. */
export interface ProofFields {
  referenceNumber: string
  purpose: ProofPurpose
}

/**
 * The proof form as it arrives (decision 0082): `referenceNumber` and `purpose`
 * first, then `file`, as the order page sends them (FormData keeps their order).
 * `readFields` stops at the file's headers, so the route checks the order before a
 * byte of the image is read; `readFile` then reads it, at most 5 MB.
 */
export class ProofUploadForm {
  private fileAhead = false

  private constructor(private readonly parts: MultipartStream) {}

  /** 400 for a body that is not a multipart form, 413 when it says it is too large. */
  static open(request: Request): ProofUploadForm {
    try {
      return new ProofUploadForm(
        MultipartStream.open(request, {
          maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
          maxFileBytes: MAX_IMAGE_BYTES,
          maxFieldBytes: MAX_FIELD_BYTES,
          tooLarge: imageTooLarge,
        }),
      )
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw notAForm()
      throw err
    }
  }

  /**
   * The fields before the file, checked; 422 naming each one wrong or missing (a field
   * sent after the file counts as missing), and the file too when none follows.
   */
  async readFields(): Promise<ProofFields> {
    let reference: string | null | undefined
    let purpose: string | null | undefined
    for (let part = await this.parts.nextPart(); part; part = await this.parts.nextPart()) {
      if (part.name === 'file') {
        // A text field named 'file' is no file; an empty file input is checked once read.
        this.fileAhead = part.fileName !== null
        break
      }
      // Every field before the file is short: at most 10 parts of 256 bytes are read
      // before the order is checked, whatever their names.
      const text = await this.parts.readText(MAX_FIELD_BYTES)
      if (part.name === 'referenceNumber') reference = text
      else if (part.name === 'purpose') purpose = text
      else if (text === null) throw unreadableUpload()
      // Longer than any valid value: refused as it is, nothing more is read.
      if (text === null) break
    }
    const checked = referenceNumberSchema.safeParse(reference ?? undefined)
    const purposeRead = readPurpose(purpose)
    if (!checked.success || !purposeRead || !this.fileAhead) {
      throw validationFailed({
        ...(checked.success ? {} : { referenceNumber: paymentMessages.referenceNumber }),
        ...(this.fileAhead || reference === null || purpose === null
          ? {}
          : { file: paymentMessages.proofFile }),
        ...(purposeRead ? {} : { purpose: paymentMessages.proofPurpose }),
      })
    }
    return { referenceNumber: checked.data, purpose: purposeRead }
  }

  /** The file's bytes, once `readFields` found it: 413 past 5 MB, 422 when empty. */
  async readFile(): Promise<Uint8Array> {
    if (!this.fileAhead) throw new Error('readFile before readFields found the file')
    const bytes = await this.parts.readBytes(MAX_IMAGE_BYTES, imageTooLarge)
    // A file input left empty is sent as a nameless file of no bytes.
    if (bytes.byteLength === 0) throw validationFailed({ file: paymentMessages.proofFile })
    return bytes
  }
}

const notAForm = () =>
  new AppError(
    400,
    'bad_request',
    'Send the proof as multipart/form-data: referenceNumber and purpose, then the file.',
  )

/** 'payment' when absent (the first proof), 'balance' for the rest of a short payment. */
function readPurpose(value: string | null | undefined): ProofPurpose | null {
  if (value === undefined || value === '') return 'payment'
  if (value === null) return null
  return (proofPurposes as readonly string[]).includes(value) ? (value as ProofPurpose) : null
}
