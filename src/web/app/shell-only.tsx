import { type ComponentType, useSyncExternalStore } from 'react'
import { PageSpinner } from '#web/ui/spinner.tsx'

const never = () => () => {}

/** False on the server and while hydrating, true once the page runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

/**
 * A page whose content is the shopper's own (the cart in local storage, an order
 * looked up by its number and email): the server renders the header, the footer
 * and a spinner in its place, never the shopper's data, and the browser fills it in.
 */
export function shellOnly(Page: ComponentType): ComponentType {
  function ShellOnlyPage() {
    return useHydrated() ? <Page /> : <PageSpinner />
  }
  ShellOnlyPage.displayName = `ShellOnly(${Page.displayName ?? Page.name})`
  return ShellOnlyPage
}

/** Marks a route whose loader the server skips (see shellOnly). */
export const shellOnlyHandle = { shellOnly: true } as const

export function isShellOnly(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'shellOnly' in handle
}
