import { useCallback, useState } from 'react'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { useDeleteSubscribers } from '#web/admin/subscribers/api/delete-subscribers.ts'
import { useAdminSubscribers } from '#web/admin/subscribers/api/get-subscribers.ts'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { ListPagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { usePageInRange } from '#web/lib/lists/use-page-in-range.ts'
import { useRowSelection } from '#web/lib/lists/use-row-selection.ts'
import { toast } from '#web/ui/toast.ts'
import { AddSubscriberForm } from './add-subscriber-form.tsx'
import { subscriberListParamsSchema } from './subscriber-list-params.ts'
import { SubscribersTable } from './subscribers-table.tsx'
import { SubscribersToolbar } from './subscribers-toolbar.tsx'

/**
 * The newsletter list (docs/product-rules.md §2 Subscribers). Search, date range, sort and page
 * live in the URL; the server filters, sorts and pages by 25. The selection is the
 * rows shown checked (`useRowSelection`): a row checked while a search settles stays
 * checked, and Delete Selected never removes rows the admin can no longer see.
 */
function SubscribersScreen() {
  const { params, update } = useListParams(subscriberListParamsSchema)
  // The search as the server reads it, so equal searches share one page of answers.
  const view = { ...params, q: params.q.trim() }
  const subscribers = useAdminSubscribers(view)
  const remove = useDeleteSubscribers()
  const selection = useRowSelection(subscribers.data?.items)
  const [adding, setAdding] = useState(false)
  const deleting = selection.confirming ?? []
  const goToPage = useCallback((page: number) => update({ page }), [update])
  usePageInRange(view.page, subscribers, goToPage)

  return (
    <div className="space-y-4">
      <SubscribersToolbar
        filter={params}
        onChange={update}
        selectedCount={selection.ids.length}
        onDeleteSelected={selection.confirm}
        onAdd={() => setAdding(true)}
      />
      <QueryPanel
        query={subscribers}
        loadingLabel="Loading subscribers"
        errorMessage="The subscribers could not be loaded."
      >
        {(data, stale) => (
          <SubscribersTable subscribers={data.items} stale={stale} selection={selection} />
        )}
      </QueryPanel>
      <ListPagination list={subscribers.data} onPage={goToPage} />
      <AdminDialog open={adding} onOpenChange={setAdding} title="Add Subscriber">
        {adding && <AddSubscriberForm onDone={() => setAdding(false)} />}
      </AdminDialog>
      <ConfirmDialog
        open={selection.confirming !== null}
        onOpenChange={(open) => !open && selection.cancel()}
        title="Delete Selected Subscribers?"
        description={`${deleting.length} ${deleting.length === 1 ? 'subscriber' : 'subscribers'} will be removed for good. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          void remove.mutateAsync([...deleting]).then(
            ({ deleted }) => {
              selection.clear()
              toast.success('Subscribers Deleted', {
                description: `${deleted} ${deleted === 1 ? 'subscriber has' : 'subscribers have'} been removed.`,
              })
            },
            (error) =>
              toast.error('Subscribers Not Deleted', { description: apiErrorMessage(error) }),
          )
        }
      />
    </div>
  )
}

export function AdminSubscribersPage() {
  return (
    <RequireStaff section="subscribers">
      <SubscribersScreen />
    </RequireStaff>
  )
}
