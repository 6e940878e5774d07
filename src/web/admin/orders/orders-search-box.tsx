import { SearchBox } from '#web/admin/ui/search-box.tsx'
import { MAX_ORDER_SEARCH_LENGTH } from './orders-search.ts'

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
      maxLength={MAX_ORDER_SEARCH_LENGTH}
      value={value}
      onSearch={onSearch}
    />
  )
}
