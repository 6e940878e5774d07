import { WifiOff } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { useCachedPages } from './cached-pages.ts'

/**
 * What a page shows offline when its data was never saved on this device: where the
 * shopper can still go. The cart works from local storage; the saved pages are full
 * page loads (reloadDocument), which the service worker answers from its cache, while
 * a move inside the app would ask for data the device may not have.
 */
export function OfflineView() {
  const cached = useCachedPages()
  const pages = cached.data ?? []
  return (
    <section
      aria-labelledby="offline-heading"
      className="mx-auto max-w-xl px-4 py-14 text-center text-stone-800"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-cream-100 text-brand-700">
        <WifiOff aria-hidden="true" className="size-7" />
      </span>
      <h2 id="offline-heading" className="mt-4 text-2xl font-bold text-stone-900">
        You are offline
      </h2>
      <p className="mt-2">
        This page has not been saved on this device yet. Your cart is kept, and the pages you have
        visited open without a connection.
      </p>
      <Link to={paths.cart} className={buttonClasses({}, 'mt-6')}>
        Go to your cart
      </Link>
      {pages.length > 0 && (
        <nav aria-label="Saved pages" className="mt-8 text-left">
          <h3 className="font-semibold text-stone-900">Pages saved on this device</h3>
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  reloadDocument
                  className="block px-4 py-3 text-brand-800 hover:bg-cream-50 hover:underline"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
