import type { LucideIcon } from 'lucide-react'
import { type ComponentType, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { ShopContactLinks } from '#web/site/shop-contact-links.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
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

/** What a shell-only page says to a browser that will not run the app (docs/product-rules.md §2). */
export interface WithoutJavaScript {
  icon: LucideIcon
  title: string
  /** What needs JavaScript here, and what to do instead; the shop's phone and email follow. */
  text: string
}

function PageWithoutJavaScript({ icon, title, text }: WithoutJavaScript) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      headingLevel="h1"
      action={
        <Link to={paths.products()} className={buttonClasses({ variant: 'secondary' })}>
          Browse our cuts
        </Link>
      }
    >
      <p>{text}</p>
      <ShopContactLinks className="mt-3 inline-flex flex-col items-start" />
    </EmptyState>
  )
}

/**
 * A page whose content is the shopper's own (the cart in local storage, an order
 * looked up by its number and email): the server renders the header, the footer
 * and a spinner in its place, never the shopper's data, and the browser fills it in.
 * A browser that will not run the app hides the spinner, which would turn for ever,
 * and shows `withoutJavaScript` instead, from a <noscript> (a browser that runs
 * scripts never shows it, and React leaves it empty in the browser).
 */
export function shellOnly(
  Page: ComponentType,
  withoutJavaScript: WithoutJavaScript,
): ComponentType {
  function ShellOnlyPage() {
    if (useHydrated()) return <Page />
    return (
      <>
        <PageSpinner className="noscript:hidden" />
        <noscript>
          <PageWithoutJavaScript {...withoutJavaScript} />
        </noscript>
      </>
    )
  }
  ShellOnlyPage.displayName = `ShellOnly(${Page.displayName ?? Page.name})`
  return ShellOnlyPage
}

/** Marks a route whose loader the server skips (see shellOnly). */
export const shellOnlyHandle = { shellOnly: true } as const

export function isShellOnly(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'shellOnly' in handle
}
