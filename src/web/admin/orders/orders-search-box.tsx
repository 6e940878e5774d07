import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Input } from '../../ui/input'
import { MAX_ORDER_SEARCH_LENGTH } from './orders-search'

const DEBOUNCE_MS = 300

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
  const [text, setText] = useState(value)
  // The last value this box sent; a URL value that differs came from elsewhere.
  const sent = useRef(value)

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text === sent.current) return
    const timer = window.setTimeout(() => {
      sent.current = text
      onSearch(text)
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, onSearch])

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
          if (event.key === 'Enter') {
            sent.current = text
            onSearch(text)
          }
        }}
        className="pl-9"
      />
    </search>
  )
}
