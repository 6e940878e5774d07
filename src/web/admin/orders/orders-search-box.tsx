import { Search } from 'lucide-react'
import { Input } from '../../ui/input'
import { useDebouncedSearch } from '../../ui/use-debounced-search'
import { MAX_ORDER_SEARCH_LENGTH } from './orders-search'

/**
 * Typing updates the URL after a short pause (Enter at once); a change of the URL
 * from elsewhere (back button, a link) replaces what the box shows.
 */
export function OrdersSearchBox({
  value,
  onSearch,
}: {
  value: string
  onSearch: (q: string) => void
}) {
  const { text, setText, sendNow } = useDebouncedSearch(value, onSearch)

  return (
    <search className="relative min-w-0 flex-1 basis-full sm:basis-72">
      <label htmlFor="order-search" className="sr-only">
        Search orders
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-600"
      />
      <Input
        id="order-search"
        type="search"
        placeholder="Search by order ID or customer name..."
        autoComplete="off"
        maxLength={MAX_ORDER_SEARCH_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') sendNow(text)
        }}
        className="pl-9"
      />
    </search>
  )
}
