import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import type { CatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'
import { useDeleteCatalogItem } from '#web/admin/catalog/api/delete-catalog-item.ts'
import { useSetCatalogVisibility } from '#web/admin/catalog/api/set-catalog-visibility.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { toast } from '#web/ui/toast.ts'

/** A catalog list's row actions, the eye button and Delete, with what each says (docs/product-rules.md §8). */
export function useCatalogRowActions<TItem extends { id: number }>(
  resource: CatalogResource<TItem>,
) {
  const setVisibility = useSetCatalogVisibility(resource)
  const remove = useDeleteCatalogItem(resource)

  const toggle = (item: TItem, visibility: Visibility) =>
    void setVisibility.mutateAsync({ item, visibility }).then(
      (saved) =>
        toast.success('Visibility Updated', {
          description: `${resource.nameOf(saved)} is now ${visibility === 'published' ? 'published' : 'a draft'}.`,
        }),
      (error) => toast.error('Visibility not changed', { description: apiErrorMessage(error) }),
    )

  /** `onDeleted` closes the question; a refusal leaves it open beside the toast. */
  const deleteItem = (item: TItem, onDeleted: () => void) =>
    void remove.mutateAsync(item).then(
      () => {
        onDeleted()
        toast.success(`${resource.label} deleted`, {
          description: `${resource.nameOf(item)} has been deleted.`,
        })
      },
      (error) =>
        toast.error(`${resource.label} not deleted`, { description: apiErrorMessage(error) }),
    )

  return {
    toggle,
    togglingId: setVisibility.isPending ? (setVisibility.variables?.item.id ?? null) : null,
    deleteItem,
    deletePending: remove.isPending,
  }
}
