import { Search, X } from 'lucide-react'
import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import { Input } from '#web/ui/input.tsx'
import { useDebouncedSearch } from '#web/ui/use-debounced-search.ts'

/**
 * The search box. Typing updates the URL after a short pause; a change of the URL
 * from elsewhere (back button, a link) replaces what the box shows. Without
 * JavaScript it is the `q` field of the toolbar's form, sent by Enter.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { text, setText, sendNow } = useDebouncedSearch(value, onSearch)

  return (
    <search className="relative min-w-0 flex-1 basis-full sm:basis-64">
      <label htmlFor="product-search" className="sr-only">
        Search products
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-600"
      />
      <Input
        id="product-search"
        name="q"
        type="search"
        placeholder="Search products..."
        autoComplete="off"
        maxLength={LIST_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') sendNow(text)
        }}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => sendNow('')}
          // It needs JavaScript; without it the box is cleared by hand.
          className="noscript:hidden absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-stone-600 hover:bg-cream-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </search>
  )
}
