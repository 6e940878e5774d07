/** Header nav entries: full-width rows in the phone menu, compact pills on wide screens. */
export const navItemClass =
  'flex w-full items-center gap-1 rounded-md px-3 py-2 text-base font-medium text-stone-800 hover:bg-cream-100 hover:text-brand-800 aria-[current=page]:text-brand-700 lg:w-auto lg:text-sm'

/** Entries inside a small drop-down panel. */
export const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-cream-100 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700'
