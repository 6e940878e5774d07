import { ImageUp, X } from 'lucide-react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { SingleImageFileInput } from '#web/admin/media/single-image-file-input.tsx'
import { useSingleImageUpload } from '#web/admin/media/use-single-image-upload.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { UploadProgress } from './upload-progress.tsx'

/** Only a finished-looking address is previewed, so half-typed text fetches nothing. */
function looksLikeAddress(value: string) {
  return /^(\/[^\s/]\S*|https?:\/\/\S[^\s.]*\.\S+)$/.test(value.trim())
}

interface ImageUrlFieldProps<T extends FieldValues, TOutput> {
  id: string
  /** Any form whose field `name` holds an address. */
  control: Control<T, unknown, TOutput>
  name: Path<T>
}

/**
 * The one image of a bundle, recipe or promo: an address typed in, or a file
 * uploaded (POST /api/admin/media) whose stored address fills the same field.
 */
export function ImageUrlField<T extends FieldValues, TOutput>({
  id,
  control,
  name,
}: ImageUrlFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name })
  const value = (field.value as string | null | undefined) ?? ''
  const onChange = field.onChange
  const error = fieldState.error?.message
  const { fileInput, upload, send } = useSingleImageUpload(onChange)

  const uploading = upload !== null
  return (
    <div className="space-y-2">
      <FormField id={id} label="Image URL" hint="(optional)" error={error}>
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="url"
            placeholder="https://... or upload an image"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <SingleImageFileInput
          inputRef={fileInput}
          label="Image file"
          onFile={(file) => void send(file)}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {uploading ? 'Uploading...' : 'Upload image'}
        </Button>
        {value && !uploading && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            <X aria-hidden="true" className="size-4" />
            Remove image
          </Button>
        )}
      </div>
      {upload && <UploadProgress fileName={upload.fileName} progress={upload.progress} />}
      {looksLikeAddress(value) && !error && (
        <img
          src={value}
          alt="Preview"
          className="h-32 w-auto rounded-md bg-cream-100 object-cover"
        />
      )}
    </div>
  )
}
