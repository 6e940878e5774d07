import { Search } from 'lucide-react'
import { Input } from '#web/ui/input.tsx'
import { useDebouncedSearch } from '#web/ui/use-debounced-search.ts'

interface SearchBoxProps {
  id: string
  /** Read by screen readers; the placeholder is only a hint. */
  label: string
  placeholder: string
  maxLength: number
  value: string
  onSearch: (q: string) => void
}

/**
 * The search box above a back-office table. Typing updates the URL after a short
 * pause (Enter at once); a change of the URL from elsewhere replaces what it shows.
 */
export function SearchBox({ id, label, placeholder, maxLength, value, onSearch }: SearchBoxProps) {
  const { text, setText, sendNow } = useDebouncedSearch(value, onSearch)
  return (
    <search className="relative min-w-0 flex-1 basis-full sm:basis-64">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-600"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
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
