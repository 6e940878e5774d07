import { ImageUp, RotateCcw } from 'lucide-react'
import { type Control, useController } from 'react-hook-form'
import { defaultHomepageImage, type HomepageImageSlot } from '#shared/schemas/admin-settings.ts'
import type { HomepageSettings } from '#shared/schemas/settings.ts'
import { SingleImageFileInput } from '#web/admin/media/single-image-file-input.tsx'
import { useSingleImageUpload } from '#web/admin/media/use-single-image-upload.ts'
import { UploadProgress } from '#web/admin/ui/form/upload-progress.tsx'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { toast } from '#web/ui/toast.ts'

export type HomepageImageField =
  | 'heroImage'
  | `categoryImages.${Exclude<HomepageImageSlot, 'hero'>}`

interface HomepageImagePickerProps {
  control: Control<HomepageSettings>
  name: HomepageImageField
  slot: HomepageImageSlot
  /** 'Hero image', 'Beef' ... */
  label: string
}

/**
 * One homepage picture: its preview, Change (uploads the file at once and puts it
 * in the form) and Reset to Original. Nothing is live until the section is saved.
 */
export function HomepageImagePicker({ control, name, slot, label }: HomepageImagePickerProps) {
  const { field, fieldState } = useController({ control, name })
  const value = field.value as string
  const { fileInput, upload, send } = useSingleImageUpload(field.onChange)
  const id = `homepage-${slot}`
  const original = defaultHomepageImage(slot)

  function reset() {
    field.onChange(original)
    toast.success('Image Reset', {
      description: `${label} is back to the original. Save Homepage Settings to make it live.`,
    })
  }

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="font-medium text-sm text-stone-900">{label}</legend>
      <img
        src={value}
        alt={`${label} preview`}
        className={
          slot === 'hero'
            ? 'aspect-[21/9] w-full rounded-md bg-cream-100 object-cover'
            : 'aspect-square w-full rounded-md bg-cream-100 object-cover'
        }
      />
      <SingleImageFileInput
        inputRef={fileInput}
        label={`${label} file`}
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
          {upload ? 'Uploading...' : 'Change'}
          <span className="sr-only"> {label}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={upload !== null || value === original}
          onClick={reset}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset to Original
          <span className="sr-only"> ({label})</span>
        </Button>
      </div>
      {upload && <UploadProgress fileName={upload.fileName} progress={upload.progress} />}
      <FieldError id={`${id}-error`} message={fieldState.error?.message} />
    </fieldset>
  )
}
