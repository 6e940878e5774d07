import { ImagePlus, Link2, Star, Trash2 } from 'lucide-react'
import { useEffect } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { MAX_PRODUCT_IMAGES } from '#shared/media.ts'
import { UploadProgress } from '#web/admin/ui/form/upload-progress.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { FieldError } from '#web/ui/field-error.tsx'
import { Input } from '#web/ui/input.tsx'
import { coverAfterRemoving, type ProductForm } from './product-form-values.ts'
import { useImageUploads } from './use-image-uploads.ts'

const accept = 'image/png,image/jpeg,image/gif'

/**
 * Up to 5 images: uploaded files (with progress) or typed addresses. One is the
 * cover; removing it makes the first image the cover (docs/product-rules.md §5).
 */
export function ProductImagesField({
  form,
  onUploadingChange,
}: {
  form: ProductForm
  /** Save waits while a file is still on its way. */
  onUploadingChange: (uploading: boolean) => void
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'images' })
  const cover = useWatch({ control: form.control, name: 'coverImageIndex' }) ?? 0
  const images = useWatch({ control: form.control, name: 'images' }) ?? []
  const uploads = useImageUploads({
    imageCount: fields.length,
    onUploaded: (image) => append({ url: image.url, alt: '', mediaKey: image.mediaKey }),
  })
  useEffect(() => onUploadingChange(uploads.uploading), [uploads.uploading, onUploadingChange])
  const full = fields.length + uploads.running.length >= MAX_PRODUCT_IMAGES
  const error =
    form.formState.errors.images?.message ??
    form.formState.errors.images?.root?.message ??
    form.formState.errors.coverImageIndex?.message

  const setCover = (index: number) => form.setValue('coverImageIndex', index, { shouldDirty: true })
  const removeAt = (index: number) => {
    setCover(coverAfterRemoving(cover, index))
    remove(index)
  }

  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? 'images-error' : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        Images{' '}
        <span className="font-normal text-stone-600">
          ({fields.length} of {MAX_PRODUCT_IMAGES})
        </span>
      </legend>

      {fields.length > 0 && (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {fields.map((field, index) => {
            const url = images[index]?.url ?? ''
            const isCover = index === cover
            return (
              <li
                key={field.id}
                className={cn(
                  'flex gap-3 rounded-lg border p-2',
                  isCover ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200',
                )}
              >
                {field.mediaKey || url.startsWith('/') ? (
                  <img
                    src={url}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded bg-cream-100 object-cover"
                  />
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded bg-cream-100 text-stone-600">
                    <Link2 aria-hidden="true" className="size-5" />
                  </span>
                )}
                <div className="min-w-0 flex-1 space-y-2">
                  {!field.mediaKey && (
                    <Input
                      aria-label={`Image ${index + 1} address`}
                      placeholder="https://… or /images/…"
                      {...form.register(`images.${index}.url`)}
                    />
                  )}
                  <Input
                    aria-label={`Image ${index + 1} alt text`}
                    placeholder="Describe the image"
                    {...form.register(`images.${index}.alt`)}
                  />
                  <div className="flex flex-wrap items-center gap-2">
                    {isCover && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                        Cover
                      </span>
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-pressed={isCover}
                      aria-label={`Set image ${index + 1} as cover`}
                      onClick={() => setCover(index)}
                    >
                      <Star aria-hidden="true" className="size-4" />
                      Set as cover
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove image ${index + 1}`}
                      onClick={() => removeAt(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      {uploads.running.length > 0 && (
        <ul className="mt-2 space-y-2">
          {uploads.running.map((upload) => (
            <li key={upload.id}>
              <UploadProgress fileName={upload.fileName} progress={upload.progress} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label
          className={cn(
            'flex min-w-60 flex-1 cursor-pointer flex-col items-center rounded-lg border-2 border-dashed border-stone-300 px-4 py-4 text-center text-sm text-stone-700 focus-within:border-brand-600 hover:bg-cream-50',
            full && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-6 text-brand-700" />
          <span className="mt-1 font-semibold text-stone-900">Upload images</span>
          <span id="product-images-hint">PNG, JPG, GIF (MAX. 5MB)</span>
          <input
            type="file"
            multiple
            accept={accept}
            disabled={full}
            aria-describedby="product-images-hint"
            className="sr-only"
            onChange={(event) => {
              uploads.addFiles(Array.from(event.target.files ?? []))
              // Choosing the same file again must fire again.
              event.target.value = ''
            }}
          />
        </label>
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => append({ url: '', alt: '', mediaKey: null })}
        >
          <Link2 aria-hidden="true" className="size-4" />
          Add image URL
        </Button>
      </div>
      <FieldError id="images-error" message={error} />
    </fieldset>
  )
}
