import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { NavLink } from 'react-router'
import { paths } from '#shared/paths.ts'
import { cn } from '#web/ui/cn.ts'
import { useDisclosure } from '#web/ui/use-disclosure.ts'
import { productLinks } from './nav-links.ts'
import { menuItemClass, navItemClass } from './nav-styles.ts'

/**
 * "Products" with its category links: inline in the phone menu, a drop-down on wide
 * screens. Without JavaScript the button cannot open, so a link to the listing takes
 * its place; the listing links every category.
 */
export function ProductsMenu() {
  const { open, toggle, buttonRef, containerProps } = useDisclosure()
  const listId = useId()
  return (
    <div {...containerProps} className="lg:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className={cn(navItemClass, 'noscript:hidden')}
      >
        Products
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <noscript>
        <NavLink to={paths.products()} end className={navItemClass}>
          Products
        </NavLink>
      </noscript>
      <ul
        id={listId}
        hidden={!open}
        className="pl-4 lg:absolute lg:top-full lg:left-0 lg:z-50 lg:mt-2 lg:w-52 lg:rounded-lg lg:border lg:border-stone-200 lg:bg-white lg:p-1 lg:shadow-lg"
      >
        {productLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={menuItemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
