import { ImageUp, Trash2 } from 'lucide-react'
import { type Control, useController } from 'react-hook-form'
import { manualPaymentTexts as texts } from '#shared/manual-payment.ts'
import type { GcashSettingsInput } from '#shared/schemas/admin-settings.ts'
import { SingleImageFileInput } from '#web/admin/media/single-image-file-input.tsx'
import { useSingleImageUpload } from '#web/admin/media/use-single-image-upload.ts'
import { UploadProgress } from '#web/admin/ui/form/upload-progress.tsx'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { toast } from '#web/ui/toast.ts'

/**
 * The shop's QR Ph code (issue 32 §4): its preview, Upload/Change (sent at once through
 * the admin media upload, as the homepage pictures are; the form keeps its `/media/…`
 * path) and Remove. Nothing changes for shoppers until the section is saved.
 */
export function QrImagePicker({ control }: { control: Control<GcashSettingsInput> }) {
  const { field, fieldState } = useController({ control, name: 'qrImage' })
  const value = field.value ?? null
  const { fileInput, upload, send } = useSingleImageUpload(field.onChange)

  function remove() {
    field.onChange(null)
    toast.success(texts.qrRemovedToast, { description: texts.qrRemovedDescription })
  }

  return (
    <fieldset className="min-w-0 space-y-2 sm:col-span-2" aria-describedby="gcash-qr-hint">
      <legend className="font-medium text-sm text-stone-900">{texts.qrLegend}</legend>
      <p id="gcash-qr-hint" className="text-sm text-stone-600">
        {texts.qrHint}
      </p>
      {value && (
        <img
          src={value}
          alt={texts.qrPreviewAlt}
          className="size-40 rounded-md bg-white object-contain ring-1 ring-stone-200"
        />
      )}
      <SingleImageFileInput
        inputRef={fileInput}
        label={texts.qrFileLabel}
        onFile={(file) => void send(file)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          ref={field.ref}
          variant="secondary"
          size="sm"
          disabled={upload !== null}
          onClick={() => fileInput.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {upload ? 'Uploading...' : value ? texts.changeQr : texts.uploadQr}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" disabled={upload !== null} onClick={remove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.removeQr}
            <span className="sr-only"> ({texts.qrLegend})</span>
          </Button>
        )}
      </div>
      {upload && <UploadProgress fileName={upload.fileName} progress={upload.progress} />}
      <FieldError id="gcash-qr-error" message={fieldState.error?.message} />
    </fieldset>
  )
}
