import { Menu, X } from 'lucide-react'
import { NavLink } from 'react-router'
import { cn } from '#web/ui/cn.ts'
import { useDisclosure } from '#web/ui/use-disclosure.ts'
import { footerLinksId, pageLinks } from './nav-links.ts'
import { navItemClass } from './nav-styles.ts'
import { ProductsMenu } from './products-menu.tsx'

const menuButtonClass =
  'inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-cream-100 lg:hidden'

/**
 * The header navigation. Below the lg breakpoint it folds behind a menu button;
 * without JavaScript that button is a link to the footer's links instead.
 */
export function MainNav() {
  const { open, toggle, buttonRef, containerProps } = useDisclosure<HTMLElement>()
  return (
    <nav aria-label="Main" {...containerProps} className="ml-auto lg:ml-4 lg:flex-1">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={toggle}
        className={cn(menuButtonClass, 'noscript:hidden')}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">Menu</span>
      </button>
      <noscript>
        <a href={`#${footerLinksId}`} className={menuButtonClass}>
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Menu</span>
        </a>
      </noscript>
      <ul
        id="main-menu"
        className={cn(
          open
            ? 'absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto border-b border-stone-200 bg-white p-4 shadow-lg'
            : 'hidden',
          'lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
        )}
      >
        <li>
          <ProductsMenu />
        </li>
        {pageLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navItemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
