import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import { SearchBox } from '#web/admin/ui/search-box.tsx'

export function OrdersSearchBox({
  value,
  onSearch,
}: {
  value: string
  onSearch: (q: string) => void
}) {
  return (
    <SearchBox
      id="order-search"
      label="Search orders"
      placeholder="Search by order ID or customer name..."
      maxLength={LIST_SEARCH_MAX_LENGTH}
      value={value}
      onSearch={onSearch}
    />
  )
}
