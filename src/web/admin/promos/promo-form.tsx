import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import { type PromoInput, promoInputSchema } from '#shared/schemas/admin-catalog.ts'
import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import { useCatalogForm } from '#web/admin/catalog/use-catalog-form.ts'
import { DialogFormActions } from '#web/admin/ui/form/dialog-form-actions.tsx'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { ImageUrlField } from '#web/admin/ui/form/image-url-field.tsx'
import { VisibilityField } from '#web/admin/ui/form/visibility-field.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
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
  const { register, control } = form

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LabelledField form={form} name="title" id="promo-title" label="Title" />
      <LabelledField
        form={form}
        name="description"
        id="promo-description"
        label="Description"
        as={FormTextarea}
      />
      <ImageUrlField id="promo-image" control={control} name="imageUrl" />
      <LabelledField
        form={form}
        name="link"
        id="promo-link"
        label="Link"
        hint="(optional)"
        placeholder="/products/beef"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          form={form}
          name="startDate"
          id="promo-start"
          label="Start date"
          type="date"
        />
        <LabelledField form={form} name="endDate" id="promo-end" label="End date" type="date" />
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
