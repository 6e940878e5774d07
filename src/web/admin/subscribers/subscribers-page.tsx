import { useCallback, useEffect, useState } from 'react'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { useDeleteSubscribers } from '#web/admin/subscribers/api/delete-subscribers.ts'
import { useAdminSubscribers } from '#web/admin/subscribers/api/get-subscribers.ts'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { Pagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { useListParams } from '#web/admin/ui/use-list-params.ts'
import { AddSubscriberForm } from './add-subscriber-form.tsx'
import { subscriberFilterKeys, subscriberViewOf } from './subscribers-filter.ts'
import { SubscribersTable } from './subscribers-table.tsx'
import { SubscribersToolbar } from './subscribers-toolbar.tsx'

/**
 * The newsletter list (SPEC.md §2 Subscribers). Search, date range, sort and page
 * live in the URL; the server filters, sorts and pages by 25. The selection
 * belongs to the view on screen: changing the view clears it, so Delete Selected
 * never removes rows the admin can no longer see.
 */
function SubscribersScreen() {
  const { list, update } = useListParams(subscriberFilterKeys)
  const view = subscriberViewOf(list)
  const subscribers = useAdminSubscribers(view)
  const remove = useDeleteSubscribers()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const viewKey = JSON.stringify(view)
  useEffect(() => {
    if (viewKey) setSelected(new Set())
  }, [viewKey])

  const onSelect = useCallback((ids: number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (checked) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }, [])
  const onChange = useCallback(
    (patch: { q?: string; range?: string; sort?: string }) => {
      const { q, ...extra } = patch
      update({ ...(q === undefined ? {} : { q }), extra: extra as Record<string, string> })
    },
    [update],
  )

  // A page beyond the last one (an old link, fewer subscribers now): go to the last.
  const pageCount = subscribers.data?.pageCount ?? 0
  const beyondLastPage = !subscribers.isPlaceholderData && pageCount > 0 && view.page > pageCount
  useEffect(() => {
    if (beyondLastPage) update({ page: pageCount })
  }, [beyondLastPage, pageCount, update])

  return (
    <div className="space-y-4">
      <SubscribersToolbar
        filter={view}
        onChange={onChange}
        selectedCount={selected.size}
        onDeleteSelected={() => setConfirming(true)}
        onAdd={() => setAdding(true)}
      />
      <QueryPanel
        query={subscribers}
        loadingLabel="Loading subscribers"
        errorMessage="The subscribers could not be loaded."
      >
        {(data, stale) => (
          <SubscribersTable
            subscribers={data.items}
            stale={stale}
            selected={selected}
            onSelect={onSelect}
          />
        )}
      </QueryPanel>
      {subscribers.data && subscribers.data.total > 0 && (
        <Pagination
          page={subscribers.data.page}
          pageCount={subscribers.data.pageCount}
          onPage={(page) => update({ page })}
        />
      )}
      <AdminDialog open={adding} onOpenChange={setAdding} title="Add Subscriber">
        {adding && <AddSubscriberForm onDone={() => setAdding(false)} />}
      </AdminDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Selected Subscribers?"
        description={`${selected.size} ${selected.size === 1 ? 'subscriber' : 'subscribers'} will be removed for good. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate([...selected], {
            onSuccess: () => {
              setSelected(new Set())
              setConfirming(false)
            },
          })
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
