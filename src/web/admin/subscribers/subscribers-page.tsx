import { useCallback, useEffect, useState } from 'react'
import { RequireStaff } from '../require-staff'
import { AdminDialog } from '../ui/admin-dialog'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { Pagination } from '../ui/pagination'
import { QueryPanel } from '../ui/query-panel'
import { useListParams } from '../ui/use-list-params'
import { AddSubscriberForm } from './add-subscriber-form'
import { useDeleteSubscribers } from './api/delete-subscribers'
import { useAdminSubscribers } from './api/get-subscribers'
import { subscriberFilterKeys, subscriberViewOf } from './subscribers-filter'
import { SubscribersTable } from './subscribers-table'
import { SubscribersToolbar } from './subscribers-toolbar'

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
