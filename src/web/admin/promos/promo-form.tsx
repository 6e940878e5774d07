import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import { type PromoInput, promoInputSchema } from '#shared/schemas/admin-catalog.ts'
import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import { useCatalogForm } from '#web/admin/catalog/use-catalog-form.ts'
import { DialogFormActions } from '#web/admin/ui/form/dialog-form-actions.tsx'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { ImageUrlField } from '#web/admin/ui/form/image-url-field.tsx'
import { VisibilityField } from '#web/admin/ui/form/visibility-field.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { promoResource } from './promo-resource.ts'

const fieldNames = [
  'title',
  'description',
  'imageUrl',
  'link',
  'startDate',
  'endDate',
  'visibility',
] as const

function defaultsFor(promo: AdminPromo | null): PromoInput {
  // A new promo runs for a week from today (Manila), like the sample data.
  const today = manilaIsoDate(new Date())
  return {
    title: promo?.title ?? '',
    description: promo?.description ?? '',
    imageUrl: promo?.imageUrl ?? '',
    link: promo?.link ?? '',
    startDate: promo?.startDate ?? today,
    endDate: promo?.endDate ?? addDaysToIsoDate(today, 7),
    visibility: promo?.visibility ?? 'published',
  }
}

/** Add or edit a promotion: what it says, where it links and the Manila dates it runs. */
export function PromoForm({ promo, onDone }: { promo: AdminPromo | null; onDone: () => void }) {
  const { form, onSubmit, pending } = useCatalogForm(promoResource, {
    schema: promoInputSchema,
    defaultValues: defaultsFor(promo),
    fieldNames,
    itemId: promo?.id ?? null,
    onSaved: onDone,
  })
  const { register, formState, control } = form
  const errors = formState.errors

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField id="promo-title" label="Title" error={errors.title?.message}>
        {(fieldControl) => <Input {...fieldControl} {...register('title')} />}
      </FormField>
      <FormField id="promo-description" label="Description" error={errors.description?.message}>
        {(fieldControl) => <FormTextarea {...fieldControl} {...register('description')} />}
      </FormField>
      <ImageUrlField id="promo-image" control={control} name="imageUrl" />
      <FormField id="promo-link" label="Link" hint="(optional)" error={errors.link?.message}>
        {(fieldControl) => (
          <Input {...fieldControl} placeholder="/products/beef" {...register('link')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="promo-start" label="Start date" error={errors.startDate?.message}>
          {(fieldControl) => <Input {...fieldControl} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="promo-end" label="End date" error={errors.endDate?.message}>
          {(fieldControl) => <Input {...fieldControl} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <VisibilityField id="promo-visibility" registration={register('visibility')} />
      <DialogFormActions
        pending={pending}
        saveLabel={promo ? 'Save Changes' : 'Create Promo'}
        onCancel={onDone}
      />
    </form>
  )
}
