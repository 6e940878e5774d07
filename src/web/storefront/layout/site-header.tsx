import { AccountControl } from './account-control.tsx'
import { BrandLink } from './brand-link.tsx'
import { CartLink } from './cart-link.tsx'
import { MainNav } from './main-nav.tsx'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <BrandLink />
        <MainNav />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <CartLink />
          <AccountControl />
        </div>
      </div>
    </header>
  )
}
