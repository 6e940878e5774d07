import { useEffect, useRef, useState } from 'react'

const DEBOUNCE_MS = 300

/**
 * State for a search box whose value lives in the URL: typing sends the text after
 * a short pause (`sendNow` for Enter), and a change of the URL from elsewhere (the
 * back button, a link) replaces what the box shows.
 */
export function useDebouncedSearch(value: string, onSearch: (q: string) => void) {
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

  const sendNow = (next: string) => {
    setText(next)
    sent.current = next
    onSearch(next)
  }
  return { text, setText, sendNow }
}
